import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { getHeroContentById } from "~/models/hero-content.server";
import {
  adminGet, adminMultipart, adminPost, context, expectAdminOnly, failWritesTo, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { multipartForm, pdfBytes, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { adminScreens, tagWithId, textOfId } from "../../tests/helpers/admin-render";
import * as create from "./admin.create-hero-contents";
import * as edit from "./admin.edit-heroContent.$id";
import * as list from "./admin.hero-contents";

/** The hero content screens: /admin/hero-contents, /admin/create-hero-contents, /admin/edit-heroContent/{id}. */

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";
const FIELDS = { title: "", body: "", image_id: "", icon: "", link_url: "", sort_order: "0" };

async function content(values: { title: string; image_id?: number | null; icon?: string; is_published?: boolean; sort_order?: number }) {
  return db().insertInto("hero_content").values(values).returning(["id", "title", "version"]).executeTakeFirstOrThrow();
}

beforeEach(async () => {
  await db().deleteFrom("hero_content").execute();
});

describe("/admin/hero-contents", () => {
  it("is for admins only", async () => {
    const item = await content({ title: "Guarded" });
    await expectAdminOnly("/admin/hero-contents", (cookie) => list.loader({ request: adminGet("/admin/hero-contents", cookie), context, params: {} }));
    await expectAdminOnly("/admin/hero-contents", (cookie) =>
      list.action({ request: adminPost("/admin/hero-contents", { intent: "delete", id: String(item.id) }, cookie), context, params: {} }),
    );
    await expectAdminOnly("/admin/create-hero-contents", (cookie) =>
      create.loader({ request: adminGet("/admin/create-hero-contents", cookie), context, params: {} }),
    );
    await expectAdminOnly("/admin/create-hero-contents", (cookie) =>
      create.action({ request: adminPost("/admin/create-hero-contents", { ...FIELDS, title: "Sneaky" }, cookie), context, params: {} }),
    );
    const path = `/admin/edit-heroContent/${item.id}`;
    await expectAdminOnly(path, (cookie) => edit.loader({ request: adminGet(path, cookie), context, params: { id: String(item.id) } }));
    await expectAdminOnly(path, (cookie) => edit.action({ request: adminPost(path, { intent: "delete" }, cookie), context, params: { id: String(item.id) } }));
    expect(await getHeroContentById(db(), item.id)).toBeDefined();
    expect(await db().selectFrom("hero_content").select("id").where("title", "=", "Sneaky").executeTakeFirst()).toBeUndefined();
  });

  it("lists hero contents in display order, searched", async () => {
    const { cookie } = await signInAdmin();
    await content({ title: "Support", sort_order: 3, icon: "headset" });
    await content({ title: "Security", sort_order: 1, image_id: await insertMedia(db()) });
    const data = await (await settle(list.loader({ request: adminGet("/admin/hero-contents", cookie), context, params: {} }))).json();
    expect(data.items.map((item: { title: string }) => item.title)).toEqual(["Security", "Support"]);
    const searched = await (await settle(list.loader({ request: adminGet("/admin/hero-contents?q=supp", cookie), context, params: {} }))).json();
    expect(searched.items.map((item: { title: string }) => item.title)).toEqual(["Support"]);
  });

  it("deletes from the list, audited", async () => {
    const { cookie, admin } = await signInAdmin();
    const item = await content({ title: "Obsolete" });
    const response = await settle(list.action({ request: adminPost("/admin/hero-contents", { intent: "delete", id: String(item.id) }, cookie), context, params: {} }));
    expect(await toastOf(response)).toEqual({ type: "success", message: "Hero content “Obsolete” deleted" });
    expect(await getHeroContentById(db(), item.id)).toBeUndefined();
    expect(await latestAudit("hero_content")).toMatchObject({ action: "delete", entity_id: String(item.id), actor_id: admin.id });
  });
});

describe("/admin/create-hero-contents and /admin/edit-heroContent/{id}", () => {
  it("refuses markup as an icon and a body over 1000 characters, keeping the input", async () => {
    const { cookie } = await signInAdmin();
    const response = await settle(create.action({
      request: adminPost("/admin/create-hero-contents", { ...FIELDS, title: "Fast", icon: "<svg onload=alert(1)>", body: "b".repeat(1001) }, cookie),
      context,
      params: {},
    }));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.icon).toEqual(["Icon may contain only letters, numbers, spaces, dashes and underscores"]);
    expect(body.fieldErrors.body).toEqual(["Body must be at most 1,000 characters"]);
    expect(body.values.title).toBe("Fast");
  });

  it("creates with an icon instead of an image, then edits with a version check", async () => {
    const { cookie, admin } = await signInAdmin();
    const created = await settle(create.action({
      request: adminPost("/admin/create-hero-contents", { ...FIELDS, title: "Fast delivery", body: "Within a week.", icon: "truck", link_url: "/contact-us", is_published: "on" }, cookie),
      context,
      params: {},
    }));
    expect(created.headers.get("Location")).toBe("/admin/hero-contents");
    expect(await toastOf(created)).toEqual({ type: "success", message: "Hero content “Fast delivery” created" });
    const row = await db().selectFrom("hero_content").selectAll().where("title", "=", "Fast delivery").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ icon: "truck", image_id: null, link_url: "/contact-us", is_published: true });
    expect(await latestAudit("hero_content")).toMatchObject({ action: "create", entity_id: String(row.id), actor_id: admin.id });

    const path = `/admin/edit-heroContent/${row.id}`;
    const data = await (await settle(edit.loader({ request: adminGet(path, cookie), context, params: { id: String(row.id) } }))).json();
    expect(data.item).toMatchObject({ title: "Fast delivery", icon: "truck", version: 1 });
    const saved = await settle(edit.action({
      request: adminPost(path, { ...FIELDS, intent: "update", version: "1", title: "Faster delivery", icon: "truck", is_published: "on" }, cookie),
      context,
      params: { id: String(row.id) },
    }));
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Hero content “Faster delivery” saved" });
    const stale = await settle(edit.action({
      request: adminPost(path, { ...FIELDS, intent: "update", version: "1", title: "Overwrite" }, cookie),
      context,
      params: { id: String(row.id) },
    }));
    expect(stale.status).toBe(409);
    expect((await stale.json()).formError).toBe(CONFLICT);
    expect(await getHeroContentById(db(), row.id)).toMatchObject({ title: "Faster delivery", version: 2 });
  });
});

describe("hero contents with a new image from the image field", () => {
  async function mediaCount(): Promise<number> {
    const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const entries = (values: Record<string, string>): FormEntry[] => Object.entries({ ...FIELDS, ...values });

  it("stores the uploaded image and uses it; a file that is not an image is refused, storing nothing", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const created = await settle(create.action({
      request: adminMultipart("/admin/create-hero-contents", multipartForm([
        ...entries({ title: "Certified teams" }),
        ["image_file", { bytes: await pngBytes(), name: "teams.png", type: "image/png" }],
      ]), cookie),
      context,
      params: {},
    }));
    expect(created.status).toBe(302);
    expect(await mediaCount()).toBe(before + 1);
    const row = await db().selectFrom("hero_content").select(["id", "image_id", "version"]).where("title", "=", "Certified teams").executeTakeFirstOrThrow();
    expect((await db().selectFrom("media").select("original_name").where("id", "=", row.image_id!).executeTakeFirstOrThrow()).original_name).toBe("teams.png");

    const refused = await settle(create.action({
      request: adminMultipart("/admin/create-hero-contents", multipartForm([
        ...entries({ title: "A sheet" }),
        ["image_file", { bytes: pdfBytes(), name: "sheet.pdf", type: "application/pdf" }],
      ]), cookie),
      context,
      params: {},
    }));
    expect(refused.status).toBe(422);
    expect((await refused.json()).fieldErrors.image_id).toEqual(["Image must be an image"]);
    expect(await mediaCount()).toBe(before + 1);
  });

  it("takes the uploaded file back when an edit is refused as stale", async () => {
    const { cookie } = await signInAdmin();
    const item = await content({ title: "Uptime", icon: "cloud" });
    const before = await mediaCount();
    const path = `/admin/edit-heroContent/${item.id}`;
    const stale = await settle(edit.action({
      request: adminMultipart(path, multipartForm([
        ...entries({ intent: "update", version: String(item.version + 1), title: "Uptime" }),
        ["image_file", { bytes: await pngBytes(), name: "late.png", type: "image/png" }],
      ]), cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(stale.status).toBe(409);
    expect(await mediaCount()).toBe(before);
  });

  it("takes the uploaded file back when a create or an edit fails, and passes the failure on", async () => {
    const { cookie } = await signInAdmin();
    const item = await content({ title: "Support", icon: "cloud" });
    const before = await mediaCount();
    const png = async (name: string): Promise<FormEntry> => ["image_file", { bytes: await pngBytes(), name, type: "image/png" }];
    const creating = async (title: string) =>
      settle(create.action({
        request: adminMultipart("/admin/create-hero-contents", multipartForm([...entries({ title }), await png(`${title}.png`)]), cookie),
        context,
        params: {},
      }));
    const restore = await failWritesTo("hero_content");
    try {
      await expect(creating("Lost")).rejects.toThrow("the hero_content write failed");
      const editing = settle(edit.action({
        request: adminMultipart(`/admin/edit-heroContent/${item.id}`, multipartForm([
          ...entries({ intent: "update", version: String(item.version), title: "Support" }),
          await png("lost-too.png"),
        ]), cookie),
        context,
        params: { id: String(item.id) },
      }));
      await expect(editing).rejects.toThrow("the hero_content write failed");
    } finally {
      await restore();
    }
    expect(await mediaCount()).toBe(before);
  });
});

describe("hero content screens, rendered", () => {
  it("shows the stored values on the edit screen", async () => {
    const handle = await adminScreens([{ file: "admin.edit-heroContent.$id", path: "edit-heroContent/:id", module: edit }]);
    const { cookie } = await signInAdmin();
    const item = await content({ title: "Rendered", icon: "cloud", is_published: true });
    const html = await (await handle(adminGet(`/admin/edit-heroContent/${item.id}`, cookie))).text();
    expect(textOfId(html, "field-title")).toBe("Rendered");
    // The icon is a choice of those the home page draws, the stored one chosen.
    expect(html).toMatch(/<select id="field-icon" name="icon"[^>]*>[^]*?<option value="cloud" selected="">Cloud<\/option>/);
    expect(tagWithId(html, "field-is_published")).toContain("checked");
    expect(html).toContain(`href="/admin/edit-heroContent/${item.id}?confirm-delete=${item.id}"`);

    // A name an older client stored stays a choice, chosen, so a save keeps it.
    const older = await content({ title: "Older", icon: "bi-headset", is_published: true });
    const olderHtml = await (await handle(adminGet(`/admin/edit-heroContent/${older.id}`, cookie))).text();
    expect(olderHtml).toMatch(/<option value="bi-headset" selected="">bi-headset \(not drawn on the site\)<\/option>/);
  });
});
