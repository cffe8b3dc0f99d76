import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { changeCount } from "~/services/cache/tagged-cache.server";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import * as news from "./admin.blog";
import * as certificates from "./admin.client-logo";
import * as productCategories from "./admin.project-category";
import * as customPages from "./admin.custom-pages";
import * as heroContents from "./admin.hero-contents";
import * as slides from "./admin.home-slider";
import * as solutions from "./admin.services";

/**
 * A hand-ordered list is reordered in the list: Move up, Move down and a drag post `intent=move` to
 * the list's action, which gives the rows whose place changes their new sort number in one
 * transaction, through each row's own save (checked, audited, its cache tags published once).
 */

type ListModule = { action: (args: ActionFunctionArgs) => unknown; loader: (args: LoaderFunctionArgs) => unknown };

const post = (screen: ListModule, path: string, fields: Array<[string, string]>, cookie: string) =>
  settle(screen.action({ request: adminPost(path, fields, cookie), context, params: {} }));

const titles = async (screen: ListModule, path: string, cookie: string) =>
  ((await (await settle(screen.loader({ request: adminGet(path, cookie), context, params: {} }))).json()) as { items: Array<{ title: string }> }).items.map((item) => item.title);

async function slide(title: string, sort_order: number, image_id: number) {
  return db().insertInto("home_slide").values({ title, sort_order, image_id }).returning(["id", "version"]).executeTakeFirstOrThrow();
}

beforeEach(async () => {
  await db().deleteFrom("home_slide").execute();
  await db().deleteFrom("hero_content").execute();
});

describe("moving a home slide in its list", () => {
  it("swaps it with its neighbour, audited and published once, back to the same list", async () => {
    const { admin, cookie } = await signInAdmin();
    const image = await insertMedia(db());
    await slide("Harbour", 10, image);
    const dawn = await slide("Dawn", 20, image);
    await slide("City", 30, image);

    const changes = changeCount();
    const moved = await post(slides, "/admin/home-slider?page=1", [["intent", "move"], ["id", String(dawn.id)], ["move", "up"]], cookie);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/admin/home-slider?page=1");
    expect(await toastOf(moved)).toEqual({ type: "success", message: "“Dawn” moved up." });
    expect(await titles(slides, "/admin/home-slider", cookie)).toEqual(["Dawn", "Harbour", "City"]);
    // Two rows changed, each by its own save, and the public caches heard of it once, after the commit.
    const rows = await db().selectFrom("home_slide").select(["title", "sort_order", "version"]).orderBy("sort_order").execute();
    expect(rows).toEqual([
      { title: "Dawn", sort_order: 10, version: 2 },
      { title: "Harbour", sort_order: 20, version: 2 },
      { title: "City", sort_order: 30, version: 1 },
    ]);
    expect(changeCount()).toBe(changes + 1);
    expect(await latestAudit("home_slide")).toMatchObject({ action: "update", actor_id: admin.id });

    await post(slides, "/admin/home-slider", [["intent", "move"], ["id", String(dawn.id)], ["move", "down"]], cookie);
    expect(await titles(slides, "/admin/home-slider", cookie)).toEqual(["Harbour", "Dawn", "City"]);
  });

  it("moves a dragged row to another row's place, and numbers a list of tied numbers afresh", async () => {
    const { cookie } = await signInAdmin();
    const image = await insertMedia(db());
    const harbour = await slide("Harbour", 0, image);
    await slide("Dawn", 0, image);
    const city = await slide("City", 0, image);
    const moved = await post(slides, "/admin/home-slider", [["intent", "move"], ["id", String(city.id)], ["move", "to"], ["target", String(harbour.id)]], cookie);
    expect(await toastOf(moved)).toEqual({ type: "success", message: "“City” moved to place 1 of 3." });
    const rows = await db().selectFrom("home_slide").select(["title", "sort_order"]).orderBy("sort_order").execute();
    expect(rows).toEqual([{ title: "City", sort_order: 10 }, { title: "Harbour", sort_order: 20 }, { title: "Dawn", sort_order: 30 }]);
  });

  it("refuses a move past an end, an unknown row and a malformed move, naming what is wrong and changing nothing", async () => {
    const { cookie } = await signInAdmin();
    const image = await insertMedia(db());
    const harbour = await slide("Harbour", 1, image);
    await slide("Dawn", 2, image);
    const refusal = async (fields: Array<[string, string]>) => {
      const response = await post(slides, "/admin/home-slider", [["intent", "move"], ...fields], cookie);
      return [response.status, ((await response.json()) as { formError: string }).formError];
    };
    expect(await refusal([["id", String(harbour.id)], ["move", "up"]])).toEqual([409, "“Harbour” is already first."]);
    expect(await refusal([["id", "999999"], ["move", "up"]])).toEqual([404, expect.any(String)]);
    expect(await refusal([["id", String(harbour.id)], ["move", "sideways"]])).toEqual([400, "Move: choose up or down."]);
    expect(await refusal([["id", String(harbour.id)], ["move", "to"], ["target", "none"]])).toEqual([400, "Target: name the row to move to."]);
    expect(await refusal([["id", "x"], ["move", "down"]])).toEqual([400, "Row: choose the row to move."]);
    const rows = await db().selectFrom("home_slide").select(["title", "version"]).orderBy("sort_order").execute();
    expect(rows).toEqual([{ title: "Harbour", version: 1 }, { title: "Dawn", version: 1 }]);
  });

  it("is for admins only", async () => {
    const item = await slide("Guarded", 1, await insertMedia(db()));
    await expectAdminOnly("/admin/home-slider", (cookie) =>
      slides.action({ request: adminPost("/admin/home-slider", { intent: "move", id: String(item.id), move: "down" }, cookie), context, params: {} }),
    );
    expect((await db().selectFrom("home_slide").select("version").executeTakeFirstOrThrow()).version).toBe(1);
  });
});

describe("the other hand-ordered lists", () => {
  it("move hero contents, solutions and custom pages the same way; a list without an order refuses", async () => {
    const { cookie } = await signInAdmin();
    const image = await insertMedia(db());
    for (const [title, sort_order] of [["Fast", 1], ["Safe", 2]] as const) {
      await db().insertInto("hero_content").values({ title, sort_order, image_id: image }).execute();
    }
    const safe = await db().selectFrom("hero_content").select("id").where("title", "=", "Safe").executeTakeFirstOrThrow();
    await post(heroContents, "/admin/hero-contents", [["intent", "move"], ["id", String(safe.id)], ["move", "up"]], cookie);
    expect(await titles(heroContents, "/admin/hero-contents", cookie)).toEqual(["Safe", "Fast"]);

    await db().deleteFrom("solution").execute();
    const category = await insertCategory("solution", "Cloud");
    const first = await insertItem("solution", { category_id: category.id, title: "Migration" });
    const second = await insertItem("solution", { category_id: category.id, title: "Backup" });
    await db().updateTable("solution").set({ sort_order: 1 }).where("id", "=", first.id).execute();
    await db().updateTable("solution").set({ sort_order: 2 }).where("id", "=", second.id).execute();
    await post(solutions, "/admin/services", [["intent", "move"], ["id", String(first.id)], ["move", "down"]], cookie);
    expect(await titles(solutions, "/admin/services", cookie)).toEqual(["Backup", "Migration"]);

    await db().deleteFrom("page").execute();
    const about = await db().insertInto("page").values({ title: "About", slug: "about", sort_order: 1 }).returning("id").executeTakeFirstOrThrow();
    await db().insertInto("page").values({ title: "Contact", slug: "contact", sort_order: 2 }).execute();
    await post(customPages, "/admin/custom-pages", [["intent", "move"], ["id", String(about.id)], ["move", "down"]], cookie);
    expect(await titles(customPages, "/admin/custom-pages", cookie)).toEqual(["Contact", "About"]);

    // News is ordered by its dates: nothing to move.
    const refused = await post(news, "/admin/blog", [["intent", "move"], ["id", "1"], ["move", "up"]], cookie);
    expect(refused.status).toBe(400);
  });

  it("move certificates and categories from their lists, which edit in place, the same way", async () => {
    const { cookie } = await signInAdmin();
    const names = async (screen: ListModule, path: string) =>
      ((await (await settle(screen.loader({ request: adminGet(path, cookie), context, params: {} }))).json()) as { items: Array<{ name: string }> }).items.map((item) => item.name);
    const image = await insertMedia(db());
    await db().deleteFrom("certificate").execute();
    const iso = await db().insertInto("certificate").values({ name: "ISO 9001", image_id: image, sort_order: 1 }).returning("id").executeTakeFirstOrThrow();
    await db().insertInto("certificate").values({ name: "ISO 27001", image_id: image, sort_order: 2 }).execute();
    const moved = await post(certificates, "/admin/client-logo", [["intent", "move"], ["id", String(iso.id)], ["move", "down"]], cookie);
    expect(await toastOf(moved)).toEqual({ type: "success", message: "“ISO 9001” moved down." });
    expect(await names(certificates, "/admin/client-logo")).toEqual(["ISO 27001", "ISO 9001"]);

    await db().deleteFrom("product").execute();
    await db().deleteFrom("product_category").execute();
    const sensors = await insertCategory("product", "Sensors");
    const gateways = await insertCategory("product", "Gateways");
    await db().updateTable("product_category").set({ sort_order: 1 }).where("id", "=", sensors.id).execute();
    await db().updateTable("product_category").set({ sort_order: 2 }).where("id", "=", gateways.id).execute();
    await post(productCategories, "/admin/project-category", [["intent", "move"], ["id", String(gateways.id)], ["move", "to"], ["target", String(sensors.id)]], cookie);
    expect(await names(productCategories, "/admin/project-category")).toEqual(["Gateways", "Sensors"]);
    expect(await latestAudit("product_category")).toMatchObject({ action: "update" });
  });
});
