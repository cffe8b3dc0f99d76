import { sql } from "kysely";
import { db } from "~/db/db.server";
import { findRedirect } from "~/models/redirect.server";
import { countSolutionsInCategory, getSolutionCategoryById } from "~/models/solution-category.server";
import type { CategoryValues } from "~/schemas/category";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP } from "./fixtures.test-support";
import { solutionCategories } from "./solution-categories.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

async function create(values: CategoryValues) {
  return expectOk(await solutionCategories.create(db(), { ...context, input: values })).row;
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
    const result = await solutionCategories.create(db(), { ...context, input: { name: "Other", slug: "cloud" } });
    expect(result).toEqual({ ok: false, status: 422, reason: "invalid", message: expect.any(String), fieldErrors: { slug: ["Slug is already used by another solution category"] } });
  });

  it("refuses an image that is missing or not an image", async () => {
    const pdf = await insertMedia(db(), "pdf");
    expect(await solutionCategories.create(db(), { ...context, input: { name: "A", image_id: 999 } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
    expect(await solutionCategories.create(db(), { ...context, input: { name: "A", image_id: pdf } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { image_id: ["Image must be an image"] },
    });
  });
});

describe("updating solution categories", () => {
  it("saves when the version matches and bumps it", async () => {
    const row = await create({ name: "Cloud" });
    const result = expectOk(await solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { description: "New", is_published: false } }));
    expect(result.row).toMatchObject({ name: "Cloud", slug: "cloud", description: "New", is_published: false, version: 2 });
    expect(result.row.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
  });

  it("refuses a stale version without writing anything", async () => {
    const row = await create({ name: "Cloud" });
    expectOk(await solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { name: "First" } }));
    expect(await solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { name: "Second" } })).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect((await getSolutionCategoryById(db(), row.id))?.name).toBe("First");
  });

  it("tells a missing category apart from a stale one", async () => {
    expect(await solutionCategories.update(db(), { ...context, id: 999, version: 1, input: { name: "X" } })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
  });

  it("lets only one of two simultaneous saves of the same version win", async () => {
    const row = await create({ name: "Cloud" });
    const results = await Promise.all([
      solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { name: "A" } }),
      solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { name: "B" } }),
    ]);
    expect(results.map((result) => (result.ok ? "updated" : result.reason)).sort()).toEqual(["conflict", "updated"]);
  });

  it("refuses a slug used by another category", async () => {
    await create({ name: "Cloud" });
    const other = await create({ name: "Security" });
    expect(await solutionCategories.update(db(), { ...context, id: other.id, version: 1, input: { slug: "cloud" } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { slug: ["Slug is already used by another solution category"] },
    });
    expect((await getSolutionCategoryById(db(), other.id))?.version).toBe(1);
  });

  it("keeps the slug when none is given and makes a new one from the name when emptied", async () => {
    const row = await create({ name: "Cloud" });
    const kept = expectOk(await solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { name: "Cloud Two" } }));
    expect(kept.row.slug).toBe("cloud");
    const remade = expectOk(await solutionCategories.update(db(), { ...context, id: row.id, version: 2, input: { slug: "" } }));
    expect(remade.row.slug).toBe("cloud-two");
  });

  it("leaves a redirect from the old path when a published category's slug changes", async () => {
    const row = await create({ name: "Cloud" });
    expectOk(await solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { slug: "cloud-services" } }));
    expect(await findRedirect(db(), "/solutions/cloud")).toMatchObject({ from_path: "/solutions/cloud", to_path: "/solutions/cloud-services" });
  });

  it("leaves no redirect for an unpublished category", async () => {
    const row = await create({ name: "Cloud", is_published: false });
    expectOk(await solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { slug: "cloud-services" } }));
    expect(await findRedirect(db(), "/solutions/cloud")).toBeUndefined();
  });
});

describe("deleting solution categories", () => {
  it("refuses while the category holds solutions, naming how many", async () => {
    const row = await create({ name: "Cloud" });
    await addSolutions(row.id, 3);
    expect(await countSolutionsInCategory(db(), row.id)).toBe(3);
    expect(await solutionCategories.remove(db(), { ...context, id: row.id })).toEqual({
      ok: false, status: 409, reason: "refused",
      message: "This category still holds 3 solutions. Move or delete them first.",
    });
    await db().deleteFrom("solution").where("slug", "!=", `s-${row.id}-0`).execute();
    expect(await solutionCategories.remove(db(), { ...context, id: row.id })).toEqual({
      ok: false, status: 409, reason: "refused",
      message: "This category still holds 1 solution. Move or delete them first.",
    });
    expect(await getSolutionCategoryById(db(), row.id)).toBeDefined();
  });

  it("deletes an empty category and the redirects that led to it", async () => {
    const row = await create({ name: "Cloud" });
    expectOk(await solutionCategories.update(db(), { ...context, id: row.id, version: 1, input: { slug: "cloud-2024" } }));
    expect(await solutionCategories.remove(db(), { ...context, id: row.id })).toEqual({ ok: true });
    expect(await getSolutionCategoryById(db(), row.id)).toBeUndefined();
    expect(await findRedirect(db(), "/solutions/cloud")).toBeUndefined();
    expect(await solutionCategories.remove(db(), { ...context, id: row.id })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
  });
});
