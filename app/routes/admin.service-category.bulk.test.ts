import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.service-category";

/** /admin/service-category: several solution categories at once, each through its own command. */

const { action, loader } = screen;
const PATH = "/admin/service-category";

const post = (fields: Array<[string, string]>, cookie: string, path = PATH) => settle(action({ request: adminPost(path, fields, cookie), context, params: {} }));
const names = async (query: string, cookie: string) => {
  const data = await (await settle(loader({ request: adminGet(`${PATH}${query}`, cookie), context, params: {} }))).json();
  return data.items.map((item: { name: string }) => item.name.split(" ")[0]);
};

let sets = 0;

/** Three categories of their own (found with `?q=` and their tag); Cloud holds a solution. */
async function threeCategories() {
  const tag = `cat${++sets}x`;
  const cloud = await insertCategory("solution", `Cloud ${tag}`, { sort_order: 1 });
  const data = await insertCategory("solution", `Data ${tag}`, { sort_order: 2 });
  const edge = await insertCategory("solution", `Edge ${tag}`, { sort_order: 3, is_published: false });
  await insertItem("solution", { category_id: cloud.id, title: `Lift ${tag}` });
  return { tag, cloud, data, edge };
}

describe("/admin/service-category, several at once", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) =>
      action({ request: adminPost(PATH, [["intent", "bulk"], ["bulk_action", "trash"], ["ids", "1"]], cookie), context, params: {} }),
    );
  });

  it("moves the empty ones to the trash through the delete command, and names the one that still holds a solution", async () => {
    const { admin, cookie } = await signInAdmin();
    const { tag, cloud, data, edge } = await threeCategories();
    const back = `${PATH}?q=${tag}&sort=name&dir=desc`;
    const response = await post(
      [["intent", "bulk"], ["bulk_action", "trash"], ["ids", String(cloud.id)], ["ids", String(data.id)], ["ids", String(edge.id)]],
      cookie,
      back,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(back);
    expect(await toastOf(response)).toEqual({
      type: "error",
      message: `2 solution categories moved to the trash. Not done: “Cloud ${tag}” (This category still holds 1 solution. Move or delete them first).`,
    });
    expect(await names(`?q=${tag}`, cookie)).toEqual(["Cloud"]);

    const trashed = await db()
      .selectFrom("trash")
      .select(["record_id", "title"])
      .where("resource", "=", "solution-categories")
      .where("record_id", "in", [cloud.id, data.id, edge.id])
      .orderBy("title")
      .execute();
    expect(trashed).toEqual([
      { record_id: data.id, title: `Data ${tag}` },
      { record_id: edge.id, title: `Edge ${tag}` },
    ]);
    const audits = await db()
      .selectFrom("audit_event")
      .select(["action", "entity_id", "actor_id"])
      .where("entity", "=", "solution_category")
      .where("entity_id", "in", [String(cloud.id), String(data.id), String(edge.id)])
      .orderBy("entity_id")
      .execute();
    expect(audits).toEqual([
      { action: "delete", entity_id: String(data.id), actor_id: admin.id },
      { action: "delete", entity_id: String(edge.id), actor_id: admin.id },
    ]);
  });

  it("publishes and hides through the save command, each with its version, a revision and an audit event", async () => {
    const { admin, cookie } = await signInAdmin();
    const { cloud, data, edge } = await threeCategories();
    const hidden = await post([["intent", "bulk"], ["bulk_action", "draft"], ["ids", String(cloud.id)], ["ids", String(data.id)]], cookie);
    expect(await toastOf(hidden)).toEqual({ type: "success", message: "2 solution categories hidden." });
    const rows = await db()
      .selectFrom("solution_category")
      .select(["id", "is_published", "version"])
      .where("id", "in", [cloud.id, data.id, edge.id])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: cloud.id, is_published: false, version: 2 },
      { id: data.id, is_published: false, version: 2 },
      { id: edge.id, is_published: false, version: 1 },
    ]);
    const revisions = await db()
      .selectFrom("revision")
      .select("record_id")
      .where("resource", "=", "solution-categories")
      .where("record_id", "in", [String(cloud.id), String(data.id), String(edge.id)])
      .execute();
    expect(revisions.map((revision) => revision.record_id).sort()).toEqual([String(cloud.id), String(data.id)].sort());

    const published = await post([["intent", "bulk"], ["bulk_action", "publish"], ["ids", String(edge.id)]], cookie);
    expect(await toastOf(published)).toEqual({ type: "success", message: "1 solution category published." });
    expect(await db().selectFrom("solution_category").select("is_published").where("id", "=", edge.id).executeTakeFirstOrThrow()).toEqual({
      is_published: true,
    });
    const audit = await db()
      .selectFrom("audit_event")
      .select(["action", "actor_id"])
      .where("entity", "=", "solution_category")
      .where("entity_id", "=", String(edge.id))
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: "update", actor_id: admin.id });
  });

  it("says which were gone, and refuses an empty selection or an unknown action without changing anything", async () => {
    const { cookie } = await signInAdmin();
    const { tag, data } = await threeCategories();
    const partly = await post([["intent", "bulk"], ["bulk_action", "trash"], ["ids", String(data.id)], ["ids", "987654"]], cookie);
    expect(await toastOf(partly)).toEqual({
      type: "error",
      message: "1 solution category moved to the trash. Not done: “#987654” (it is no longer there).",
    });

    const none = await post([["intent", "bulk"], ["bulk_action", "trash"]], cookie);
    expect(none.status).toBe(400);
    expect((await none.json()).formError).toBe("Select at least one solution category first.");
    const unknown = await post([["intent", "bulk"], ["bulk_action", "erase"], ["ids", "1"]], cookie);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).formError).toBe("Choose what to do with the selected solution categories.");
    // The inbox's choices are not this list's.
    const foreign = await post([["intent", "bulk"], ["bulk_action", "read"], ["ids", "1"]], cookie);
    expect(foreign.status).toBe(400);
    expect(await names(`?q=${tag}`, cookie)).toEqual(["Cloud", "Edge"]);
  });

  it("renders a checkbox a row that belongs to the bulk form, and the form's choices", async () => {
    const handle = await adminScreens([{ file: "admin.service-category", path: "service-category", module: screen }]);
    const { cookie } = await signInAdmin();
    const { tag, data } = await threeCategories();
    const html = await (await handle(adminGet(`${PATH}?q=${tag}`, cookie))).text();
    const checkbox = new RegExp(`<input type="checkbox" name="ids"[^>]*aria-label="Select Data ${tag}"[^>]*>`).exec(html)?.[0];
    expect(checkbox).toContain('form="bulk-form"');
    expect(checkbox).toContain(`value="${data.id}"`);
    expect(html).toMatch(new RegExp(`<form method="post" action="${PATH}\\?q=${tag}" id="bulk-form"[^>]*><input type="hidden" name="intent" value="bulk"/>`));
    expect(html).toContain('<label for="bulk-action">With the selected solution categories</label>');
    for (const choice of ['value="publish">Publish', 'value="draft">Hide', 'value="trash">Move to trash']) expect(html).toContain(choice);

    const empty = await (await handle(adminGet(`${PATH}?q=nothing-like-this`, cookie))).text();
    expect(empty).not.toContain('id="bulk-form"');
  });
});
