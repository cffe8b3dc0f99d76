import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.services";

/** /admin/services: sorted by its column headers, and changed several rows at a time. */

const { action, loader } = screen;
const list = async (path: string, cookie: string) => (await settle(loader({ request: adminGet(path, cookie), context, params: {} }))).json();
// The titles without their set's tag.
const titles = (data: { items: Array<{ title: string }> }) => data.items.map((item) => item.title.split(" ")[0]);
const post = (fields: Array<[string, string]>, cookie: string, path = "/admin/services") =>
  settle(action({ request: adminPost(path, fields, cookie), context, params: {} }));

let sets = 0;

/** Three solutions of their own (found with `?q=` and their tag), in a sort order unlike their titles'. */
async function threeSolutions() {
  const tag = `set${++sets}x`;
  const zeta = await insertCategory("solution", `Zeta ${tag}`);
  const alphaCategory = await insertCategory("solution", `alpha ${tag}`);
  const beta = await insertItem("solution", { category_id: zeta.id, title: `Beta ${tag}` });
  const alpha = await insertItem("solution", {
    category_id: alphaCategory.id,
    title: `alpha ${tag}`,
    status: "published",
    published_at: new Date(Date.now() - 60_000),
  });
  const gamma = await insertItem("solution", { category_id: zeta.id, title: `Gamma ${tag}` });
  for (const [row, order] of [[beta, 2], [alpha, 1], [gamma, 3]] as const) {
    await db().updateTable("solution").set({ sort_order: order }).where("id", "=", row.id).execute();
  }
  return { tag, beta, alpha, gamma };
}

describe("/admin/services, sorted", () => {
  it("sorts by the column in ?sort=, either way, without minding case; anything else keeps the list's own order", async () => {
    const { cookie } = await signInAdmin();
    const { tag } = await threeSolutions();
    const of = (query: string) => list(`/admin/services?q=${tag}${query}`, cookie);
    expect(titles(await of(""))).toEqual(["alpha", "Beta", "Gamma"]);
    expect(titles(await of("&sort=title&dir=desc"))).toEqual(["Gamma", "Beta", "alpha"]);
    expect(titles(await of("&sort=title&dir=asc"))).toEqual(["alpha", "Beta", "Gamma"]);
    const byCategory = await of("&sort=category&dir=desc");
    expect(byCategory.items.map((item: { category_name: string }) => item.category_name.split(" ")[0])).toEqual(["Zeta", "Zeta", "alpha"]);
    expect(byCategory.sort).toEqual({ key: "category", dir: "desc" });
    expect(titles(await of("&sort=status&dir=desc"))[0]).toBe("alpha");

    // Unknown or malformed: the default order (sort_order), never an error.
    expect(titles(await of("&sort=secret_column&dir=desc"))).toEqual(["alpha", "Beta", "Gamma"]);
    expect(titles(await of("&sort=title%3Bdrop&dir=desc"))).toEqual(["alpha", "Beta", "Gamma"]);
    expect(titles(await of("&sort=title&dir=sideways"))).toEqual(["alpha", "Beta", "Gamma"]);
  });

  it("makes the headers GET links that turn the order round, and marks the sorted one with aria-sort", async () => {
    const handle = await adminScreens([{ file: "admin.services", path: "services", module: screen }]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet("/admin/services?q=a&sort=title&dir=asc&page=2", cookie))).text();
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><a [^>]*href="\/admin\/services\?q=a&amp;sort=title&amp;dir=desc"/);
    expect(html).toMatch(/<th scope="col"><a [^>]*href="\/admin\/services\?q=a&amp;sort=updated&amp;dir=asc"/);
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    // A new search keeps the order.
    expect(html).toContain('<input type="hidden" name="sort" value="title"/>');

    const unknown = await (await handle(adminGet("/admin/services?sort=secret_column", cookie))).text();
    expect(unknown).not.toContain("aria-sort=");
  });
});

describe("/admin/services, several at once", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/services", (cookie) =>
      action({ request: adminPost("/admin/services", [["intent", "bulk"], ["bulk_action", "trash"], ["ids", "1"]], cookie), context, params: {} }),
    );
  });

  it("moves the selected solutions to the trash, each through its own delete: audited, in the trash, back to the same list", async () => {
    const { admin, cookie } = await signInAdmin();
    const { tag, beta, gamma } = await threeSolutions();
    const back = `/admin/services?q=${tag}&sort=title&dir=desc`;
    const response = await post(
      [["intent", "bulk"], ["bulk_action", "trash"], ["ids", String(beta.id)], ["ids", String(gamma.id)], ["ids", String(beta.id)]],
      cookie,
      back,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(back);
    expect(await toastOf(response)).toEqual({ type: "success", message: "2 solutions moved to the trash." });
    expect(titles(await list(back, cookie))).toEqual(["alpha"]);
    const ids = [String(beta.id), String(gamma.id)];
    const trashed = await db()
      .selectFrom("trash")
      .select(["record_id", "title"])
      .where("resource", "=", "solutions")
      .where("record_id", "in", [beta.id, gamma.id])
      .orderBy("title")
      .execute();
    expect(trashed).toEqual([
      { record_id: beta.id, title: `Beta ${tag}` },
      { record_id: gamma.id, title: `Gamma ${tag}` },
    ]);
    const audits = await db()
      .selectFrom("audit_event")
      .select(["action", "entity_id", "actor_id"])
      .where("entity", "=", "solution")
      .where("entity_id", "in", ids)
      .orderBy("entity_id")
      .execute();
    expect(audits).toEqual([
      { action: "delete", entity_id: String(beta.id), actor_id: admin.id },
      { action: "delete", entity_id: String(gamma.id), actor_id: admin.id },
    ]);
  });

  it("publishes and switches to draft through the save command, with a revision each", async () => {
    const { cookie } = await signInAdmin();
    const { beta, gamma, alpha } = await threeSolutions();
    const published = await post([["intent", "bulk"], ["bulk_action", "publish"], ["ids", String(beta.id)], ["ids", String(gamma.id)]], cookie);
    expect(await toastOf(published)).toEqual({ type: "success", message: "2 solutions published." });
    const row = await db().selectFrom("solution").select(["status", "published_at", "version"]).where("id", "=", beta.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "published", version: 2 });
    expect(row.published_at).toBeInstanceOf(Date);
    const revisions = await db()
      .selectFrom("revision")
      .select("record_id")
      .where("resource", "=", "solutions")
      .where("record_id", "in", [String(beta.id), String(gamma.id), String(alpha.id)])
      .execute();
    expect(revisions.map((revision) => revision.record_id).sort()).toEqual([String(beta.id), String(gamma.id)].sort());

    const drafted = await post([["intent", "bulk"], ["bulk_action", "draft"], ["ids", String(alpha.id)]], cookie);
    expect(await toastOf(drafted)).toEqual({ type: "success", message: "1 solution switched to draft." });
    expect(await db().selectFrom("solution").select("status").where("id", "=", alpha.id).executeTakeFirstOrThrow()).toEqual({ status: "draft" });
  });

  it("says what could not be done, and refuses an empty selection or an unknown action without changing anything", async () => {
    const { cookie } = await signInAdmin();
    const { tag, beta } = await threeSolutions();
    const partly = await post([["intent", "bulk"], ["bulk_action", "trash"], ["ids", String(beta.id)], ["ids", "987654"]], cookie);
    expect(partly.status).toBe(302);
    expect(await toastOf(partly)).toEqual({
      type: "error",
      message: "1 solution moved to the trash. Not done: “#987654” (it is no longer there).",
    });

    const none = await post([["intent", "bulk"], ["bulk_action", "trash"]], cookie);
    expect(none.status).toBe(400);
    expect((await none.json()).formError).toBe("Select at least one solution first.");
    const junk = await post([["intent", "bulk"], ["bulk_action", "trash"], ["ids", "abc"], ["ids", "-1"]], cookie);
    expect((await junk.json()).formError).toBe("Select at least one solution first.");

    const unchosen = await post([["intent", "bulk"], ["ids", "1"]], cookie);
    expect(unchosen.status).toBe(400);
    expect((await unchosen.json()).formError).toBe("Choose what to do with the selected solutions.");
    const unknown = await post([["intent", "bulk"], ["bulk_action", "erase"], ["ids", "1"]], cookie);
    expect(unknown.status).toBe(400);
    expect(titles(await list(`/admin/services?q=${tag}`, cookie))).toEqual(["alpha", "Gamma"]);
  });

  it("renders a checkbox a row that belongs to the bulk form, and the form's choices", async () => {
    const handle = await adminScreens([{ file: "admin.services", path: "services", module: screen }]);
    const { cookie } = await signInAdmin();
    const { tag, beta } = await threeSolutions();
    const html = await (await handle(adminGet(`/admin/services?q=${tag}`, cookie))).text();
    const checkbox = new RegExp(`<input type="checkbox" name="ids"[^>]*aria-label="Select Beta ${tag}"[^>]*>`).exec(html)?.[0];
    expect(checkbox).toContain('form="bulk-form"');
    expect(checkbox).toContain(`value="${beta.id}"`);
    expect(html).toMatch(new RegExp(`<form method="post" action="/admin/services\\?q=${tag}" id="bulk-form"[^>]*><input type="hidden" name="intent" value="bulk"/>`));
    for (const choice of ['value="publish">Publish', 'value="draft">Switch to draft', 'value="trash">Move to trash']) expect(html).toContain(choice);
    // Preview and Delete are icons, still named for screen readers.
    expect(html).toContain(`aria-label="Delete Beta ${tag}"`);
    const refused = await handle(adminPost("/admin/services", [["intent", "bulk"], ["bulk_action", "trash"]], cookie));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<p class="form-alert" role="alert">Select at least one solution first.</p>');
  });
});
