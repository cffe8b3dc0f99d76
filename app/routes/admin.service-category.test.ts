import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { action, loader } from "./admin.service-category";

/** /admin/service-category: solution categories created, edited and deleted inline. */

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";
const PATH = "/admin/service-category";

const post = (fields: Record<string, string>, cookie: string, path = PATH) => settle(action({ request: adminPost(path, fields, cookie), context, params: {} }));

function row(id: number, version: number, overrides: Record<string, string> = {}) {
  return { intent: "update", id: String(id), version: String(version), name: "Cloud", slug: "", description: "", image_id: "", sort_order: "0", is_published: "on", ...overrides };
}

describe("/admin/service-category", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) => loader({ request: adminGet(PATH, cookie), context, params: {} }));
    await expectAdminOnly(PATH, (cookie) => action({ request: adminPost(PATH, { intent: "create", name: "X" }, cookie), context, params: {} }));
  });

  it("lists every category with how many solutions it holds, searchable", async () => {
    const { cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Cloud", { sort_order: 1 });
    await insertCategory("solution", "Data", { sort_order: 2 });
    await insertItem("solution", { category_id: cloud.id, title: "One" });
    await insertItem("solution", { category_id: cloud.id, title: "Two" });

    const response = await settle(loader({ request: adminGet(PATH, cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.items.map((item: { name: string; item_count: number }) => [item.name, item.item_count])).toEqual([["Cloud", 2], ["Data", 0]]);
    const searched = await (await settle(loader({ request: adminGet(`${PATH}?q=dat`, cookie), context, params: {} }))).json();
    expect(searched.items.map((item: { name: string }) => item.name)).toEqual(["Data"]);
    const confirming = await (await settle(loader({ request: adminGet(`${PATH}?confirm-delete=${cloud.id}`, cookie), context, params: {} }))).json();
    expect(confirming.confirm).toEqual({ id: cloud.id, name: "Cloud" });
  });

  it("creates a category with a slug from its name, audited, with a toast", async () => {
    const { admin, cookie } = await signInAdmin();
    const image = await insertMedia(db());
    const response = await post({ intent: "create", name: "Managed Services", slug: "", description: "We run it", image_id: String(image), sort_order: "4", is_published: "on" }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(PATH);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Solution category “Managed Services” created" });
    const created = await db().selectFrom("solution_category").selectAll().where("name", "=", "Managed Services").executeTakeFirstOrThrow();
    expect(created).toMatchObject({ slug: "managed-services", description: "We run it", image_id: image, sort_order: 4, is_published: true });
    expect(await latestAudit("solution_category")).toMatchObject({ action: "create", entity_id: String(created.id), actor_id: admin.id });
  });

  it("refuses an invalid row with 422, naming the row and keeping its input", async () => {
    const { cookie } = await signInAdmin();
    const taken = await insertCategory("solution", "Taken");
    const response = await post({ intent: "create", name: "", slug: taken.slug, description: "kept" }, cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.name).toEqual(["Name is required"]);
    expect(body.values).toMatchObject({ intent: "create", description: "kept" });

    const clash = await post({ intent: "create", name: "Other", slug: taken.slug }, cookie);
    expect(clash.status).toBe(422);
    expect((await clash.json()).fieldErrors.slug).toEqual(["Slug is already used by another solution category"]);
  });

  it("saves a row (unchecking Published), and refuses a stale version with 409", async () => {
    const { admin, cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Cloud");
    const fields = row(cloud.id, 1, { name: "Cloud & Edge", is_published: "" });
    delete (fields as Record<string, string>).is_published;
    const saved = await post(fields, cookie, `${PATH}?q=cl`);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${PATH}?q=cl`);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Solution category “Cloud & Edge” saved" });
    const after = await db().selectFrom("solution_category").selectAll().where("id", "=", cloud.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ name: "Cloud & Edge", is_published: false, version: 2 });
    expect(await latestAudit("solution_category")).toMatchObject({ action: "update", entity_id: String(cloud.id), actor_id: admin.id });

    const stale = await post(row(cloud.id, 1, { name: "Stale" }), cookie);
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.formError).toBe(CONFLICT);
    expect(body.values).toMatchObject({ id: String(cloud.id), name: "Stale" });
    expect((await db().selectFrom("solution_category").select("name").where("id", "=", cloud.id).executeTakeFirstOrThrow()).name).toBe("Cloud & Edge");
  });

  it("refuses to delete a category that holds solutions, naming how many; deletes an empty one", async () => {
    const { admin, cookie } = await signInAdmin();
    const full = await insertCategory("solution", "Full");
    const empty = await insertCategory("solution", "Empty");
    for (const title of ["A", "B", "C"]) await insertItem("solution", { category_id: full.id, title });

    const refused = await post({ intent: "delete", id: String(full.id) }, cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).formError).toBe("This category still holds 3 solutions. Move or delete them first.");
    expect(await db().selectFrom("solution_category").select("id").where("id", "=", full.id).executeTakeFirst()).toBeDefined();

    const deleted = await post({ intent: "delete", id: String(empty.id) }, cookie, `${PATH}?confirm-delete=${empty.id}`);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe(PATH);
    expect(await toastOf(deleted)).toEqual({ type: "success", message: "Solution category “Empty” deleted" });
    expect(await db().selectFrom("solution_category").select("id").where("id", "=", empty.id).executeTakeFirst()).toBeUndefined();
    expect(await latestAudit("solution_category")).toMatchObject({ action: "delete", entity_id: String(empty.id), actor_id: admin.id });
  });

  it("answers an unknown intent or a missing id without changing anything", async () => {
    const { cookie } = await signInAdmin();
    expect((await post({ intent: "update", id: "" }, cookie)).status).toBe(404);
    expect((await post({ intent: "delete", id: "777777" }, cookie)).status).toBe(404);
    expect((await post({ intent: "archive", id: "1" }, cookie)).status).toBe(400);
  });
});
