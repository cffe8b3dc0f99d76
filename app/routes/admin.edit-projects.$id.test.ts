import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
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
    expect(saved.headers.get("Location")).toBe("/admin/projects");
    expect(await toastOf(saved)).toMatchObject({ type: "success", message: "Product “Edge Gateway X” saved" });
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
