import { sql } from "kysely";
import { db } from "~/db/db.server";
import { findRedirect } from "~/models/redirect.server";
import { getPublicSolutionBySlug, getSolutionById, isSolutionSlugTaken } from "~/models/solution.server";
import type { CatalogItemValues } from "~/schemas/catalog-item";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP } from "./fixtures.test-support";
import { solutionCategories } from "./solution-categories.server";
import { solutions } from "./solutions.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

const HOUR = 3_600_000;
let categoryId: number;

async function create(values: Partial<CatalogItemValues> & { title: string }) {
  return expectOk(await solutions.create(db(), { ...context, input: { category_id: categoryId, ...values } })).row;
}

beforeEach(async () => {
  await sql`truncate solution, solution_category, redirect, media restart identity cascade`.execute(db());
  categoryId = expectOk(await solutionCategories.create(db(), { ...context, input: { name: "Cloud" } })).row.id;
});

describe("creating solutions", () => {
  it("stores every field, sanitises the body and makes the slug", async () => {
    const imageId = await insertMedia(db());
    const row = await create({
      title: "Managed Kubernetes",
      summary: "Clusters run for you",
      body: '<p onclick="steal()">Fast <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      image_id: imageId,
      sort_order: 3,
      seo_title: "Kubernetes",
      seo_description: "Managed clusters",
    });
    expect(row).toMatchObject({
      category_id: categoryId,
      title: "Managed Kubernetes",
      slug: "managed-kubernetes",
      summary: "Clusters run for you",
      body: "<p>Fast x</p>",
      image_id: imageId,
      sort_order: 3,
      status: "draft",
      published_at: null,
      seo_title: "Kubernetes",
      seo_description: "Managed clusters",
      version: 1,
    });
  });

  it("publishing without a date publishes now; a future date schedules", async () => {
    const before = Date.now();
    const now = await create({ title: "Now", status: "published" });
    expect(now.published_at!.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(now.published_at!.getTime()).toBeLessThanOrEqual(Date.now() + 5000);

    const future = new Date(Date.now() + 24 * HOUR);
    const scheduled = await create({ title: "Later", status: "published", published_at: future });
    expect(scheduled.published_at).toEqual(future);
    expect(await getPublicSolutionBySlug(db(), "later")).toBeUndefined();
    expect((await getPublicSolutionBySlug(db(), "now"))?.id).toBe(now.id);
  });

  it("refuses a missing category, a missing image, a taken slug and an oversized body together", async () => {
    await create({ title: "Taken" });
    const result = await solutions.create(db(), { ...context, input: {
      category_id: 999,
      title: "X",
      slug: "taken",
      image_id: 999,
      body: `<p>${"x".repeat(100_001)}</p>`,
    } });
    expect(result).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: {
        category_id: ["Category was not found"],
        image_id: ["Image was not found in the media library"],
        slug: ["Slug is already used by another solution"],
        body: ["Body must be at most 100,000 characters"],
      },
    });
  });

  it("clears a redirect away from the path a new live solution takes", async () => {
    const old = await create({ title: "Old", status: "published" });
    expectOk(await solutions.update(db(), { ...context, id: old.id, version: 1, input: { slug: "renamed" } }));
    expect(await findRedirect(db(), "/solution-details/old")).toBeDefined();
    await create({ title: "Old", status: "published" });
    expect(await findRedirect(db(), "/solution-details/old")).toBeUndefined();
  });
});

describe("updating solutions", () => {
  it("updates with the right version and refuses a stale one", async () => {
    const row = await create({ title: "One" });
    const updated = expectOk(await solutions.update(db(), { ...context, id: row.id, version: 1, input: { title: "Two", body: "<h1>Head</h1>" } }));
    expect(updated.row).toMatchObject({ title: "Two", slug: "one", body: "<h2>Head</h2>", version: 2 });
    expect(await solutions.update(db(), { ...context, id: row.id, version: 1, input: { title: "Three" } })).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect((await getSolutionById(db(), row.id))?.title).toBe("Two");
    expect(await solutions.update(db(), { ...context, id: 4242, version: 1, input: {} })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
  });

  it("publishing later without a date uses now, and an update keeps the first date", async () => {
    const row = await create({ title: "One" });
    const published = expectOk(await solutions.update(db(), { ...context, id: row.id, version: 1, input: { status: "published" } }));
    expect(published.row.published_at).toBeInstanceOf(Date);
    const again = expectOk(await solutions.update(db(), { ...context, id: row.id, version: 2, input: { title: "One again", published_at: null } }));
    expect(again.row.published_at).toEqual(published.row.published_at);
  });

  it("refuses a slug of another solution and a missing category", async () => {
    await create({ title: "First" });
    const second = await create({ title: "Second" });
    expect(await solutions.update(db(), { ...context, id: second.id, version: 1, input: { slug: "first", category_id: 999 } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { slug: ["Slug is already used by another solution"], category_id: ["Category was not found"] },
    });
    expect(await isSolutionSlugTaken(db(), { slug: "first", excludeId: second.id })).toBe(true);
    expect(await isSolutionSlugTaken(db(), { slug: "second", excludeId: second.id })).toBe(false);
  });

  it("leaves a redirect when a published solution's slug changes, without chains or loops", async () => {
    const row = await create({ title: "Alpha", status: "published" });
    expectOk(await solutions.update(db(), { ...context, id: row.id, version: 1, input: { slug: "beta" } }));
    expect(await findRedirect(db(), "/solution-details/alpha")).toMatchObject({ to_path: "/solution-details/beta" });

    expectOk(await solutions.update(db(), { ...context, id: row.id, version: 2, input: { slug: "gamma" } }));
    expect(await findRedirect(db(), "/solution-details/alpha")).toMatchObject({ to_path: "/solution-details/gamma" });
    expect(await findRedirect(db(), "/solution-details/beta")).toMatchObject({ to_path: "/solution-details/gamma" });

    expectOk(await solutions.update(db(), { ...context, id: row.id, version: 3, input: { slug: "alpha" } }));
    expect(await findRedirect(db(), "/solution-details/alpha")).toBeUndefined();
    expect(await findRedirect(db(), "/solution-details/beta")).toMatchObject({ to_path: "/solution-details/alpha" });
    expect(await findRedirect(db(), "/solution-details/gamma")).toMatchObject({ to_path: "/solution-details/alpha" });
  });

  it("leaves no redirect when a draft's slug changes", async () => {
    const row = await create({ title: "Draft" });
    expectOk(await solutions.update(db(), { ...context, id: row.id, version: 1, input: { slug: "draft-2" } }));
    expect(await findRedirect(db(), "/solution-details/draft")).toBeUndefined();
  });
});

describe("deleting solutions", () => {
  it("deletes, removes redirects to it, and lets its category go", async () => {
    const row = await create({ title: "Alpha", status: "published" });
    expectOk(await solutions.update(db(), { ...context, id: row.id, version: 1, input: { slug: "beta" } }));
    expect(await solutionCategories.remove(db(), { ...context, id: categoryId })).toMatchObject({ ok: false, status: 409, reason: "refused" });
    expect(await solutions.remove(db(), { ...context, id: row.id })).toEqual({ ok: true });
    expect(await findRedirect(db(), "/solution-details/alpha")).toBeUndefined();
    expect(await solutions.remove(db(), { ...context, id: row.id })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
    expect(await solutionCategories.remove(db(), { ...context, id: categoryId })).toEqual({ ok: true });
  });

  it("a category rename does not touch its solutions' paths", async () => {
    const row = await create({ title: "Alpha", status: "published" });
    expectOk(await solutionCategories.update(db(), { ...context, id: categoryId, version: 1, input: { slug: "cloud-new" } }));
    expect((await getPublicSolutionBySlug(db(), "alpha"))?.id).toBe(row.id);
  });
});
