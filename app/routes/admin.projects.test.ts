import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { action, loader } from "./admin.projects";

/** /admin/projects: the products list (the same screen as solutions, over products). */

describe("/admin/projects", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/projects", (cookie) => loader({ request: adminGet("/admin/projects", cookie), context, params: {} }));
    await expectAdminOnly("/admin/projects", (cookie) => action({ request: adminPost("/admin/projects", { intent: "delete", id: "1" }, cookie), context, params: {} }));
  });

  it("lists products only, filtered by product category", async () => {
    const { cookie } = await signInAdmin();
    const hardware = await insertCategory("product", "Hardware");
    const software = await insertCategory("product", "Software");
    await insertItem("product", { category_id: hardware.id, title: "Edge Gateway" });
    await insertItem("product", { category_id: software.id, title: "Fleet Console", status: "published", published_at: new Date(Date.now() - 1000) });
    const solutions = await insertCategory("solution", "Cloud");
    await insertItem("solution", { category_id: solutions.id, title: "Not a product" });

    const all = await (await settle(loader({ request: adminGet("/admin/projects", cookie), context, params: {} }))).json();
    expect(all.items.map((item: { title: string }) => item.title).sort()).toEqual(["Edge Gateway", "Fleet Console"]);
    expect(all.categories.map((option: { label: string }) => option.label)).toEqual(["Hardware", "Software"]);
    const filtered = await (await settle(loader({ request: adminGet(`/admin/projects?category_id=${software.id}&status=published`, cookie), context, params: {} }))).json();
    expect(filtered.items.map((item: { title: string; category_name: string }) => [item.title, item.category_name])).toEqual([["Fleet Console", "Software"]]);
  });

  it("deletes a product with a toast and an audit event", async () => {
    const { admin, cookie } = await signInAdmin();
    const hardware = await insertCategory("product", "Hardware");
    const item = await insertItem("product", { category_id: hardware.id, title: "Edge Gateway" });
    const response = await settle(action({ request: adminPost("/admin/projects", { intent: "delete", id: String(item.id) }, cookie), context, params: {} }));
    expect(response.headers.get("Location")).toBe("/admin/projects");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Product “Edge Gateway” deleted" });
    expect(await db().selectFrom("product").select("id").where("id", "=", item.id).executeTakeFirst()).toBeUndefined();
    expect(await latestAudit("product")).toMatchObject({ action: "delete", entity_id: String(item.id), actor_id: admin.id });
  });
});
