import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { CatalogItemValues } from "~/schemas/catalog-item";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { addContent } from "../../tests/helpers/content";
import { getPublicSolutionBySlug, getSolutionBySlug, listPublicSolutions, listSolutions } from "./solution.server";

const HOUR = 3_600_000;
let categoryId: number;

async function create(values: Partial<CatalogItemValues> & { title: string }) {
  return await addContent(solutions, { category_id: categoryId, ...values });
}

beforeEach(async () => {
  await sql`truncate solution, solution_category, redirect, media restart identity cascade`.execute(db());
  categoryId = (await addContent(solutionCategories, { name: "Cloud" })).id;
});

describe("listing solutions", () => {
  it("admin list: all statuses, search, category and status filters, category name", async () => {
    const other = (await addContent(solutionCategories, { name: "Security" })).id;
    await create({ title: "Draft backup", sort_order: 1 });
    await create({ title: "Live backup", status: "published", sort_order: 2 });
    await create({ title: "Future backup", status: "published", published_at: new Date(Date.now() + HOUR), sort_order: 3 });
    await create({ title: "Firewall", category_id: other, status: "published" });

    const all = await listSolutions(db());
    expect(all.total).toBe(4);
    expect(all.items.map((row) => row.title)).toEqual(["Firewall", "Draft backup", "Live backup", "Future backup"]);
    expect(all.items[0]).toMatchObject({ category_name: "Security" });
    expect(all.items[0]).not.toHaveProperty("body");

    expect((await listSolutions(db(), { q: "BACKUP" })).total).toBe(3);
    expect((await listSolutions(db(), { categoryId: other })).items.map((row) => row.title)).toEqual(["Firewall"]);
    expect((await listSolutions(db(), { status: "draft" })).items.map((row) => row.title)).toEqual(["Draft backup"]);
    expect((await listSolutions(db(), { status: "published", q: "backup" })).items.map((row) => row.title)).toEqual(["Live backup"]);
    expect((await listSolutions(db(), { status: "scheduled" })).items.map((row) => row.title)).toEqual(["Future backup"]);
    expect(await listSolutions(db(), { perPage: 3, page: 2 })).toMatchObject({ total: 4, lastPage: 2, page: 2, perPage: 3 });
  });

  it("public list: live only, published categories only, in order, with exclusions and limits", async () => {
    const hidden = (await addContent(solutionCategories, { name: "Hidden", is_published: false })).id;
    const b = await create({ title: "B", status: "published", sort_order: 2 });
    const a = await create({ title: "A", status: "published", sort_order: 1 });
    const c = await create({ title: "C", status: "published", sort_order: 2 });
    await create({ title: "Draft" });
    await create({ title: "Scheduled", status: "published", published_at: new Date(Date.now() + HOUR) });
    await create({ title: "In hidden", category_id: hidden, status: "published" });

    expect((await listPublicSolutions(db())).map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    expect((await listPublicSolutions(db(), { categoryId, excludeId: a.id })).map((row) => row.id)).toEqual([b.id, c.id]);
    expect((await listPublicSolutions(db(), { limit: 1 })).map((row) => row.id)).toEqual([a.id]);
    expect(await listPublicSolutions(db(), { categoryId: hidden })).toEqual([]);
    expect(await getPublicSolutionBySlug(db(), "in-hidden")).toBeUndefined();
    expect(await getPublicSolutionBySlug(db(), "draft")).toBeUndefined();
    expect((await getSolutionBySlug(db(), "draft"))?.title).toBe("Draft");
  });

  it("treats a published row without a date as live", async () => {
    await db().insertInto("solution").values({ category_id: categoryId, title: "Raw", slug: "raw", status: "published" }).execute();
    expect((await getPublicSolutionBySlug(db(), "raw"))?.title).toBe("Raw");
  });
});
