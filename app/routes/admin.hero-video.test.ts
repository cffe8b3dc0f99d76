import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { getSettingRecord, saveSetting } from "~/models/setting.server";
import {
  adminGet, adminMultipart, context, expectAdminOnly, failWritesTo, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { mp4Bytes, multipartForm, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { action, loader } from "./admin.hero-video";

async function mediaCount(): Promise<number> {
  const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

function post(entries: FormEntry[], cookie?: string) {
  return settle(action({ request: adminMultipart("/admin/hero-video", multipartForm(entries), cookie), context, params: {} }));
}

const EMPTY_FIELDS: FormEntry[] = [
  ["video_id", ""],
  ["video_url", ""],
  ["poster_id", ""],
  ["title", ""],
  ["caption", ""],
];

function fields(overrides: Record<string, string>, version: number): FormEntry[] {
  return [["version", String(version)], ...EMPTY_FIELDS.map(([name, value]): FormEntry => [name, overrides[name] ?? (value as string)])];
}

describe("/admin/hero-video", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/hero-video", (cookie) => loader({ request: adminGet("/admin/hero-video", cookie), context, params: {} }));
    await expectAdminOnly("/admin/hero-video", (cookie) =>
      action({ request: adminMultipart("/admin/hero-video", multipartForm(fields({ title: "x" }, 0)), cookie), context, params: {} }),
    );
    expect((await getSettingRecord(db(), "hero_video")).version).toBe(0);
  });

  it("shows the setting with the library's videos and images", async () => {
    const { cookie } = await signInAdmin();
    const video = await insertMedia(db(), "video");
    const image = await insertMedia(db(), "image");
    const response = await settle(loader({ request: adminGet("/admin/hero-video", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.record).toMatchObject({ name: "hero_video", version: 0, value: { video_id: null, video_url: "" } });
    expect(data.videoOptions.map((option: { value: string }) => option.value)).toContain(String(video));
    expect(data.videoOptions.map((option: { value: string }) => option.value)).not.toContain(String(image));
    expect(data.posterOptions.map((option: { value: string }) => option.value)).toContain(String(image));
  });

  it("uploads a video and a poster and saves them with the title, audited", async () => {
    const { cookie, admin } = await signInAdmin();
    const before = await mediaCount();
    const response = await post(
      [
        ...fields({ title: "Our story", caption: "Two minutes about us" }, 0),
        ["video_file", { bytes: mp4Bytes(), name: "story.mp4", type: "video/mp4" }],
        ["poster_file", { bytes: await pngBytes(), name: "poster.png", type: "image/png" }],
      ],
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/hero-video");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Hero video saved" });
    expect(await mediaCount()).toBe(before + 2);

    const saved = await getSettingRecord(db(), "hero_video");
    expect(saved.version).toBe(1);
    expect(saved.value).toMatchObject({ title: "Our story", caption: "Two minutes about us", video_url: "" });
    const video = await db().selectFrom("media").selectAll().where("id", "=", saved.value.video_id!).executeTakeFirstOrThrow();
    const poster = await db().selectFrom("media").selectAll().where("id", "=", saved.value.poster_id!).executeTakeFirstOrThrow();
    expect(video).toMatchObject({ kind: "video", mime: "video/mp4", original_name: "story.mp4" });
    expect(poster).toMatchObject({ kind: "image", original_name: "poster.png" });
    expect(await latestAudit("setting")).toMatchObject({ action: "update", entity_id: "hero_video", actor_id: admin.id });
    expect(await latestAudit("media")).toMatchObject({ action: "create", actor_id: admin.id });
  });

  it("saves a video link and a library poster without uploads", async () => {
    const { cookie } = await signInAdmin();
    const poster = await insertMedia(db(), "image");
    const version = (await getSettingRecord(db(), "hero_video")).version;
    const response = await post(fields({ video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", poster_id: String(poster) }, version), cookie);
    expect(response.status).toBe(302);
    expect((await getSettingRecord(db(), "hero_video")).value).toMatchObject({
      video_id: null,
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      poster_id: poster,
    });
  });

  it("keeps the poster's alt text and focal point, as every image field does", async () => {
    const { cookie } = await signInAdmin();
    const poster = await insertMedia(db(), "image");
    const version = (await getSettingRecord(db(), "hero_video")).version;
    const details: Array<[string, string]> = [
      ["poster_alt", "Engineers at the video wall"],
      ["poster_focal_x", "30"],
      ["poster_focal_y", "70"],
      ["poster_details_for", String(poster)],
    ];
    const response = await post([...fields({ poster_id: String(poster) }, version), ...details], cookie);
    expect(response.status).toBe(302);
    const stored = await db().selectFrom("media").selectAll().where("id", "=", poster).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ alt: "Engineers at the video wall", focal_x: 0.3, focal_y: 0.7 });

    // A focal point out of range is the field's error, and nothing is saved.
    const refused = await post([...fields({ poster_id: String(poster), title: "Kept" }, version + 1), ...details.map(([name, value]): [string, string] => [name, name === "poster_focal_x" ? "140" : value])], cookie);
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.fieldErrors.poster_id).toEqual(["Focal point X must be a number from 0 to 100"]);
    expect(body.values.title).toBe("Kept");
  });

  it("refuses a link that is not a video, storing no upload", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const version = (await getSettingRecord(db(), "hero_video")).version;
    const response = await post(
      [...fields({ video_url: "https://example.com/about", title: "Kept" }, version), ["video_file", { bytes: mp4Bytes(), name: "a.mp4" }]],
      cookie,
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.video_url).toEqual(["Video URL must be a YouTube, Vimeo or MP4 link"]);
    expect(body.values).toMatchObject({ video_url: "https://example.com/about", title: "Kept" });
    expect(await mediaCount()).toBe(before);
  });

  it("refuses an image uploaded as the video, and takes back the poster uploaded with it", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const version = (await getSettingRecord(db(), "hero_video")).version;
    const response = await post(
      [
        ...fields({}, version),
        ["video_file", { bytes: await pngBytes(), name: "not-a-video.mp4", type: "video/mp4" }],
        ["poster_file", { bytes: await pngBytes(), name: "poster.png" }],
      ],
      cookie,
    );
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.video_file).toEqual(["Video must be a video"]);

    const posterFirst = await post(
      [
        ...fields({}, version),
        ["poster_file", { bytes: mp4Bytes(), name: "poster.png" }],
      ],
      cookie,
    );
    expect(posterFirst.status).toBe(422);
    // The poster is an image field as every other: its error is the field's, under its library choice's name.
    expect((await posterFirst.json()).fieldErrors.poster_id).toEqual(["Poster image must be an image"]);
    expect(await mediaCount()).toBe(before);
    expect((await getSettingRecord(db(), "hero_video")).version).toBe(version);
  });

  it("refuses a stale version, keeps the other save and takes back the upload", async () => {
    const { cookie } = await signInAdmin();
    const current = await getSettingRecord(db(), "hero_video");
    await saveSetting(db(), { name: "hero_video", value: { title: "Theirs" }, version: current.version });
    const before = await mediaCount();
    const response = await post(
      [...fields({ title: "Mine" }, current.version), ["video_file", { bytes: mp4Bytes(), name: "mine.mp4" }]],
      cookie,
    );
    expect(response.status).toBe(409);
    expect((await response.json()).formError).toBe("This record was changed by someone else. Reload it to see their changes.");
    expect((await getSettingRecord(db(), "hero_video")).value.title).toBe("Theirs");
    expect(await mediaCount()).toBe(before);
  });

  it("takes back both uploads when the save fails, and passes the failure on", async () => {
    const { cookie } = await signInAdmin();
    const current = await getSettingRecord(db(), "hero_video");
    const before = await mediaCount();
    const restore = await failWritesTo("setting");
    try {
      const saving = post(
        [
          ...fields({ title: "Lost" }, current.version),
          ["video_file", { bytes: mp4Bytes(), name: "lost.mp4", type: "video/mp4" }],
          ["poster_file", { bytes: await pngBytes(), name: "lost.png", type: "image/png" }],
        ],
        cookie,
      );
      await expect(saving).rejects.toThrow("the setting write failed");
    } finally {
      await restore();
    }
    expect(await mediaCount()).toBe(before);
    expect((await getSettingRecord(db(), "hero_video")).version).toBe(current.version);
  });
});

describe("/admin/hero-video, rendered", () => {
  it("is a multipart form with the upload rules and the current video", async () => {
    const { adminScreens } = await import("../../tests/helpers/admin-render");
    const screen = await import("./admin.hero-video");
    const handle = await adminScreens([{ file: "admin.hero-video", path: "hero-video", module: screen }]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet("/admin/hero-video", cookie))).text();
    expect(html).toMatch(/<form method="post" action="\/admin\/hero-video" encType="multipart\/form-data"/);
    expect(html).toContain('name="video_file"');
    expect(html).toContain("MP4 or WebM, up to 100 MB.");
    expect(html).toContain('name="poster_id"');
    expect(html).toContain('href="/admin/revisions/settings/hero_video"');
    expect(html).toMatch(/History \((<!-- -->)?\d+\)/);
  });
});
