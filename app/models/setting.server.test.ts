import { sql } from "kysely";
import { db } from "~/db/db.server";
import { expectStatus, insertMedia } from "./fixtures.test-support";
import { getSetting, getSettingRecord, getSettings, listSettingMediaReferences, saveSetting } from "./setting.server";

beforeEach(async () => {
  await sql`truncate setting, media restart identity cascade`.execute(db());
});

describe("reading settings", () => {
  it("gives the defaults for a setting never saved, with version 0", async () => {
    expect(await getSetting(db(), "site")).toEqual({ require_login_for_details: true, default_seo_description: "", home_page_id: null });
    expect(await getSettingRecord(db(), "counter")).toEqual({ name: "counter", value: { items: [] }, version: 0, updated_at: null });
  });

  it("merges the stored value over the defaults and drops unknown keys", async () => {
    await db()
      .insertInto("setting")
      .values({ name: "profile", value: JSON.stringify({ company_name: "Acme", legacy: "x" }) })
      .execute();
    const profile = await getSetting(db(), "profile");
    expect(profile).toMatchObject({ company_name: "Acme", tagline: "", logo_id: null });
    expect(profile).not.toHaveProperty("legacy");
  });

  it("reads several settings at once", async () => {
    expectStatus(await saveSetting(db(), { name: "hero", value: { title: "Hello" }, version: 0 }), "updated");
    const settings = await getSettings(db(), ["hero", "social"]);
    expect(settings.hero.title).toBe("Hello");
    expect(settings.social).toEqual({ facebook: "", linkedin: "", x: "", youtube: "", instagram: "" });
    expect(Object.keys(settings).sort()).toEqual(["hero", "social"]);
    expect(await getSettings(db(), [])).toEqual({});
    expect(await getSettings(db(), ["hero", "nope" as "hero"])).toEqual({ hero: settings.hero });
  });
});

describe("saving settings", () => {
  it("inserts the first save and bumps the version after", async () => {
    const first = expectStatus(
      await saveSetting(db(), { name: "site", value: { require_login_for_details: false }, version: 0 }),
      "updated",
    );
    expect(first.record).toMatchObject({ version: 1, value: { require_login_for_details: false, default_seo_description: "" } });

    const second = expectStatus(
      await saveSetting(db(), { name: "site", value: { default_seo_description: "We build" }, version: 1 }),
      "updated",
    );
    // Fields not given keep their stored value.
    expect(second.record).toMatchObject({ version: 2, value: { require_login_for_details: false, default_seo_description: "We build" } });
    expect(await getSetting(db(), "site")).toEqual({ require_login_for_details: false, default_seo_description: "We build", home_page_id: null });

    const row = await db().selectFrom("setting").select("value").where("name", "=", "site").executeTakeFirstOrThrow();
    expect(row.value).toEqual({ require_login_for_details: false, default_seo_description: "We build", home_page_id: null });
  });

  it("refuses a stale version without writing", async () => {
    expectStatus(await saveSetting(db(), { name: "hero", value: { title: "One" }, version: 0 }), "updated");
    expect(await saveSetting(db(), { name: "hero", value: { title: "Two" }, version: 0 })).toEqual({ status: "conflict" });
    expect(await saveSetting(db(), { name: "hero", value: { title: "Two" }, version: 5 })).toEqual({ status: "conflict" });
    expect((await getSetting(db(), "hero")).title).toBe("One");
  });

  it("lets only one of two simultaneous first saves win", async () => {
    const results = await Promise.all([
      saveSetting(db(), { name: "hero", value: { title: "A" }, version: 0 }),
      saveSetting(db(), { name: "hero", value: { title: "B" }, version: 0 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["conflict", "updated"]);
  });

  it("stores counter items as a list", async () => {
    const items = [{ label: "Clients", value: 120, suffix: "+" }, { label: "Years", value: 15, suffix: "" }];
    expectStatus(await saveSetting(db(), { name: "counter", value: { items }, version: 0 }), "updated");
    expect(await getSetting(db(), "counter")).toEqual({ items });
  });

  it("checks media references by kind", async () => {
    const image = await insertMedia(db());
    const pdf = await insertMedia(db(), "pdf");
    const video = await insertMedia(db(), "video");
    expect(await saveSetting(db(), { name: "profile", value: { logo_id: pdf }, version: 0 })).toEqual({
      status: "invalid",
      fieldErrors: { logo_id: ["Logo must be an image"] },
    });
    expect(await saveSetting(db(), { name: "company_pdf", value: { media_id: 999 }, version: 0 })).toEqual({
      status: "invalid",
      fieldErrors: { media_id: ["PDF was not found in the media library"] },
    });
    expectStatus(await saveSetting(db(), { name: "profile", value: { logo_id: image }, version: 0 }), "updated");
    expectStatus(await saveSetting(db(), { name: "company_pdf", value: { media_id: pdf, title: "Profile" }, version: 0 }), "updated");
    expectStatus(await saveSetting(db(), { name: "hero_video", value: { video_id: video, poster_id: image }, version: 0 }), "updated");

    expect(await listSettingMediaReferences(db())).toEqual([
      { name: "profile", field: "logo_id", label: "Logo", media_id: image },
      { name: "hero_video", field: "video_id", label: "Video", media_id: video },
      { name: "hero_video", field: "poster_id", label: "Poster image", media_id: image },
      { name: "company_pdf", field: "media_id", label: "PDF", media_id: pdf },
    ]);
  });
});
