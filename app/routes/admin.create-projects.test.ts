import { db } from "~/db/db.server";
import { insertCategory } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { action, loader } from "./admin.create-projects";

/** /admin/create-projects: a new product. */

const create = (fields: Record<string, string>, cookie: string) =>
  settle(action({ request: adminPost("/admin/create-projects", fields, cookie), context, params: {} }));

describe("/admin/create-projects", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/create-projects", (cookie) => loader({ request: adminGet("/admin/create-projects", cookie), context, params: {} }));
    await expectAdminOnly("/admin/create-projects", (cookie) => action({ request: adminPost("/admin/create-projects", {}, cookie), context, params: {} }));
  });

  it("refuses a solution category for a product, keeping the input", async () => {
    const { cookie } = await signInAdmin();
    const solutionCategory = await insertCategory("solution", "Cloud");
    // Ids of the two tables may coincide; use one that no product category has.
    const response = await create({ category_id: String(solutionCategory.id + 1000), title: "Edge Gateway", status: "draft" }, cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.category_id).toEqual(["Category was not found"]);
    expect(body.values.title).toBe("Edge Gateway");
  });

  it("creates a product and opens it in its editor with a toast", async () => {
    const { admin, cookie } = await signInAdmin();
    const hardware = await insertCategory("product", "Hardware");
    const response = await create({ category_id: String(hardware.id), title: "Edge Gateway", slug: "", body: "<h1>Fast</h1>", status: "draft" }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/admin\/edit-projects\/\d+$/);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Draft saved" });
    const row = await db().selectFrom("product").selectAll().where("title", "=", "Edge Gateway").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ slug: "edge-gateway", category_id: hardware.id, body: "<h2>Fast</h2>", status: "draft", published_at: null });
    expect(await latestAudit("product")).toMatchObject({ action: "create", entity_id: String(row.id), actor_id: admin.id, summary: "Created product “Edge Gateway”" });
  });
});
