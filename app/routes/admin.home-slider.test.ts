import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { getHomeSlideById } from "~/models/home-slide.server";
import {
  adminGet, adminMultipart, adminPost, context, expectAdminOnly, failWritesTo, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { multipartForm, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { adminScreens, tagWithId, textOfId } from "../../tests/helpers/admin-render";
import * as create from "./admin.create-slider";
import * as edit from "./admin.edit-slider.$id";
import * as list from "./admin.home-slider";

/** The home slide screens: /admin/home-slider, /admin/create-slider, /admin/edit-slider/{id}. */

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";
const FIELDS = { title: "", subtitle: "", image_id: "", button_label: "", button_url: "", sort_order: "0" };

async function slide(values: { title: string; image_id: number; is_published?: boolean; sort_order?: number }) {
  return db().insertInto("home_slide").values(values).returning(["id", "title", "version"]).executeTakeFirstOrThrow();
}

beforeEach(async () => {
  await db().deleteFrom("home_slide").execute();
});

describe("/admin/home-slider", () => {
  it("sorts by title or by shown, and hides or publishes the selected slides through their save", async () => {
    const { admin, cookie } = await signInAdmin();
    const image = await insertMedia(db());
    const harbour = await slide({ title: "harbour", image_id: image, sort_order: 1 });
    const dawn = await slide({ title: "Dawn", image_id: image, sort_order: 2, is_published: false });
    const city = await slide({ title: "City", image_id: image, sort_order: 3 });
    const titles = async (query: string) => {
      const data = await (await settle(list.loader({ request: adminGet(`/admin/home-slider${query}`, cookie), context, params: {} }))).json();
      return data.items.map((item: { title: string }) => item.title);
    };
    expect(await titles("")).toEqual(["harbour", "Dawn", "City"]);
    expect(await titles("?sort=title&dir=asc")).toEqual(["City", "Dawn", "harbour"]);
    expect(await titles("?sort=shown&dir=asc")).toEqual(["Dawn", "harbour", "City"]);
    expect(await titles("?sort=order&dir=desc")).toEqual(["City", "Dawn", "harbour"]);

    const post = (fields: Array<[string, string]>) =>
      settle(list.action({ request: adminPost("/admin/home-slider?sort=title&dir=asc", fields, cookie), context, params: {} }));
    const hidden = await post([["intent", "bulk"], ["bulk_action", "draft"], ["ids", String(harbour.id)], ["ids", String(city.id)]]);
    expect(hidden.headers.get("Location")).toBe("/admin/home-slider?sort=title&dir=asc");
    expect(await toastOf(hidden)).toEqual({ type: "success", message: "2 home slides hidden." });
    expect(await latestAudit("home_slide")).toMatchObject({ action: "update", actor_id: admin.id });
    const shown = await post([["intent", "bulk"], ["bulk_action", "publish"], ["ids", String(dawn.id)]]);
    expect(await toastOf(shown)).toEqual({ type: "success", message: "1 home slide published." });
    const rows = await db().selectFrom("home_slide").select(["title", "is_published", "version"]).orderBy("sort_order").execute();
    expect(rows).toEqual([
      { title: "harbour", is_published: false, version: 2 },
      { title: "Dawn", is_published: true, version: 2 },
      { title: "City", is_published: false, version: 2 },
    ]);
  });

  it("is for admins only", async () => {
    const item = await slide({ title: "Guarded", image_id: await insertMedia(db()) });
    await expectAdminOnly("/admin/home-slider", (cookie) => list.loader({ request: adminGet("/admin/home-slider", cookie), context, params: {} }));
    await expectAdminOnly("/admin/home-slider", (cookie) =>
      list.action({ request: adminPost("/admin/home-slider", { intent: "delete", id: String(item.id) }, cookie), context, params: {} }),
    );
    await expectAdminOnly("/admin/create-slider", (cookie) => create.loader({ request: adminGet("/admin/create-slider", cookie), context, params: {} }));
    await expectAdminOnly("/admin/create-slider", (cookie) =>
      create.action({ request: adminPost("/admin/create-slider", { ...FIELDS, title: "Sneaky" }, cookie), context, params: {} }),
    );
    const path = `/admin/edit-slider/${item.id}`;
    await expectAdminOnly(path, (cookie) => edit.loader({ request: adminGet(path, cookie), context, params: { id: String(item.id) } }));
    await expectAdminOnly(path, (cookie) => edit.action({ request: adminPost(path, { intent: "delete" }, cookie), context, params: { id: String(item.id) } }));
    expect(await getHomeSlideById(db(), item.id)).toBeDefined();
  });

  it("lists slides in display order with thumbnails, filtered by shown or hidden", async () => {
    const { cookie } = await signInAdmin();
    const image = await insertMedia(db());
    await slide({ title: "Second", image_id: image, sort_order: 2 });
    await slide({ title: "First", image_id: image, sort_order: 1, is_published: false });
    const response = await settle(list.loader({ request: adminGet("/admin/home-slider", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.items.map((item: { title: string }) => item.title)).toEqual(["First", "Second"]);
    expect(data.items[0]).toMatchObject({ is_published: false, image: { id: image } });
    const hidden = await (await settle(list.loader({ request: adminGet("/admin/home-slider?is_published=false", cookie), context, params: {} }))).json();
    expect(hidden.items.map((item: { title: string }) => item.title)).toEqual(["First"]);
  });

  it("deletes a slide, audited", async () => {
    const { cookie, admin } = await signInAdmin();
    const item = await slide({ title: "Summer sale", image_id: await insertMedia(db()) });
    const response = await settle(list.action({ request: adminPost("/admin/home-slider", { intent: "delete", id: String(item.id) }, cookie), context, params: {} }));
    expect(response.headers.get("Location")).toBe("/admin/home-slider");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Slide “Summer sale” deleted" });
    expect(await getHomeSlideById(db(), item.id)).toBeUndefined();
    expect(await latestAudit("home_slide")).toMatchObject({ action: "delete", entity_id: String(item.id), actor_id: admin.id });
  });
});

describe("/admin/create-slider", () => {
  it("requires an image from the library and a safe button link", async () => {
    const { cookie } = await signInAdmin();
    const pdf = await insertMedia(db(), "pdf");
    const missing = await settle(create.action({ request: adminPost("/admin/create-slider", { ...FIELDS, title: "Hello", button_url: "javascript:alert(1)" }, cookie), context, params: {} }));
    expect(missing.status).toBe(422);
    const body = await missing.json();
    expect(body.fieldErrors.image_id).toEqual(["Image is required"]);
    expect(body.fieldErrors.button_url[0]).toMatch(/^Button link /);
    expect(body.values).toMatchObject({ title: "Hello", button_url: "javascript:alert(1)" });

    const notImage = await settle(create.action({ request: adminPost("/admin/create-slider", { ...FIELDS, title: "Hello", image_id: String(pdf) }, cookie), context, params: {} }));
    expect(notImage.status).toBe(422);
    expect((await notImage.json()).fieldErrors.image_id).toEqual(["Image must be an image"]);
  });

  it("creates a slide, published by default, audited", async () => {
    const { cookie, admin } = await signInAdmin();
    const image = await insertMedia(db());
    const response = await settle(create.action({
      request: adminPost("/admin/create-slider", { ...FIELDS, title: "Welcome", image_id: String(image), button_label: "Contact us", button_url: "/contact-us", is_published: "on" }, cookie),
      context,
      params: {},
    }));
    expect(response.headers.get("Location")).toBe("/admin/home-slider");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Slide “Welcome” created" });
    const row = await db().selectFrom("home_slide").selectAll().where("title", "=", "Welcome").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ image_id: image, button_url: "/contact-us", is_published: true });
    expect(await latestAudit("home_slide")).toMatchObject({ action: "create", entity_id: String(row.id), actor_id: admin.id });
  });
});

describe("/admin/edit-slider/{id}", () => {
  const path = (id: number) => `/admin/edit-slider/${id}`;

  it("saves a slide, hiding it when the box is unchecked, and refuses a stale version", async () => {
    const { cookie } = await signInAdmin();
    const image = await insertMedia(db());
    const item = await slide({ title: "Old", image_id: image });
    const data = await (await settle(edit.loader({ request: adminGet(path(item.id), cookie), context, params: { id: String(item.id) } }))).json();
    expect(data.item).toMatchObject({ title: "Old", image_id: image, is_published: true, version: 1 });

    const saved = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "New", image_id: String(image) }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(saved.headers.get("Location")).toBe("/admin/home-slider");
    expect(await getHomeSlideById(db(), item.id)).toMatchObject({ title: "New", is_published: false, version: 2 });
    expect(await latestAudit("home_slide")).toMatchObject({ action: "update", entity_id: String(item.id) });

    const stale = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "Stale", image_id: String(image) }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(stale.status).toBe(409);
    expect((await stale.json()).formError).toBe(CONFLICT);
    expect((await getHomeSlideById(db(), item.id))?.title).toBe("New");
  });
});

describe("home slides with a new image from the image field", () => {
  async function mediaCount(): Promise<number> {
    const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const entries = (values: Record<string, string>): FormEntry[] => Object.entries({ ...FIELDS, ...values });
  const png = async (name: string): Promise<FormEntry> => ["image_file", { bytes: await pngBytes(), name, type: "image/png" }];

  it("takes an uploaded file as the required image; without one, the image is still required and nothing is stored", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const post = (list: FormEntry[]) =>
      settle(create.action({ request: adminMultipart("/admin/create-slider", multipartForm(list), cookie), context, params: {} }));

    const created = await post([...entries({ title: "Harbour at dawn" }), await png("dawn.png")]);
    expect(created.status).toBe(302);
    const row = await db().selectFrom("home_slide").select("image_id").where("title", "=", "Harbour at dawn").executeTakeFirstOrThrow();
    expect((await db().selectFrom("media").select("original_name").where("id", "=", row.image_id).executeTakeFirstOrThrow()).original_name).toBe("dawn.png");
    expect(await mediaCount()).toBe(before + 1);

    const missing = await post(entries({ title: "No picture" }));
    expect(missing.status).toBe(422);
    expect((await missing.json()).fieldErrors.image_id).toEqual(["Image is required"]);
    const untitled = await post([...entries({ title: "" }), await png("untitled.png")]);
    expect(untitled.status).toBe(422);
    expect((await untitled.json()).fieldErrors).toEqual({ title: ["Title is required"] });
    expect(await mediaCount()).toBe(before + 1);
  });

  it("replaces a slide's image with an upload, and takes the file back when the edit is stale", async () => {
    const { cookie } = await signInAdmin();
    const item = await slide({ title: "Quay", image_id: await insertMedia(db()) });
    const post = async (version: number, name: string) =>
      settle(edit.action({
        request: adminMultipart(`/admin/edit-slider/${item.id}`, multipartForm([...entries({ intent: "update", version: String(version), title: "Quay", image_id: "" }), await png(name)]), cookie),
        context,
        params: { id: String(item.id) },
      }));
    const before = await mediaCount();
    expect((await post(item.version + 5, "late.png")).status).toBe(409);
    expect(await mediaCount()).toBe(before);
    expect((await post(item.version, "quay.png")).status).toBe(302);
    const row = await db().selectFrom("home_slide").select("image_id").where("id", "=", item.id).executeTakeFirstOrThrow();
    expect((await db().selectFrom("media").select("original_name").where("id", "=", row.image_id).executeTakeFirstOrThrow()).original_name).toBe("quay.png");
  });

  it("takes the file back when a create or an edit fails, and passes the failure on", async () => {
    const { cookie } = await signInAdmin();
    const item = await slide({ title: "Pier", image_id: await insertMedia(db()) });
    const before = await mediaCount();
    const restore = await failWritesTo("home_slide");
    try {
      const creating = settle(create.action({
        request: adminMultipart("/admin/create-slider", multipartForm([...entries({ title: "Lost slide" }), await png("lost.png")]), cookie),
        context,
        params: {},
      }));
      await expect(creating).rejects.toThrow("the home_slide write failed");
      const editing = settle(edit.action({
        request: adminMultipart(`/admin/edit-slider/${item.id}`, multipartForm([...entries({ intent: "update", version: String(item.version), title: "Pier" }), await png("lost-too.png")]), cookie),
        context,
        params: { id: String(item.id) },
      }));
      await expect(editing).rejects.toThrow("the home_slide write failed");
    } finally {
      await restore();
    }
    expect(await mediaCount()).toBe(before);
  });
});

describe("home slide screens, rendered", () => {
  it("shows the image choice with its error and the published box", async () => {
    const handle = await adminScreens([{ file: "admin.create-slider", path: "create-slider", module: create }]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminPost("/admin/create-slider", { ...FIELDS, title: "No image" }, cookie))).text();
    expect(tagWithId(html, "field-image_id")).toContain('aria-invalid="true"');
    expect(textOfId(html, "field-image_id-error")).toBe("Image is required");
    // The title is the screen's headline, as an article's: a one-line text area holding what was typed.
    expect(textOfId(html, "field-title")).toBe("No image");
    expect(tagWithId(html, "field-is_published")).not.toContain("checked");
  });
});
