import { sql } from "kysely";
import { db } from "~/db/db.server";
import { adminGet, adminPost, context, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import { news } from "~/services/content/news.server";
import * as screen from "./admin.trash";

/** /admin/trash: sorted by its column headers; a restore goes back to the list in the same order. */

const PATH = "/admin/trash";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  await sql`truncate trash restart identity`.execute(db());
  // Inserted in an order unlike every column's; "Product category" comes after "Product" as the Type column reads.
  await db()
    .insertInto("trash")
    .values([
      { resource: "products", record_id: 1, title: "beta pump", data: JSON.stringify({}), actor_name: "Zoe", deleted_at: minutesAgo(30) },
      { resource: "product-categories", record_id: 2, title: "Alpha pumps", data: JSON.stringify({}), actor_name: "adam", deleted_at: minutesAgo(10) },
      { resource: "news", record_id: 3, title: "Gamma news", data: JSON.stringify({}), actor_name: "Mia", deleted_at: minutesAgo(20) },
    ])
    .execute();
});

async function titles(query: string) {
  const { cookie } = await signInAdmin();
  const data = await (await settle(screen.loader({ request: adminGet(`${PATH}${query}`, cookie), context, params: {} }))).json();
  return data.items.map((item: { title: string }) => item.title);
}

describe("/admin/trash, sorted", () => {
  it("sorts by the column in ?sort=, either way; the latest deletion first without one", async () => {
    expect(await titles("")).toEqual(["Alpha pumps", "Gamma news", "beta pump"]);
    expect(await titles("?sort=title&dir=asc")).toEqual(["Alpha pumps", "beta pump", "Gamma news"]);
    expect(await titles("?sort=title&dir=desc")).toEqual(["Gamma news", "beta pump", "Alpha pumps"]);
    expect(await titles("?sort=type&dir=asc")).toEqual(["Gamma news", "beta pump", "Alpha pumps"]);
    expect(await titles("?sort=type&dir=desc")).toEqual(["Alpha pumps", "beta pump", "Gamma news"]);
    expect(await titles("?sort=deleted_by&dir=asc")).toEqual(["Alpha pumps", "Gamma news", "beta pump"]);
    expect(await titles("?sort=when&dir=asc")).toEqual(["beta pump", "Gamma news", "Alpha pumps"]);
    expect(await titles("?sort=when&dir=desc")).toEqual(["Alpha pumps", "Gamma news", "beta pump"]);
  });

  it("falls back to the latest deletion first for an unknown or malformed column, never failing", async () => {
    for (const query of ["?sort=data&dir=asc", "?sort=title%3Bdrop&dir=asc", "?sort=constructor", "?sort=actor_id&dir=asc"]) {
      expect(await titles(query)).toEqual(["Alpha pumps", "Gamma news", "beta pump"]);
    }
  });

  it("makes the headers GET links that turn the order round and marks the sorted one", async () => {
    const handle = await adminScreens([{ file: "admin.trash", path: "trash", module: screen }]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet(`${PATH}?sort=type&dir=asc`, cookie))).text();
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><a [^>]*href="\/admin\/trash\?sort=type&amp;dir=desc"/);
    expect(html).toMatch(/<th scope="col"><a [^>]*href="\/admin\/trash\?sort=when&amp;dir=asc"/);
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    const unknown = await (await handle(adminGet(`${PATH}?sort=secret`, cookie))).text();
    expect(unknown).not.toContain("aria-sort=");
  });

  it("goes back to the list in its order after a restore", async () => {
    const { admin, cookie } = await signInAdmin();
    const created = await news.create(db(), { actor: admin, ip: null, input: { title: "Sorted away", body: "<p>x</p>" } });
    if (!created.ok) throw new Error(created.message);
    const removed = await news.remove(db(), { actor: admin, ip: null, id: created.row.id });
    expect(removed.ok).toBe(true);
    const back = `${PATH}?sort=title&dir=desc`;
    const response = await settle(
      screen.action({ request: adminPost(back, { intent: "restore", resource: "news", record_id: String(created.row.id) }, cookie), context, params: {} }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(back);
    expect(await toastOf(response)).toEqual({ type: "success", message: "News article restored" });
  });
});
