import { sql } from "kysely";
import { db } from "~/db/db.server";
import { adminGet, context, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.redirects";

/** /admin/redirects: the list of every redirect, sorted by its column headers. */

const PATH = "/admin/redirects";

beforeAll(async () => {
  await sql`truncate redirect restart identity`.execute(db());
  // Inserted oldest first, in an order unlike every column's.
  const rows = [
    { from_path: "/beta", to_path: "/zeta", status: 301, automatic: false, hits: 5 },
    { from_path: "/Alpha", to_path: "/yankee", status: 302, automatic: true, hits: 40 },
    { from_path: "/gamma", to_path: "/Xray", status: 301, automatic: true, hits: 0 },
  ] as const;
  for (const { hits, ...row } of rows) {
    const { id } = await db().insertInto("redirect").values(row).returning("id").executeTakeFirstOrThrow();
    await db().updateTable("redirect").set({ hits }).where("id", "=", id).execute();
  }
});

async function froms(query: string) {
  const { cookie } = await signInAdmin();
  const data = await (await settle(screen.loader({ request: adminGet(`${PATH}${query}`, cookie), context, params: {} }))).json();
  return data.list.items.map((row: { from_path: string }) => row.from_path);
}

describe("/admin/redirects, sorted", () => {
  it("sorts by the column in ?sort=, either way, text without regard to case; newest first without one", async () => {
    expect(await froms("")).toEqual(["/gamma", "/Alpha", "/beta"]);
    expect(await froms("?sort=from&dir=asc")).toEqual(["/Alpha", "/beta", "/gamma"]);
    expect(await froms("?sort=from&dir=desc")).toEqual(["/gamma", "/beta", "/Alpha"]);
    expect(await froms("?sort=to&dir=asc")).toEqual(["/gamma", "/Alpha", "/beta"]);
    expect(await froms("?sort=hits&dir=desc")).toEqual(["/Alpha", "/beta", "/gamma"]);
    expect(await froms("?sort=hits")).toEqual(["/gamma", "/beta", "/Alpha"]);
    // Ties go by id, the same way round.
    expect(await froms("?sort=status&dir=asc")).toEqual(["/beta", "/gamma", "/Alpha"]);
    expect(await froms("?sort=made&dir=desc")).toEqual(["/gamma", "/Alpha", "/beta"]);
    // With a search the order holds.
    expect(await froms("?q=a&sort=from&dir=desc")).toEqual(["/gamma", "/beta", "/Alpha"]);
  });

  it("falls back to newest first for an unknown or malformed column, never failing; a bad direction reads as ascending", async () => {
    for (const query of ["?sort=from_path&dir=asc", "?sort=id;drop&dir=asc", "?sort=constructor", "?sort=&dir=desc"]) {
      expect(await froms(query)).toEqual(["/gamma", "/Alpha", "/beta"]);
    }
    expect(await froms("?sort=from&dir=sideways")).toEqual(["/Alpha", "/beta", "/gamma"]);
  });

  it("makes the list's headers GET links that keep the search and turn the order round, and marks the sorted one", async () => {
    const handle = await adminScreens([{ file: "admin.redirects", path: "redirects", module: screen }]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet(`${PATH}?q=a&sort=hits&dir=desc&page=1`, cookie))).text();
    expect(html).toMatch(/<th scope="col" aria-sort="descending"><a [^>]*href="\/admin\/redirects\?q=a&amp;sort=hits&amp;dir=asc"/);
    expect(html).toMatch(/<th scope="col"><a [^>]*href="\/admin\/redirects\?q=a&amp;sort=from&amp;dir=asc"/);
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    // The missing-pages table above keeps its own order: no sort links.
    expect(html).not.toContain("sort=path");
    // A new search keeps the order.
    expect(html).toContain('<input type="hidden" name="sort" value="hits"/>');

    const unknown = await (await handle(adminGet(`${PATH}?sort=secret`, cookie))).text();
    expect(unknown).not.toContain("aria-sort=");
  });
});
