import { sql } from "kysely";
import { db } from "~/db/db.server";
import { parseJson } from "~/schemas/parse";
import type { Actor } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { CONTENT_MESSAGES } from "./messages";
import { getSettingJson, saveSettingCommand, SETTING_NAMES, settingJsonSchemas, settingUpdateSchemas } from "./settings.server";

let actor: Actor;

beforeAll(async () => {
  actor = await createActor();
});

beforeEach(async () => {
  await sql`truncate setting, audit_event, media restart identity cascade`.execute(db());
});

describe("settings", () => {
  it("answers every setting never saved with its defaults, in its JSON shape", async () => {
    for (const name of SETTING_NAMES) {
      const json = await getSettingJson(db(), name);
      expect(settingJsonSchemas[name].parse(json)).toEqual(json);
      expect(json).toMatchObject({ version: 0, updated_at: null });
    }
    expect(await getSettingJson(db(), "site")).toMatchObject({ require_login_for_details: true });
  });

  it("saves, answers the logo's URL, refuses a stale save, with one audit event per save", async () => {
    const logo = await insertMedia(db());
    const parsed = parseJson(settingUpdateSchemas.profile, { company_name: "Acme", logo_id: logo, email: "hi@acme.example", version: 0 });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
    const { version, ...input } = parsed.data;
    const first = await withAudit(() => saveSettingCommand(db(), { actor, ip: TEST_IP, name: "profile", version, input }));
    const saved = expectOk(first.result);
    expect(saved.record).toMatchObject({ name: "profile", version: 1, value: { company_name: "Acme", logo_id: logo } });
    expect(saved.json).toMatchObject({ company_name: "Acme", logo_id: logo, logo_url: expect.stringMatching(new RegExp(`^/media/${logo}/`)), version: 1 });
    expect(settingJsonSchemas.profile.parse(saved.json)).toEqual(saved.json);
    expect(first.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "update", entity: "setting", entity_id: "profile", summary: "Updated setting “profile”", ip: TEST_IP }),
    ]);
    expect(await getSettingJson(db(), "profile")).toEqual(saved.json);

    // A save merges: fields not sent keep their value.
    const second = expectOk(await saveSettingCommand(db(), { actor, ip: TEST_IP, name: "profile", version: 1, input: { tagline: "We build" } }));
    expect(second.json).toMatchObject({ company_name: "Acme", tagline: "We build", version: 2 });

    const stale = await withAudit(() => saveSettingCommand(db(), { actor, ip: TEST_IP, name: "profile", version: 1, input: { company_name: "Overwritten" } }));
    expect(stale.result).toEqual({ ok: false, status: 409, reason: "conflict", message: CONTENT_MESSAGES.conflict });
    expect(stale.events).toEqual([]);
    expect(await getSettingJson(db(), "profile")).toMatchObject({ company_name: "Acme", version: 2 });
  });

  it("refuses an unknown media id and media of the wrong kind", async () => {
    const image = await insertMedia(db());
    const unknown = await withAudit(() => saveSettingCommand(db(), { actor, ip: TEST_IP, name: "profile", version: 0, input: { logo_id: 565656 } }));
    expect(unknown.result).toMatchObject({ ok: false, status: 422, fieldErrors: { logo_id: ["Logo was not found in the media library"] } });
    expect(unknown.events).toEqual([]);
    expect(await saveSettingCommand(db(), { actor, ip: TEST_IP, name: "company_pdf", version: 0, input: { media_id: image } })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { media_id: ["PDF must be a PDF"] },
    });
    expect(await getSettingJson(db(), "company_pdf")).toMatchObject({ media_id: null, version: 0 });
  });

  it("answers the hero video's uploaded file and poster by URL, beside its external link", async () => {
    const video = await insertMedia(db(), "video");
    const poster = await insertMedia(db());
    const saved = expectOk(
      await saveSettingCommand(db(), {
        actor,
        ip: TEST_IP,
        name: "hero_video",
        version: 0,
        input: { video_id: video, poster_id: poster, video_url: "https://youtu.be/dQw4w9WgXcQ" },
      }),
    );
    expect(saved.json).toMatchObject({
      video_id: video,
      video_file_url: expect.stringMatching(new RegExp(`^/media/${video}/`)),
      poster_url: expect.stringMatching(new RegExp(`^/media/${poster}/`)),
      video_url: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(settingJsonSchemas.hero_video.parse(saved.json)).toEqual(saved.json);
  });

  it("refuses an unsafe link, in the schema and again in the command", async () => {
    expect(parseJson(settingUpdateSchemas.social, { x: "javascript:alert(1)", version: 0 })).toMatchObject({
      success: false,
      fieldErrors: { x: ["X must start with http:// or https://"] },
    });
    const { result, events } = await withAudit(() =>
      saveSettingCommand(db(), { actor, ip: TEST_IP, name: "hero", version: 0, input: { cta_url: "javascript:alert(1)" } }),
    );
    expect(result).toMatchObject({ ok: false, status: 422, fieldErrors: { cta_url: ["Button link must start with http://, https://, mailto:, tel: or /"] } });
    expect(events).toEqual([]);
    expect(await getSettingJson(db(), "hero")).toMatchObject({ cta_url: "", version: 0 });
  });

  it("takes version 0 for a setting never saved and requires the version", () => {
    expect(parseJson(settingUpdateSchemas.site, { require_login_for_details: false, version: 0 })).toEqual({
      success: true,
      data: { require_login_for_details: false, version: 0 },
    });
    expect(parseJson(settingUpdateSchemas.site, {})).toMatchObject({ success: false, fieldErrors: { version: ["Version is required"] } });
  });
});
