import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { action, loader } from "./admin.services";

/** /admin/services: the solutions list and its deletes. */

const category = (name: string, isPublished = true) => insertCategory("solution", name, { is_published: isPublished });
const solution = (values: Parameters<typeof insertItem>[1]) => insertItem("solution", values);

const list = (path: string, cookie?: string) => settle(loader({ request: adminGet(path, cookie), context, params: {} }));

describe("/admin/services", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/services?q=cloud", (cookie) => loader({ request: adminGet("/admin/services?q=cloud", cookie), context, params: {} }));
    await expectAdminOnly("/admin/services", (cookie) =>
      action({ request: adminPost("/admin/services", { intent: "delete", id: "1" }, cookie), context, params: {} }),
    );
  });

  it("lists 20 a page, searched by title and filtered by category and status, with scheduled items told apart", async () => {
    const { cookie } = await signInAdmin();
    const cloud = await category("Cloud");
    const data = await category("Data", false);
    const image = await insertMedia(db());
    for (let n = 1; n <= 23; n++) await solution({ category_id: cloud.id, title: `Cloud service ${String(n).padStart(2, "0")}` });
    await solution({ category_id: data.id, title: "Data lake", status: "published", published_at: new Date(Date.now() - 60_000), image_id: image });
    await solution({ category_id: data.id, title: "Data mesh", status: "published", published_at: new Date(Date.now() + 86_400_000) });

    const response = await list("/admin/services", cookie);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const first = await response.json();
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.lastPage).toBe(2);
    expect(first.categories.map((c: { label: string }) => c.label)).toEqual(["Cloud", "Data (hidden)"]);

    const second = await (await list("/admin/services?page=2", cookie)).json();
    expect(second.items).toHaveLength(5);
    expect(second.page).toBe(2);

    const searched = await (await list("/admin/services?q=lake", cookie)).json();
    expect(searched.items.map((item: { title: string }) => item.title)).toEqual(["Data lake"]);
    expect(searched.items[0]).toMatchObject({ category_name: "Data", thumbnail: { id: image } });
    expect(searched.filters.q).toBe("lake");

    const inData = await (await list(`/admin/services?category_id=${data.id}`, cookie)).json();
    expect(inData.items.map((item: { title: string }) => item.title).sort()).toEqual(["Data lake", "Data mesh"]);

    const scheduled = await (await list("/admin/services?status=scheduled", cookie)).json();
    expect(scheduled.items.map((item: { title: string }) => item.title)).toEqual(["Data mesh"]);
    const published = await (await list("/admin/services?status=published", cookie)).json();
    expect(published.items.map((item: { title: string }) => item.title)).toEqual(["Data lake"]);
    const drafts = await (await list("/admin/services?status=draft&q=service", cookie)).json();
    expect(drafts.total).toBe(23);
  });

  it("names the item of the script-free confirmation step", async () => {
    const { cookie } = await signInAdmin();
    const cloud = await category("Cloud");
    const row = await solution({ category_id: cloud.id, title: "Cloud Migration" });
    const data = await (await list(`/admin/services?q=cloud&confirm-delete=${row.id}`, cookie)).json();
    expect(data.confirm).toEqual({ id: row.id, title: "Cloud Migration" });
    expect(data.listQuery).toBe("?q=cloud");
    const none = await (await list("/admin/services?confirm-delete=999999", cookie)).json();
    expect(none.confirm).toBeNull();
  });

  it("deletes a solution, audits it, and comes back to the same list with a toast", async () => {
    const { admin, cookie } = await signInAdmin();
    const cloud = await category("Cloud");
    const row = await solution({ category_id: cloud.id, title: "Cloud Migration" });
    const response = await settle(
      action({ request: adminPost(`/admin/services?q=cloud&confirm-delete=${row.id}`, { intent: "delete", id: String(row.id) }, cookie), context, params: {} }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/services?q=cloud");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Solution “Cloud Migration” deleted" });
    expect(await db().selectFrom("solution").select("id").where("id", "=", row.id).executeTakeFirst()).toBeUndefined();
    expect(await latestAudit("solution")).toMatchObject({
      action: "delete",
      entity_id: String(row.id),
      actor_id: admin.id,
      summary: "Deleted solution “Cloud Migration”",
      ip: "127.0.0.1",
    });
  });

  it("answers a delete of a missing solution with the message, and no audit event", async () => {
    const { cookie } = await signInAdmin();
    const response = await settle(action({ request: adminPost("/admin/services", { intent: "delete", id: "424242" }, cookie), context, params: {} }));
    expect(response.status).toBe(404);
    expect((await response.json()).formError).toBe("Not found.");
    const events = await db().selectFrom("audit_event").select("id").where("entity_id", "=", "424242").execute();
    expect(events).toEqual([]);
  });
});

describe("/admin/services as the browser gets it", () => {
  it("renders rows with Edit, Preview and Delete, and the script-free confirmation step", async () => {
    const { remixHandler } = await import("../../tests/helpers/remix-build");
    const handle = await remixHandler([
      { id: "routes/admin", path: "admin", module: await import("./admin") },
      { id: "routes/admin.services", path: "services", parentId: "routes/admin", module: await import("./admin.services") },
    ]);
    const { cookie } = await signInAdmin();
    const cloud = await category("Rendered");
    const row = await solution({ category_id: cloud.id, title: "Rendered <Migration>", status: "published", published_at: new Date("2099-05-01T08:00:00Z") });

    const page = await (await handle(adminGet("/admin/services?q=rendered", cookie))).text();
    expect(page).toMatch(new RegExp(`<a [^>]*href="/admin/edit-service/${row.id}"[^>]*>Rendered &lt;Migration&gt;</a>`));
    expect(page).toContain(`href="/solution-details/${row.slug}?preview=1"`);
    expect(page).toContain("Scheduled");
    expect(page).toContain("1 May 2099, 08:00 UTC");
    // Without JavaScript, Delete is a link to the confirmation step, keeping the search.
    expect(page).toContain(`href="/admin/services?q=rendered&amp;confirm-delete=${row.id}"`);
    expect(page).not.toContain('<section class="delete-confirmation"');

    const confirming = await (await handle(adminGet(`/admin/services?q=rendered&confirm-delete=${row.id}`, cookie))).text();
    expect(confirming).toContain('<p id="delete-confirmation-question" class="delete-confirmation-question">Delete solution “Rendered &lt;Migration&gt;”?</p>');
    expect(confirming).toMatch(new RegExp(`<form method="post" action="/admin/services\\?q=rendered&amp;confirm-delete=${row.id}" class="delete-form"[^>]*><input type="hidden" name="intent" value="delete"/><input type="hidden" name="id" value="${row.id}"/>`));
    expect(confirming).toContain('href="/admin/services?q=rendered"');

    const refused = await handle(adminPost("/admin/services", { intent: "delete", id: "999999" }, cookie));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('<p class="form-alert" role="alert">Not found.</p>');
  });
});
