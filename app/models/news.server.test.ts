import { sql } from "kysely";
import { db } from "~/db/db.server";
import { expectStatus, insertMedia } from "./fixtures.test-support";
import {
  createNews, deleteNews, getNewsById, getNewsBySlug, getNewsNeighbours, getPublicNewsBySlug, isNewsSlugTaken,
  listLatestNews, listNews, listPublicNews, listPublicNewsSlugs, updateNews,
} from "./news.server";
import { findRedirect } from "./redirect.server";

const DAY = 86_400_000;

async function create(values: Parameters<typeof createNews>[1]) {
  return expectStatus(await createNews(db(), values), "created").row;
}

/** A live article published `daysAgo` days ago. */
async function published(title: string, daysAgo: number) {
  return create({ title, status: "published", published_at: new Date(Date.now() - daysAgo * DAY) });
}

beforeEach(async () => {
  await sql`truncate news, redirect, media restart identity cascade`.execute(db());
});

describe("creating news", () => {
  it("stores an article with a cover image and a sanitised body", async () => {
    const cover = await insertMedia(db());
    const row = await create({
      title: "We moved!",
      excerpt: "New office",
      body: '<p>See <img src="https://evil.example/x.png"><img src="/media/1/x.png" alt="Office"></p>',
      cover_image_id: cover,
    });
    expect(row).toMatchObject({
      title: "We moved!",
      slug: "we-moved",
      excerpt: "New office",
      body: '<p>See <img src="/media/1/x.png" alt="Office" loading="lazy" /></p>',
      cover_image_id: cover,
      status: "draft",
      version: 1,
    });
  });

  it("refuses a cover that is not an image and a taken slug", async () => {
    const video = await insertMedia(db(), "video");
    await create({ title: "Taken" });
    expect(await createNews(db(), { title: "X", slug: "taken", cover_image_id: video })).toEqual({
      status: "invalid",
      fieldErrors: {
        cover_image_id: ["Cover image must be an image"],
        slug: ["Slug is already used by another news article"],
      },
    });
    expect(await isNewsSlugTaken(db(), { slug: "taken" })).toBe(true);
  });
});

describe("listing news", () => {
  it("shows live articles newest first, 9 a page", async () => {
    for (let n = 1; n <= 11; n++) await published(`Article ${n}`, n);
    await create({ title: "Draft" });
    await create({ title: "Future", status: "published", published_at: new Date(Date.now() + DAY) });

    const first = await listPublicNews(db());
    expect(first).toMatchObject({ total: 11, page: 1, perPage: 9, lastPage: 2 });
    expect(first.items.map((row) => row.title)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Article ${n}`));
    expect(first.items[0]).not.toHaveProperty("body");
    const second = await listPublicNews(db(), { page: 2 });
    expect(second.items.map((row) => row.title)).toEqual(["Article 10", "Article 11"]);

    expect((await listLatestNews(db())).map((row) => row.title)).toEqual(["Article 1", "Article 2", "Article 3"]);
    const slugs = await listPublicNewsSlugs(db());
    expect(slugs).toHaveLength(11);
    expect(slugs[0]).toEqual({ slug: "article-1", updated_at: expect.any(Date) });
    expect(await getPublicNewsBySlug(db(), "future")).toBeUndefined();
    expect(await getPublicNewsBySlug(db(), "draft")).toBeUndefined();
    expect((await getNewsBySlug(db(), "future"))?.title).toBe("Future");
  });

  it("admin list: every status, search and status filter", async () => {
    await published("Old news", 3);
    await create({ title: "Draft news" });
    await create({ title: "Future news", status: "published", published_at: new Date(Date.now() + DAY) });
    await create({ title: "Other" });

    expect((await listNews(db())).total).toBe(4);
    expect((await listNews(db(), { q: "news" })).total).toBe(3);
    expect((await listNews(db(), { status: "draft" })).items.map((row) => row.title).sort()).toEqual(["Draft news", "Other"]);
    expect((await listNews(db(), { status: "published" })).items.map((row) => row.title)).toEqual(["Old news"]);
    expect((await listNews(db(), { status: "scheduled" })).items.map((row) => row.title)).toEqual(["Future news"]);
  });

  it("finds the previous (older) and next (newer) live articles", async () => {
    const oldest = await published("Oldest", 3);
    const middle = await published("Middle", 2);
    await create({ title: "Draft in between", status: "draft", published_at: new Date(Date.now() - 1.5 * DAY) });
    const newest = await published("Newest", 1);

    const around = await getNewsNeighbours(db(), middle);
    expect(around.previous).toMatchObject({ id: oldest.id, slug: "oldest" });
    expect(around.next).toMatchObject({ id: newest.id, slug: "newest" });
    expect((await getNewsNeighbours(db(), oldest)).previous).toBeUndefined();
    expect((await getNewsNeighbours(db(), newest)).next).toBeUndefined();
  });

  it("orders articles published at the same moment by id", async () => {
    const at = new Date(Date.now() - DAY);
    const a = await create({ title: "A", status: "published", published_at: at });
    const b = await create({ title: "B", status: "published", published_at: at });
    expect((await getNewsNeighbours(db(), a)).next?.id).toBe(b.id);
    expect((await getNewsNeighbours(db(), b)).previous?.id).toBe(a.id);
    expect((await listPublicNews(db())).items.map((row) => row.id)).toEqual([b.id, a.id]);
  });
});

describe("updating and deleting news", () => {
  it("checks the version and redirects a live article's old slug", async () => {
    const row = await published("Launch", 1);
    const updated = expectStatus(await updateNews(db(), { id: row.id, version: 1, values: { slug: "product-launch" } }), "updated");
    expect(updated.row.version).toBe(2);
    expect(await findRedirect(db(), "/news-details/launch")).toMatchObject({ to_path: "/news-details/product-launch" });
    expect(await updateNews(db(), { id: row.id, version: 1, values: { title: "Stale" } })).toEqual({ status: "conflict" });
    expect(await updateNews(db(), { id: 999, version: 1, values: {} })).toEqual({ status: "not-found" });
    expect((await getNewsById(db(), row.id))?.title).toBe("Launch");
  });

  it("refuses an oversized body after sanitising", async () => {
    const row = await create({ title: "Long" });
    expect(await updateNews(db(), { id: row.id, version: 1, values: { body: `<p>${"y".repeat(100_000)}</p>` } })).toEqual({
      status: "invalid",
      fieldErrors: { body: ["Body must be at most 100,000 characters"] },
    });
  });

  it("deletes an article and the redirects to it", async () => {
    const row = await published("Launch", 1);
    expectStatus(await updateNews(db(), { id: row.id, version: 1, values: { slug: "launch-2" } }), "updated");
    expect(await deleteNews(db(), row.id)).toEqual({ status: "deleted" });
    expect(await findRedirect(db(), "/news-details/launch")).toBeUndefined();
    expect(await deleteNews(db(), row.id)).toEqual({ status: "not-found" });
  });
});
