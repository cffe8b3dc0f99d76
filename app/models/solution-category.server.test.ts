import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { CategoryValues } from "~/schemas/category";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { addContent } from "../../tests/helpers/content";
import {
  getPublicSolutionCategoryBySlug, getSolutionCategoryById, getSolutionCategoryBySlug, isSolutionCategorySlugTaken,
  listPublicSolutionCategories, listSolutionCategories, listSolutionCategoryOptions,
} from "./solution-category.server";

async function create(values: CategoryValues) {
  return await addContent(solutionCategories, values);
}

async function addSolutions(categoryId: number, count: number) {
  for (let n = 0; n < count; n++) {
    await db().insertInto("solution").values({ category_id: categoryId, title: `S${n}`, slug: `s-${categoryId}-${n}` }).execute();
  }
}

beforeEach(async () => {
  await sql`truncate solution, solution_category, redirect, media restart identity cascade`.execute(db());
});

describe("reading solution categories", () => {
  it("lists, searches and pages every category with its item count", async () => {
    const cloud = await create({ name: "Cloud", sort_order: 2 });
    await create({ name: "Security", sort_order: 1, is_published: false });
    await create({ name: "Cloud Native 100%", sort_order: 3 });
    await addSolutions(cloud.id, 2);

    const all = await listSolutionCategories(db());
    expect(all.items.map((row) => row.name)).toEqual(["Security", "Cloud", "Cloud Native 100%"]);
    expect(all.items.find((row) => row.id === cloud.id)?.item_count).toBe(2);
    expect(all).toMatchObject({ total: 3, page: 1, perPage: 20, lastPage: 1 });

    const found = await listSolutionCategories(db(), { q: "cloud" });
    expect(found.items.map((row) => row.name)).toEqual(["Cloud", "Cloud Native 100%"]);
    // % is searched as itself, not as a wildcard.
    expect((await listSolutionCategories(db(), { q: "100%" })).items.map((row) => row.name)).toEqual(["Cloud Native 100%"]);
    expect((await listSolutionCategories(db(), { q: "d%n" })).total).toBe(0);

    const page2 = await listSolutionCategories(db(), { page: 2, perPage: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, perPage: 2, lastPage: 2 });
    expect(page2.items.map((row) => row.name)).toEqual(["Cloud Native 100%"]);

    expect((await listSolutionCategories(db(), { isPublished: false })).items.map((row) => row.name)).toEqual(["Security"]);
    expect((await listSolutionCategoryOptions(db())).map((row) => row.name)).toEqual(["Security", "Cloud", "Cloud Native 100%"]);
  });

  it("shows only published categories publicly, in order", async () => {
    await create({ name: "B", sort_order: 1 });
    await create({ name: "A", sort_order: 1 });
    await create({ name: "Hidden", is_published: false });
    expect((await listPublicSolutionCategories(db())).map((row) => row.name)).toEqual(["B", "A"]);
    expect(await getPublicSolutionCategoryBySlug(db(), "hidden")).toBeUndefined();
    expect((await getSolutionCategoryBySlug(db(), "hidden"))?.name).toBe("Hidden");
    expect((await getPublicSolutionCategoryBySlug(db(), "a"))?.name).toBe("A");
  });

  it("returns undefined for what does not exist", async () => {
    expect(await getSolutionCategoryById(db(), 12345)).toBeUndefined();
    expect(await getSolutionCategoryBySlug(db(), "nope")).toBeUndefined();
  });

  it("tells whether a slug is taken by another category", async () => {
    const row = await create({ name: "Cloud" });
    expect(await isSolutionCategorySlugTaken(db(), { slug: "cloud" })).toBe(true);
    expect(await isSolutionCategorySlugTaken(db(), { slug: "cloud", excludeId: row.id })).toBe(false);
    expect(await isSolutionCategorySlugTaken(db(), { slug: "other" })).toBe(false);
  });
});
