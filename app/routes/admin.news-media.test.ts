import { db } from "~/db/db.server";
import { getMedia } from "~/models/media.server";
import { saveSetting } from "~/models/setting.server";
import { saveUpload } from "~/services/media/media-upload.server";
import { storage } from "~/services/media/storage.server";
import {
  adminGet, adminMultipart, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { multipartForm, pdfBytes, pngBytes, svgBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { action, loader } from "./admin.news-media";

async function mediaCount(): Promise<number> {
  const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

function upload(entries: FormEntry[], cookie?: string) {
  return settle(action({ request: adminMultipart("/admin/news-media", multipartForm(entries), cookie), context, params: {} }));
}

function post(fields: Record<string, string>, cookie?: string) {
  return settle(action({ request: adminPost("/admin/news-media", fields, cookie), context, params: {} }));
}

async function stored(name: string, alt = "") {
  return saveUpload(db(), { file: await pngBytes(1200, 800), originalName: name, alt });
}

describe("/admin/news-media", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/news-media", (cookie) => loader({ request: adminGet("/admin/news-media", cookie), context, params: {} }));
    const before = await mediaCount();
    await expectAdminOnly("/admin/news-media", async (cookie) =>
      action({
        request: adminMultipart("/admin/news-media", multipartForm([["files", { bytes: await pngBytes(), name: "x.png" }]]), cookie),
        context,
        params: {},
      }),
    );
    expect(await mediaCount()).toBe(before);
  });

  it("uploads several files at once with their alt text, audited", async () => {
    const { cookie, admin } = await signInAdmin();
    const before = await mediaCount();
    const response = await upload(
      [
        ["intent", "upload"],
        ["alt", "  Our office  "],
        ["files", { bytes: await pngBytes(1000, 500), name: "office-1.png", type: "image/png" }],
        ["files", { bytes: await pngBytes(600, 400, "#aa3300"), name: "office-2.png", type: "image/png" }],
      ],
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/news-media");
    expect(await toastOf(response)).toEqual({ type: "success", message: "2 files uploaded" });
    expect(await mediaCount()).toBe(before + 2);
    const rows = await db().selectFrom("media").selectAll().orderBy("id", "desc").limit(2).execute();
    expect(rows.map((row) => [row.original_name, row.alt, row.kind]).sort()).toEqual([
      ["office-1.png", "Our office", "image"],
      ["office-2.png", "Our office", "image"],
    ]);
    // The wider one got a 480 px variant for the grid's thumbnail.
    expect(rows.find((row) => row.original_name === "office-1.png")?.variants).toEqual([480, 960]);
    expect(await latestAudit("media")).toMatchObject({ action: "create", actor_id: admin.id });
  });

  it("asks for each picture's own words after an upload that came without them, and saves them at once", async () => {
    const { cookie, admin } = await signInAdmin();
    const response = await upload(
      [
        ["intent", "upload"],
        ["alt", ""],
        ["files", { bytes: await pngBytes(800, 500), name: "quay-1.png", type: "image/png" }],
        ["files", { bytes: await pngBytes(800, 500, "#335577"), name: "quay-2.png", type: "image/png" }],
        ["files", { bytes: await pdfBytes(), name: "quay.pdf", type: "application/pdf" }],
      ],
      cookie,
    );
    const rows = await db().selectFrom("media").select(["id", "original_name", "version"]).where("original_name", "like", "quay%").orderBy("id").execute();
    const [first, second] = rows.filter((row) => row.original_name.endsWith(".png"));
    // The PDF has no picture to describe.
    expect(response.headers.get("Location")).toBe(`/admin/news-media?describe=${first.id},${second.id}`);
    const data = await (await loader({ request: adminGet(`/admin/news-media?describe=${first.id},${second.id},999999,x`, cookie), context, params: {} })).json();
    expect(data.describing.map((item: { original_name: string }) => item.original_name)).toEqual(["quay-1.png", "quay-2.png"]);

    const saved = await post(
      { intent: "describe", [`alt_${first.id}`]: "The quay at dawn", [`version_${first.id}`]: String(first.version), [`alt_${second.id}`]: "", [`version_${second.id}`]: String(second.version) },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "1 description saved" });
    expect((await getMedia(db(), first.id))?.alt).toBe("The quay at dawn");
    expect((await getMedia(db(), second.id))?.alt).toBe("");
    expect(await latestAudit("media")).toMatchObject({ action: "update", entity_id: String(first.id), actor_id: admin.id });

    // Too long, or written over meanwhile: named at its field, what was typed kept.
    const refused = await post({ intent: "describe", [`alt_${second.id}`]: "x".repeat(301), [`version_${second.id}`]: String(second.version) }, cookie);
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.fieldErrors[`alt_${second.id}`]).toHaveLength(1);
    expect(body.values[`alt_${second.id}`]).toHaveLength(301);
    const stale = await post({ intent: "describe", [`alt_${first.id}`]: "Another", [`version_${first.id}`]: String(first.version) }, cookie);
    expect(stale.status).toBe(422);
    expect((await getMedia(db(), first.id))?.alt).toBe("The quay at dawn");
  });

  it("keeps the accepted files and names each refused one with its reason", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(
      [
        ["intent", "upload"],
        ["alt", ""],
        ["files", { bytes: await pngBytes(), name: "good.png" }],
        ["files", { bytes: svgBytes(), name: "logo.svg", type: "image/svg+xml" }],
        ["files", { bytes: Buffer.from("MZ\x90\x00 not a document"), name: "tool.pdf", type: "application/pdf" }],
        ["files", { bytes: big, name: "huge.pdf", type: "application/pdf" }],
        ["files", { bytes: pdfBytes(), name: "brochure.pdf" }],
      ],
      cookie,
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.formError).toBe("2 files uploaded, 3 refused");
    expect(body.uploads).toEqual([
      { name: "good.png", ok: true, message: "Uploaded" },
      { name: "logo.svg", ok: false, message: "SVG images are not accepted" },
      { name: "tool.pdf", ok: false, message: "This file type is not accepted" },
      { name: "huge.pdf", ok: false, message: "PDF is larger than 20 MB" },
      { name: "brochure.pdf", ok: true, message: "Uploaded" },
    ]);
    expect(await mediaCount()).toBe(before + 2);
  });

  it("asks for a file, and refuses an alt text over 300 characters", async () => {
    const { cookie } = await signInAdmin();
    const none = await upload([["intent", "upload"], ["alt", "x"]], cookie);
    expect(none.status).toBe(422);
    expect((await none.json()).fieldErrors.files).toEqual(["Choose a file to upload"]);

    const long = await upload([["intent", "upload"], ["alt", "a".repeat(301)], ["files", { bytes: await pngBytes(), name: "a.png" }]], cookie);
    expect(long.status).toBe(422);
    expect((await long.json()).fieldErrors.alt).toEqual(["Alt text must be at most 300 characters"]);
  });

  it("lists the grid with thumbnails and users, searched and filtered", async () => {
    const { cookie } = await signInAdmin();
    const logo = await stored("company-logo.png", "Company logo");
    const team = await stored("team.png", "The team");
    await saveSetting(db(), { name: "profile", value: { logo_id: logo.id }, version: (await db().selectFrom("setting").select("version").where("name", "=", "profile").executeTakeFirst())?.version ?? 0 });

    const response = await settle(loader({ request: adminGet("/admin/news-media?q=logo", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.media.items.map((item: { id: number }) => item.id)).toEqual([logo.id]);
    expect(data.media.items[0]).toMatchObject({
      alt: "Company logo",
      thumbnail: `/media/${logo.id}/company-logo.png?w=480`,
      usedBy: [{ label: "Setting “profile”", href: "/admin/setting" }],
    });

    const pdfs = await (await settle(loader({ request: adminGet("/admin/news-media?kind=pdf", cookie), context, params: {} }))).json();
    expect(pdfs.media.items.every((item: { kind: string }) => item.kind === "pdf")).toBe(true);
    const focused = await (await settle(loader({ request: adminGet(`/admin/news-media?edit=${team.id}`, cookie), context, params: {} }))).json();
    expect(focused.focused).toMatchObject({ id: team.id, usedBy: [], version: 1 });
    expect(focused.confirming).toBe(false);
    const confirming = await (await settle(loader({ request: adminGet(`/admin/news-media?confirm-delete=${team.id}`, cookie), context, params: {} }))).json();
    expect(confirming).toMatchObject({ confirming: true, focused: { id: team.id } });
  });

  it("saves alt text, version-checked", async () => {
    const { cookie, admin } = await signInAdmin();
    const item = await stored("alt.png");
    const saved = await post({ intent: "alt", id: String(item.id), version: "1", alt: " A red square " }, cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/news-media?edit=${item.id}`);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Alt text saved" });
    expect(await getMedia(db(), item.id)).toMatchObject({ alt: "A red square", version: 2 });
    expect(await latestAudit("media")).toMatchObject({ action: "update", entity_id: String(item.id), actor_id: admin.id });

    const stale = await post({ intent: "alt", id: String(item.id), version: "1", alt: "Overwrite" }, cookie);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      formError: "This record was changed by someone else. Reload it to see their changes.",
      values: { alt: "Overwrite" },
    });
    expect((await getMedia(db(), item.id))?.alt).toBe("A red square");

    const long = await post({ intent: "alt", id: String(item.id), version: "2", alt: "b".repeat(301) }, cookie);
    expect(long.status).toBe(422);
    expect((await long.json()).fieldErrors.alt).toEqual(["Alt text must be at most 300 characters"]);

    const gone = await post({ intent: "alt", id: "99999", version: "1", alt: "x" }, cookie);
    expect(gone.status).toBe(404);
  });

  it("refuses to delete a file in use, naming its users, and deletes it once unused", async () => {
    const { cookie, admin } = await signInAdmin();
    const item = await stored("in-use.png");
    const version = (await db().selectFrom("setting").select("version").where("name", "=", "profile").executeTakeFirst())?.version ?? 0;
    await saveSetting(db(), { name: "profile", value: { logo_id: item.id }, version });

    const refused = await post({ intent: "delete", id: String(item.id) }, cookie);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.formError).toBe("This file is used by: Setting “profile”");
    expect(body.usedBy).toEqual([{ label: "Setting “profile”", href: "/admin/setting" }]);
    expect(await getMedia(db(), item.id)).toBeDefined();
    expect(await storage().exists(item.storage_key)).toBe(true);

    await saveSetting(db(), { name: "profile", value: { logo_id: null }, version: version + 1 });
    const deleted = await post({ intent: "delete", id: String(item.id) }, cookie);
    expect(deleted.status).toBe(302);
    expect(await toastOf(deleted)).toEqual({ type: "success", message: "File deleted" });
    expect(await getMedia(db(), item.id)).toBeUndefined();
    expect(await storage().exists(item.storage_key)).toBe(false);
    expect(await latestAudit("media")).toMatchObject({ action: "delete", entity_id: String(item.id), actor_id: admin.id });

    const again = await post({ intent: "delete", id: String(item.id) }, cookie);
    expect(again.status).toBe(404);
  });
});

describe("/admin/news-media, rendered", () => {
  it("shows the grid with thumbnails, and each refused file of an upload", async () => {
    const { adminScreens } = await import("../../tests/helpers/admin-render");
    const screen = await import("./admin.news-media");
    const handle = await adminScreens([{ file: "admin.news-media", path: "news-media", module: screen }]);
    const { cookie } = await signInAdmin();
    const item = await stored("render-grid.png", "Grid image");

    const html = await (await handle(adminGet("/admin/news-media?q=render-grid", cookie))).text();
    expect(html).toContain(`src="/media/${item.id}/render-grid.png?w=480"`);
    expect(html).toContain('alt="Grid image"');
    expect(html).toMatch(/<input[^>]*name="files"[^>]*multiple=""/);

    // A file a page's section shows offers no Delete that would be refused; an unused one does.
    const shown = await stored("render-grid-hero.png", "Hero");
    await db().insertInto("page").values({
      title: "Render grid page", slug: "render-grid-page",
      sections: JSON.stringify([{ type: "hero", heading: "Hi", text: "", image_id: shown.id, buttons: [] }]),
    }).execute();
    const cards = await (await handle(adminGet("/admin/news-media?q=render-grid", cookie))).text();
    expect(cards).toContain('aria-label="Delete render-grid.png"');
    expect(cards).not.toContain('aria-label="Delete render-grid-hero.png"');
    expect(cards).toContain("Page “Render grid page”");

    // After an upload without words: a field for each new picture, beside it.
    const described = await (await handle(adminGet(`/admin/news-media?describe=${item.id}`, cookie))).text();
    expect(described).toContain('<h2 id="describe-title">Describe what you uploaded</h2>');
    expect(described).toMatch(new RegExp(`<label for="[^"]*alt_${item.id}"[^>]*>Alt text for render-grid.png</label>`));

    const refused = (await (await handle(adminMultipart("/admin/news-media", multipartForm([
      ["intent", "upload"], ["alt", ""], ["files", { bytes: svgBytes(), name: "bad.svg" }],
    ]), cookie))).text()).replaceAll("<!-- -->", "");
    expect(refused).toContain("<strong>bad.svg</strong>: SVG images are not accepted");
    expect(refused).toContain('role="alert"');
  });
});
