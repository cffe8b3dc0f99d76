import { db } from "~/db/db.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.project-category";

/** /admin/project-category: several product categories at once, each through its own command. */

const { action } = screen;
const PATH = "/admin/project-category";

const post = (fields: Array<[string, string]>, cookie: string, path = PATH) => settle(action({ request: adminPost(path, fields, cookie), context, params: {} }));

describe("/admin/project-category, several at once", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) =>
      action({ request: adminPost(PATH, [["intent", "bulk"], ["bulk_action", "trash"], ["ids", "1"]], cookie), context, params: {} }),
    );
  });

  it("trashes the empty ones, keeps the one holding a product and says why, and hides through the save command", async () => {
    const { admin, cookie } = await signInAdmin();
    const sensors = await insertCategory("product", "Sensors");
    const pumps = await insertCategory("product", "Pumps");
    const valves = await insertCategory("product", "Valves");
    await insertItem("product", { category_id: sensors.id, title: "Thermo 3000" });
    await insertItem("product", { category_id: sensors.id, title: "Thermo 4000" });

    const back = `${PATH}?sort=name&dir=asc`;
    const trashed = await post([["intent", "bulk"], ["bulk_action", "trash"], ["ids", String(sensors.id)], ["ids", String(pumps.id)]], cookie, back);
    expect(trashed.headers.get("Location")).toBe(back);
    expect(await toastOf(trashed)).toEqual({
      type: "error",
      message: "1 product category moved to the trash. Not done: “Sensors” (This category still holds 2 products. Move or delete them first).",
    });
    const left = await db().selectFrom("product_category").select("name").orderBy("name").execute();
    expect(left.map((row) => row.name)).toEqual(["Sensors", "Valves"]);
    expect(await db().selectFrom("trash").select(["resource", "record_id"]).execute()).toEqual([{ resource: "product-categories", record_id: pumps.id }]);
    expect(
      await db().selectFrom("audit_event").select(["action", "entity_id", "actor_id"]).where("entity", "=", "product_category").execute(),
    ).toEqual([{ action: "delete", entity_id: String(pumps.id), actor_id: admin.id }]);

    const hidden = await post([["intent", "bulk"], ["bulk_action", "draft"], ["ids", String(sensors.id)], ["ids", String(valves.id)]], cookie);
    expect(await toastOf(hidden)).toEqual({ type: "success", message: "2 product categories hidden." });
    const rows = await db().selectFrom("product_category").select(["name", "is_published", "version"]).orderBy("name").execute();
    expect(rows).toEqual([
      { name: "Sensors", is_published: false, version: 2 },
      { name: "Valves", is_published: false, version: 2 },
    ]);
  });

  it("renders the bulk form with the category words", async () => {
    const handle = await adminScreens([{ file: "admin.project-category", path: "project-category", module: screen }]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet(PATH, cookie))).text();
    expect(html).toContain('<label for="bulk-action">With the selected product categories</label>');
    expect(html).toMatch(/<input type="checkbox" name="ids"[^>]*form="bulk-form"[^>]*aria-label="Select Sensors"/);
  });
});
