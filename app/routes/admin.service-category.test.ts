import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminMultipart, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { multipartForm, pngBytes, svgBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.service-category";

const { action, loader } = screen;

/** /admin/service-category: solution categories in a table, created and edited in a panel (?edit=), deleted from either. */

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

  it("opens the edit panel from ?edit={id} with the row's History count, ?edit=new empty, and says when the row is gone", async () => {
    const { cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Panel Cloud");
    await post(row(cloud.id, 1, { name: "Panel Cloud 2" }), cookie);
    const open = async (query: string) => (await settle(loader({ request: adminGet(`${PATH}${query}`, cookie), context, params: {} }))).json();

    const editing = await open(`?q=panel&edit=${cloud.id}`);
    expect(editing.editing).toMatchObject({ id: cloud.id, name: "Panel Cloud 2", version: 2, history_count: 1 });
    expect(editing.creating).toBe(false);
    // The list's query without the panel: where Close and a save go back to.
    expect(editing.listQuery).toBe("?q=panel");
    expect((await open("?edit=new")).creating).toBe(true);
    expect((await open("?edit=new")).editing).toBeNull();
    const gone = await open("?edit=987654");
    expect(gone).toMatchObject({ editing: null, editMissing: true });
    expect((await open("?edit=abc")).editMissing).toBe(false);

    // A save from the panel goes back to the list, closed, with its search kept.
    const saved = await post(row(cloud.id, 2, { name: "Panel Cloud 3" }), cookie, `${PATH}?q=panel&edit=${cloud.id}`);
    expect(saved.headers.get("Location")).toBe(`${PATH}?q=panel`);
  });

  it("sorts by name, by how many solutions, by shown and by order", async () => {
    const { cookie } = await signInAdmin();
    const big = await insertCategory("solution", "sorted Big", { sort_order: 3 });
    await insertCategory("solution", "Sorted empty", { sort_order: 1, is_published: false });
    await insertCategory("solution", "sorted Apex", { sort_order: 2 });
    for (const title of ["S1", "S2"]) await insertItem("solution", { category_id: big.id, title: `${title} ${big.id}` });
    const names = async (query: string) => {
      const data = await (await settle(loader({ request: adminGet(`${PATH}?q=sorted${query}`, cookie), context, params: {} }))).json();
      return data.items.map((item: { name: string }) => item.name);
    };
    expect(await names("")).toEqual(["Sorted empty", "sorted Apex", "sorted Big"]);
    expect(await names("&sort=name&dir=asc")).toEqual(["sorted Apex", "sorted Big", "Sorted empty"]);
    expect((await names("&sort=items&dir=desc"))[0]).toBe("sorted Big");
    expect((await names("&sort=shown&dir=asc"))[0]).toBe("Sorted empty");
    expect(await names("&sort=order&dir=desc")).toEqual(["sorted Big", "sorted Apex", "Sorted empty"]);
    // Not a column of this list: its own order.
    expect(await names("&sort=slug&dir=desc")).toEqual(["Sorted empty", "sorted Apex", "sorted Big"]);
  });

  it("renders a table with Edit links and, for ?edit=, one panel with Save, a quiet Delete and History (N)", async () => {
    const handle = await adminScreens([{ file: "admin.service-category", path: "service-category", module: screen }]);
    const { cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Rendered Cloud");
    const listed = await (await handle(adminGet(`${PATH}?q=rendered`, cookie))).text();
    expect(listed).toContain('<table class="admin-table" aria-label="Solution Categories">');
    expect(listed).toMatch(new RegExp(`<a [^>]*aria-label="Edit Rendered Cloud"[^>]*href="/admin/service-category\\?q=rendered&amp;edit=${cloud.id}"`));
    expect(listed).toContain(`href="/admin/service-category?q=rendered&amp;edit=new"`);
    expect(listed).not.toContain('id="edit-panel-title"');
    expect(listed).not.toContain('class="inline-rows"');

    const html = await (await handle(adminGet(`${PATH}?q=rendered&edit=${cloud.id}`, cookie))).text();
    expect(html).toContain('<h2 id="edit-panel-title">Edit solution category “Rendered Cloud”</h2>');
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/revisions/solution-categories/${cloud.id}"[^>]*>.*?<span>History \\(0\\)</span>`));
    expect(html.match(/<button type="submit"[^>]*>/g)?.filter((button) => button.includes('form="edit-panel-form"'))).toHaveLength(1);
    expect(html).toContain('aria-label="Delete this solution category"');
    expect(html).toContain('class="is-editing"');

    // A refused save shows the panel again with the error and what was typed.
    const refused = await (await handle(adminPost(`${PATH}?edit=${cloud.id}`, row(cloud.id, 1, { name: "", description: "Typed" }), cookie))).text();
    expect(refused).toContain('id="edit-panel-title"');
    expect(refused).toContain("Name is required");
    expect(refused).toContain(">Typed</textarea>");
  });

  it("answers an unknown intent or a missing id without changing anything", async () => {
    const { cookie } = await signInAdmin();
    expect((await post({ intent: "update", id: "" }, cookie)).status).toBe(404);
    expect((await post({ intent: "delete", id: "777777" }, cookie)).status).toBe(404);
    expect((await post({ intent: "archive", id: "1" }, cookie)).status).toBe(400);
  });
});

describe("/admin/service-category, an image uploaded from the panel", () => {
  const postFile = (entries: FormEntry[], cookie: string) =>
    settle(action({ request: adminMultipart(PATH, multipartForm(entries), cookie), context, params: {} }));
  async function mediaCount(): Promise<number> {
    const result = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(result.n);
  }

  it("stores the new image and uses it for the category", async () => {
    const { cookie } = await signInAdmin();
    const category = await insertCategory("solution", "Uploads");
    const before = await mediaCount();
    const saved = await postFile(
      [...Object.entries(row(category.id, category.version, { name: "Uploads" })), ["image_file", { bytes: await pngBytes(), name: "uploads.png", type: "image/png" }]],
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Solution category “Uploads” saved" });
    expect(await mediaCount()).toBe(before + 1);
    const stored = await db()
      .selectFrom("solution_category")
      .innerJoin("media", "media.id", "solution_category.image_id")
      .select(["media.original_name", "media.kind"])
      .where("solution_category.id", "=", category.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ original_name: "uploads.png", kind: "image" });
  });

  it("refuses a file the library does not take on the image field, with the typed values kept", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const typed = { intent: "create", name: "Vector art", slug: "vector-art", description: "Kept", image_id: "", sort_order: "3" };
    const refused = await postFile([...Object.entries(typed), ["image_file", { bytes: svgBytes(), name: "art.svg", type: "image/svg+xml" }]], cookie);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fieldErrors: { image_id: ["SVG images are not accepted"] }, values: typed });
    expect(await mediaCount()).toBe(before);
    expect(await db().selectFrom("solution_category").select("id").where("name", "=", "Vector art").execute()).toEqual([]);
  });
});
