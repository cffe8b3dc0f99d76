import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { action, loader } from "./admin.edit-service.$id";

/** /admin/edit-service/{id}: edit a solution (version-checked) or delete it. */

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";

async function setup() {
  const signedIn = await signInAdmin();
  const cloud = await insertCategory("solution", "Cloud");
  const data = await insertCategory("solution", "Data");
  const item = await insertItem("solution", { category_id: cloud.id, title: "Cloud Migration", body: "<p>Old</p>" });
  return { ...signedIn, cloud, data, item };
}

function fields(categoryId: number, version: number, overrides: Record<string, string> = {}) {
  return {
    intent: "update",
    version: String(version),
    category_id: String(categoryId),
    title: "Cloud Migration",
    slug: "",
    summary: "",
    body: "<p>Old</p>",
    image_id: "",
    sort_order: "0",
    status: "draft",
    published_at: "",
    seo_title: "",
    seo_description: "",
    ...overrides,
  };
}

const edit = (id: number | string, body: Record<string, string>, cookie: string) =>
  settle(action({ request: adminPost(`/admin/edit-service/${id}`, body, cookie), context, params: { id: String(id) } }));

describe("/admin/edit-service/{id}", () => {
  it("is for admins only", async () => {
    const { item } = await setup();
    const path = `/admin/edit-service/${item.id}`;
    await expectAdminOnly(path, (cookie) => loader({ request: adminGet(path, cookie), context, params: { id: String(item.id) } }));
    await expectAdminOnly(path, (cookie) => action({ request: adminPost(path, { intent: "delete" }, cookie), context, params: { id: String(item.id) } }));
  });

  it("loads the solution with its version, and 404 for an unknown or malformed id", async () => {
    const { cookie, item, cloud } = await setup();
    const response = await settle(loader({ request: adminGet(`/admin/edit-service/${item.id}`, cookie), context, params: { id: String(item.id) } }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.item).toMatchObject({ id: item.id, title: "Cloud Migration", category_id: cloud.id, version: 1, body: "<p>Old</p>" });
    expect(data.confirmingDelete).toBe(false);

    for (const id of ["999999", "abc", "0"]) {
      const missing = await settle(loader({ request: adminGet(`/admin/edit-service/${id}`, cookie), context, params: { id } }));
      expect(missing.status).toBe(404);
    }
    const confirming = await settle(
      loader({ request: adminGet(`/admin/edit-service/${item.id}?confirm-delete=${item.id}`, cookie), context, params: { id: String(item.id) } }),
    );
    expect((await confirming.json()).confirmingDelete).toBe(true);
  });

  it("refuses invalid input with 422 and keeps what was typed; nothing changes", async () => {
    const { cookie, item, cloud } = await setup();
    const response = await edit(item.id, fields(cloud.id, item.version, { title: "", summary: "typed", seo_description: "y".repeat(161) }), cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.title).toEqual(["Title is required"]);
    expect(body.fieldErrors.seo_description).toEqual(["SEO description must be at most 160 characters"]);
    expect(body.values.summary).toBe("typed");
    const row = await db().selectFrom("solution").select(["title", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "Cloud Migration", version: 1 });
  });

  it("saves, bumps the version, audits, and stays in the editor with a toast", async () => {
    const { admin, cookie, item, data } = await setup();
    const response = await edit(
      item.id,
      fields(data.id, item.version, { title: "Cloud Migration 2.0", slug: "cloud-two", body: "<p>New <em>text</em></p>", status: "published", confirm: "1" }),
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/edit-service/${item.id}`);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Published “Cloud Migration 2.0”" });
    const row = await db().selectFrom("solution").selectAll().where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: "Cloud Migration 2.0", slug: "cloud-two", category_id: data.id, body: "<p>New <em>text</em></p>", status: "published", version: 2 });
    expect(row.published_at).not.toBeNull();
    expect(await latestAudit("solution")).toMatchObject({ action: "update", entity_id: String(item.id), actor_id: admin.id, summary: "Updated solution “Cloud Migration 2.0”" });
  });

  it("refuses a stale version with 409 and the conflict message; the other save stays", async () => {
    const { cookie, item, cloud } = await setup();
    // Two tabs opened version 1; the first saves.
    expect((await edit(item.id, fields(cloud.id, 1, { title: "First tab" }), cookie)).status).toBe(302);
    const audits = await db().selectFrom("audit_event").select("id").where("entity_id", "=", String(item.id)).execute();

    const response = await edit(item.id, fields(cloud.id, 1, { title: "Second tab" }), cookie);
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.formError).toBe(CONFLICT);
    expect(body.values).toMatchObject({ title: "Second tab", version: "1" });
    const row = await db().selectFrom("solution").select(["title", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "First tab", version: 2 });
    const after = await db().selectFrom("audit_event").select("id").where("entity_id", "=", String(item.id)).execute();
    expect(after).toHaveLength(audits.length);
  });

  it("answers 404 when saving a solution that was deleted meanwhile", async () => {
    const { cookie, cloud } = await setup();
    const response = await edit(987654, fields(cloud.id, 1), cookie);
    expect(response.status).toBe(404);
    expect((await response.json()).formError).toBe("Not found.");
  });

  it("deletes from the edit page, then the list with a toast", async () => {
    const { admin, cookie, item } = await setup();
    const response = await edit(item.id, { intent: "delete", id: "1" }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/services");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Solution “Cloud Migration” deleted" });
    expect(await db().selectFrom("solution").select("id").where("id", "=", item.id).executeTakeFirst()).toBeUndefined();
    expect(await latestAudit("solution")).toMatchObject({ action: "delete", entity_id: String(item.id), actor_id: admin.id });
  });
});
