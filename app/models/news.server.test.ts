import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { NewsValues } from "~/schemas/news";
import { news } from "~/services/content/news.server";
import { addContent } from "../../tests/helpers/content";
import {
  getNewsBySlug, getNewsNeighbours, getPublicNewsBySlug, listLatestNews, listNews, listPublicNews, listPublicNewsSlugs,
} from "./news.server";

const DAY = 86_400_000;

async function create(values: NewsValues) {
  return await addContent(news, values);
}

/** A live article published `daysAgo` days ago. */
async function published(title: string, daysAgo: number) {
  return create({ title, status: "published", published_at: new Date(Date.now() - daysAgo * DAY) });
}

beforeEach(async () => {
  await sql`truncate news, redirect, media restart identity cascade`.execute(db());
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
