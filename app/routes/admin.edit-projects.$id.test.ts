import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import {
  adminGet, adminMultipart, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { multipartForm, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { action, loader } from "./admin.edit-projects.$id";

/** /admin/edit-projects/{id}: edit a product (version-checked) or delete it. */

async function setup() {
  const signedIn = await signInAdmin();
  const hardware = await insertCategory("product", "Hardware");
  const item = await insertItem("product", { category_id: hardware.id, title: "Edge Gateway" });
  return { ...signedIn, hardware, item };
}

const edit = (id: number, fields: Record<string, string>, cookie: string) =>
  settle(action({ request: adminPost(`/admin/edit-projects/${id}`, fields, cookie), context, params: { id: String(id) } }));

describe("/admin/edit-projects/{id}", () => {
  it("is for admins only, and 404 for an unknown id", async () => {
    const { cookie, item } = await setup();
    const path = `/admin/edit-projects/${item.id}`;
    await expectAdminOnly(path, (c) => loader({ request: adminGet(path, c), context, params: { id: String(item.id) } }));
    const missing = item.id + 1000;
    const response = await settle(loader({ request: adminGet(`/admin/edit-projects/${missing}`, cookie), context, params: { id: String(missing) } }));
    expect(response.status).toBe(404);
  });

  it("saves with the version, refuses a stale one, and deletes", async () => {
    const { admin, cookie, hardware, item } = await setup();
    const base = { intent: "update", category_id: String(hardware.id), slug: item.slug, status: "draft", sort_order: "0" };
    const saved = await edit(item.id, { ...base, version: "1", title: "Edge Gateway X" }, cookie);
    expect(saved.headers.get("Location")).toBe(`/admin/edit-projects/${item.id}`);
    expect(await toastOf(saved)).toMatchObject({ type: "success", message: "Draft saved" });
    expect(await latestAudit("product")).toMatchObject({ action: "update", entity_id: String(item.id), actor_id: admin.id });

    const stale = await edit(item.id, { ...base, version: "1", title: "Stale" }, cookie);
    expect(stale.status).toBe(409);
    expect((await stale.json()).formError).toBe("This record was changed by someone else. Reload it to see their changes.");
    expect((await db().selectFrom("product").select("title").where("id", "=", item.id).executeTakeFirstOrThrow()).title).toBe("Edge Gateway X");

    const deleted = await edit(item.id, { intent: "delete" }, cookie);
    expect(deleted.headers.get("Location")).toBe("/admin/projects");
    expect(await db().selectFrom("product").select("id").where("id", "=", item.id).executeTakeFirst()).toBeUndefined();
  });
});

describe("/admin/edit-projects/{id} with a new image from the image field", () => {
  async function mediaCount(): Promise<number> {
    const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const post = (id: number, entries: FormEntry[], cookie: string) =>
    settle(action({ request: adminMultipart(`/admin/edit-projects/${id}`, multipartForm(entries), cookie), context, params: { id: String(id) } }));

  const fields = (categoryId: number, slug: string, version: number): FormEntry[] => [
    ["intent", "update"],
    ["version", String(version)],
    ["category_id", String(categoryId)],
    ["title", "Edge Gateway"],
    ["slug", slug],
    ["image_id", ""],
    ["status", "draft"],
    ["sort_order", "0"],
  ];

  it("replaces the product's image with the uploaded one", async () => {
    const { cookie, hardware, item } = await setup();
    const response = await post(item.id, [...fields(hardware.id, item.slug, 1), ["image_file", { bytes: await pngBytes(), name: "gateway.png", type: "image/png" }]], cookie);
    expect(response.status).toBe(302);
    const saved = await db().selectFrom("product").select(["image_id", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(saved.version).toBe(2);
    const image = await db().selectFrom("media").select("original_name").where("id", "=", saved.image_id!).executeTakeFirstOrThrow();
    expect(image.original_name).toBe("gateway.png");
  });

  it("takes the uploaded file back when the save is refused as stale", async () => {
    const { cookie, hardware, item } = await setup();
    const before = await mediaCount();
    const stale = await post(item.id, [...fields(hardware.id, item.slug, 7), ["image_file", { bytes: await pngBytes(), name: "late.png", type: "image/png" }]], cookie);
    expect(stale.status).toBe(409);
    expect(await mediaCount()).toBe(before);
    expect((await db().selectFrom("product").select("image_id").where("id", "=", item.id).executeTakeFirstOrThrow()).image_id).toBeNull();
  });
});
