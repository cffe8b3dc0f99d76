import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { action, loader } from "./admin.project-category";

/** /admin/project-category: product categories, inline (the same screen as solution categories). */

const PATH = "/admin/project-category";
const post = (fields: Record<string, string>, cookie: string) => settle(action({ request: adminPost(PATH, fields, cookie), context, params: {} }));

describe("/admin/project-category", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) => loader({ request: adminGet(PATH, cookie), context, params: {} }));
    await expectAdminOnly(PATH, (cookie) => action({ request: adminPost(PATH, { intent: "create" }, cookie), context, params: {} }));
  });

  it("creates and saves product categories, audited, with toasts", async () => {
    const { admin, cookie } = await signInAdmin();
    const created = await post({ intent: "create", name: "Hardware", is_published: "on" }, cookie);
    expect(created.headers.get("Location")).toBe(PATH);
    expect(await toastOf(created)).toEqual({ type: "success", message: "Product category “Hardware” created" });
    const row = await db().selectFrom("product_category").selectAll().where("name", "=", "Hardware").executeTakeFirstOrThrow();
    expect(row.slug).toBe("hardware");
    expect(await latestAudit("product_category")).toMatchObject({ action: "create", entity_id: String(row.id), actor_id: admin.id });

    const saved = await post({ intent: "update", id: String(row.id), version: "1", name: "Devices", slug: "devices", is_published: "on" }, cookie);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Product category “Devices” saved" });
    const data = await (await settle(loader({ request: adminGet(PATH, cookie), context, params: {} }))).json();
    expect(data.items).toEqual([expect.objectContaining({ id: row.id, name: "Devices", slug: "devices", version: 2, item_count: 0 })]);
  });

  it("refuses to delete a category that holds a product", async () => {
    const { cookie } = await signInAdmin();
    const hardware = await insertCategory("product", "Gear");
    await insertItem("product", { category_id: hardware.id, title: "Edge Gateway" });
    const refused = await post({ intent: "delete", id: String(hardware.id) }, cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).formError).toBe("This category still holds 1 product. Move or delete them first.");
  });
});
