import { sql } from "kysely";
import { db } from "~/db/db.server";
import { findRedirect } from "./redirect.server";
import { expectStatus, insertMedia } from "./fixtures.test-support";
import {
  countSolutionsInCategory, createSolutionCategory, deleteSolutionCategory, getPublicSolutionCategoryBySlug,
  getSolutionCategoryById, getSolutionCategoryBySlug, isSolutionCategorySlugTaken, listPublicSolutionCategories,
  listSolutionCategories, listSolutionCategoryOptions, updateSolutionCategory,
} from "./solution-category.server";

async function create(values: Parameters<typeof createSolutionCategory>[1]) {
  return expectStatus(await createSolutionCategory(db(), values), "created").row;
}

async function addSolutions(categoryId: number, count: number) {
  for (let n = 0; n < count; n++) {
    await db().insertInto("solution").values({ category_id: categoryId, title: `S${n}`, slug: `s-${categoryId}-${n}` }).execute();
  }
}

beforeEach(async () => {
  await sql`truncate solution, solution_category, redirect, media restart identity cascade`.execute(db());
});

describe("creating solution categories", () => {
  it("stores the fields and makes a slug from the name", async () => {
    const imageId = await insertMedia(db());
    const row = await create({ name: "Cloud Services", description: "All about cloud", image_id: imageId, sort_order: 2 });
    expect(row).toMatchObject({
      name: "Cloud Services",
      slug: "cloud-services",
      description: "All about cloud",
      image_id: imageId,
      sort_order: 2,
      is_published: true,
      version: 1,
    });
    expect(typeof row.id).toBe("number");
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it("numbers a generated slug that is taken", async () => {
    await create({ name: "Cloud" });
    expect((await create({ name: "Cloud" })).slug).toBe("cloud-2");
    expect((await create({ name: "Cloud", slug: "" })).slug).toBe("cloud-3");
  });

  it("falls back to a generic slug when the name has no ASCII letters", async () => {
    expect((await create({ name: "日本" })).slug).toBe("category");
  });

  it("refuses a typed slug used by another category", async () => {
    await create({ name: "Cloud", slug: "cloud" });
    const result = await createSolutionCategory(db(), { name: "Other", slug: "cloud" });
    expect(result).toEqual({ status: "invalid", fieldErrors: { slug: ["Slug is already used by another solution category"] } });
  });

  it("refuses an image that is missing or not an image", async () => {
    const pdf = await insertMedia(db(), "pdf");
    expect(await createSolutionCategory(db(), { name: "A", image_id: 999 })).toEqual({
      status: "invalid",
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
    expect(await createSolutionCategory(db(), { name: "A", image_id: pdf })).toEqual({
      status: "invalid",
      fieldErrors: { image_id: ["Image must be an image"] },
    });
  });
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

describe("updating solution categories", () => {
  it("saves when the version matches and bumps it", async () => {
    const row = await create({ name: "Cloud" });
    const result = expectStatus(
      await updateSolutionCategory(db(), { id: row.id, version: 1, values: { description: "New", is_published: false } }),
      "updated",
    );
    expect(result.row).toMatchObject({ name: "Cloud", slug: "cloud", description: "New", is_published: false, version: 2 });
    expect(result.row.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
  });

  it("refuses a stale version without writing anything", async () => {
    const row = await create({ name: "Cloud" });
    expectStatus(await updateSolutionCategory(db(), { id: row.id, version: 1, values: { name: "First" } }), "updated");
    expect(await updateSolutionCategory(db(), { id: row.id, version: 1, values: { name: "Second" } })).toEqual({ status: "conflict" });
    expect((await getSolutionCategoryById(db(), row.id))?.name).toBe("First");
  });

  it("tells a missing category apart from a stale one", async () => {
    expect(await updateSolutionCategory(db(), { id: 999, version: 1, values: { name: "X" } })).toEqual({ status: "not-found" });
  });

  it("lets only one of two simultaneous saves of the same version win", async () => {
    const row = await create({ name: "Cloud" });
    const results = await Promise.all([
      updateSolutionCategory(db(), { id: row.id, version: 1, values: { name: "A" } }),
      updateSolutionCategory(db(), { id: row.id, version: 1, values: { name: "B" } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["conflict", "updated"]);
  });

  it("refuses a slug used by another category", async () => {
    await create({ name: "Cloud" });
    const other = await create({ name: "Security" });
    expect(await updateSolutionCategory(db(), { id: other.id, version: 1, values: { slug: "cloud" } })).toEqual({
      status: "invalid",
      fieldErrors: { slug: ["Slug is already used by another solution category"] },
    });
    expect((await getSolutionCategoryById(db(), other.id))?.version).toBe(1);
  });

  it("keeps the slug when none is given and makes a new one from the name when emptied", async () => {
    const row = await create({ name: "Cloud" });
    const kept = expectStatus(await updateSolutionCategory(db(), { id: row.id, version: 1, values: { name: "Cloud Two" } }), "updated");
    expect(kept.row.slug).toBe("cloud");
    const remade = expectStatus(await updateSolutionCategory(db(), { id: row.id, version: 2, values: { slug: "" } }), "updated");
    expect(remade.row.slug).toBe("cloud-two");
  });

  it("leaves a redirect from the old path when a published category's slug changes", async () => {
    const row = await create({ name: "Cloud" });
    expectStatus(await updateSolutionCategory(db(), { id: row.id, version: 1, values: { slug: "cloud-services" } }), "updated");
    expect(await findRedirect(db(), "/solutions/cloud")).toEqual({ from_path: "/solutions/cloud", to_path: "/solutions/cloud-services" });
  });

  it("leaves no redirect for an unpublished category", async () => {
    const row = await create({ name: "Cloud", is_published: false });
    expectStatus(await updateSolutionCategory(db(), { id: row.id, version: 1, values: { slug: "cloud-services" } }), "updated");
    expect(await findRedirect(db(), "/solutions/cloud")).toBeUndefined();
  });
});

describe("deleting solution categories", () => {
  it("refuses while the category holds solutions, naming how many", async () => {
    const row = await create({ name: "Cloud" });
    await addSolutions(row.id, 3);
    expect(await countSolutionsInCategory(db(), row.id)).toBe(3);
    expect(await deleteSolutionCategory(db(), row.id)).toEqual({
      status: "refused",
      message: "This category still holds 3 solutions. Move or delete them first.",
    });
    await db().deleteFrom("solution").where("slug", "!=", `s-${row.id}-0`).execute();
    expect(await deleteSolutionCategory(db(), row.id)).toEqual({
      status: "refused",
      message: "This category still holds 1 solution. Move or delete them first.",
    });
    expect(await getSolutionCategoryById(db(), row.id)).toBeDefined();
  });

  it("deletes an empty category and the redirects that led to it", async () => {
    const row = await create({ name: "Cloud" });
    expectStatus(await updateSolutionCategory(db(), { id: row.id, version: 1, values: { slug: "cloud-2024" } }), "updated");
    expect(await deleteSolutionCategory(db(), row.id)).toEqual({ status: "deleted" });
    expect(await getSolutionCategoryById(db(), row.id)).toBeUndefined();
    expect(await findRedirect(db(), "/solutions/cloud")).toBeUndefined();
    expect(await deleteSolutionCategory(db(), row.id)).toEqual({ status: "not-found" });
  });
});
