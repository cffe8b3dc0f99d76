import { sql } from "kysely";
import { db } from "~/db/db.server";
import { expectStatus, insertMedia } from "./fixtures.test-support";
import { findRedirect } from "./redirect.server";
import { createSolutionCategory, deleteSolutionCategory, updateSolutionCategory } from "./solution-category.server";
import {
  createSolution, deleteSolution, getPublicSolutionBySlug, getSolutionById, getSolutionBySlug, isSolutionSlugTaken,
  listPublicSolutions, listSolutions, updateSolution,
} from "./solution.server";

const HOUR = 3_600_000;
let categoryId: number;

async function create(values: Partial<Parameters<typeof createSolution>[1]> & { title: string }) {
  return expectStatus(await createSolution(db(), { category_id: categoryId, ...values }), "created").row;
}

beforeEach(async () => {
  await sql`truncate solution, solution_category, redirect, media restart identity cascade`.execute(db());
  categoryId = expectStatus(await createSolutionCategory(db(), { name: "Cloud" }), "created").row.id;
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
    const result = await createSolution(db(), {
      category_id: 999,
      title: "X",
      slug: "taken",
      image_id: 999,
      body: `<p>${"x".repeat(100_001)}</p>`,
    });
    expect(result).toEqual({
      status: "invalid",
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
    expectStatus(await updateSolution(db(), { id: old.id, version: 1, values: { slug: "renamed" } }), "updated");
    expect(await findRedirect(db(), "/solution-details/old")).toBeDefined();
    await create({ title: "Old", status: "published" });
    expect(await findRedirect(db(), "/solution-details/old")).toBeUndefined();
  });
});

describe("listing solutions", () => {
  it("admin list: all statuses, search, category and status filters, category name", async () => {
    const other = expectStatus(await createSolutionCategory(db(), { name: "Security" }), "created").row.id;
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
    const hidden = expectStatus(await createSolutionCategory(db(), { name: "Hidden", is_published: false }), "created").row.id;
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

describe("updating solutions", () => {
  it("updates with the right version and refuses a stale one", async () => {
    const row = await create({ title: "One" });
    const updated = expectStatus(
      await updateSolution(db(), { id: row.id, version: 1, values: { title: "Two", body: "<h1>Head</h1>" } }),
      "updated",
    );
    expect(updated.row).toMatchObject({ title: "Two", slug: "one", body: "<h2>Head</h2>", version: 2 });
    expect(await updateSolution(db(), { id: row.id, version: 1, values: { title: "Three" } })).toEqual({ status: "conflict" });
    expect((await getSolutionById(db(), row.id))?.title).toBe("Two");
    expect(await updateSolution(db(), { id: 4242, version: 1, values: {} })).toEqual({ status: "not-found" });
  });

  it("publishing later without a date uses now, and an update keeps the first date", async () => {
    const row = await create({ title: "One" });
    const published = expectStatus(await updateSolution(db(), { id: row.id, version: 1, values: { status: "published" } }), "updated");
    expect(published.row.published_at).toBeInstanceOf(Date);
    const again = expectStatus(
      await updateSolution(db(), { id: row.id, version: 2, values: { title: "One again", published_at: null } }),
      "updated",
    );
    expect(again.row.published_at).toEqual(published.row.published_at);
  });

  it("refuses a slug of another solution and a missing category", async () => {
    await create({ title: "First" });
    const second = await create({ title: "Second" });
    expect(await updateSolution(db(), { id: second.id, version: 1, values: { slug: "first", category_id: 999 } })).toEqual({
      status: "invalid",
      fieldErrors: { slug: ["Slug is already used by another solution"], category_id: ["Category was not found"] },
    });
    expect(await isSolutionSlugTaken(db(), { slug: "first", excludeId: second.id })).toBe(true);
    expect(await isSolutionSlugTaken(db(), { slug: "second", excludeId: second.id })).toBe(false);
  });

  it("leaves a redirect when a published solution's slug changes, without chains or loops", async () => {
    const row = await create({ title: "Alpha", status: "published" });
    expectStatus(await updateSolution(db(), { id: row.id, version: 1, values: { slug: "beta" } }), "updated");
    expect(await findRedirect(db(), "/solution-details/alpha")).toMatchObject({ to_path: "/solution-details/beta" });

    expectStatus(await updateSolution(db(), { id: row.id, version: 2, values: { slug: "gamma" } }), "updated");
    expect(await findRedirect(db(), "/solution-details/alpha")).toMatchObject({ to_path: "/solution-details/gamma" });
    expect(await findRedirect(db(), "/solution-details/beta")).toMatchObject({ to_path: "/solution-details/gamma" });

    expectStatus(await updateSolution(db(), { id: row.id, version: 3, values: { slug: "alpha" } }), "updated");
    expect(await findRedirect(db(), "/solution-details/alpha")).toBeUndefined();
    expect(await findRedirect(db(), "/solution-details/beta")).toMatchObject({ to_path: "/solution-details/alpha" });
    expect(await findRedirect(db(), "/solution-details/gamma")).toMatchObject({ to_path: "/solution-details/alpha" });
  });

  it("leaves no redirect when a draft's slug changes", async () => {
    const row = await create({ title: "Draft" });
    expectStatus(await updateSolution(db(), { id: row.id, version: 1, values: { slug: "draft-2" } }), "updated");
    expect(await findRedirect(db(), "/solution-details/draft")).toBeUndefined();
  });
});

describe("deleting solutions", () => {
  it("deletes, removes redirects to it, and lets its category go", async () => {
    const row = await create({ title: "Alpha", status: "published" });
    expectStatus(await updateSolution(db(), { id: row.id, version: 1, values: { slug: "beta" } }), "updated");
    expect(await deleteSolutionCategory(db(), categoryId)).toMatchObject({ status: "refused" });
    expect(await deleteSolution(db(), row.id)).toEqual({ status: "deleted" });
    expect(await findRedirect(db(), "/solution-details/alpha")).toBeUndefined();
    expect(await deleteSolution(db(), row.id)).toEqual({ status: "not-found" });
    expect(await deleteSolutionCategory(db(), categoryId)).toEqual({ status: "deleted" });
  });

  it("a category rename does not touch its solutions' paths", async () => {
    const row = await create({ title: "Alpha", status: "published" });
    expectStatus(await updateSolutionCategory(db(), { id: categoryId, version: 1, values: { slug: "cloud-new" } }), "updated");
    expect((await getPublicSolutionBySlug(db(), "alpha"))?.id).toBe(row.id);
  });
});
