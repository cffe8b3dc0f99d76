import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { NewsValues } from "~/schemas/news";
import { news } from "~/services/content/news.server";
import { addContent } from "../../tests/helpers/content";
import { countingDb, insertMedia } from "./fixtures.test-support";
import { getNewsDetailPage, getNewsListPage } from "./public-news.server";

const DAY = 86_400_000;

beforeEach(async () => {
  await sql`truncate news, redirect, media restart identity cascade`.execute(db());
});

async function article(title: string, values: Partial<NewsValues> & { daysAgo?: number } = {}) {
  const { daysAgo = 1, ...rest } = values;
  return addContent(news, { title, status: "published", published_at: new Date(Date.now() - daysAgo * DAY), ...rest });
}

describe("a news article's page", () => {
  it("is read in two statements: the article, then its neighbours, more news and every picture", async () => {
    const cover = await insertMedia(db());
    const otherCover = await insertMedia(db());
    await insertMedia(db());
    await article("Oldest", { daysAgo: 9 });
    await article("Older", { daysAgo: 5, cover_image_id: otherCover });
    await article("Shown", { daysAgo: 4, cover_image_id: cover });
    await article("Newer", { daysAgo: 2 });

    const { handle, counted } = countingDb();
    const page = await getNewsDetailPage(handle, "shown");

    expect(counted.statements).toBe(2);
    expect(page?.article.image?.id).toBe(cover);
    expect(page?.previous).toEqual({ title: "Older", href: "/news-details/older" });
    expect(page?.next).toEqual({ title: "Newer", href: "/news-details/newer" });
    expect(page?.related.map((other) => other.title)).toEqual(["Newer", "Older", "Oldest"]);
    expect(page?.related[1]).toMatchObject({ href: "/news-details/older", image: { id: otherCover }, published_at: expect.any(Date) });
    expect(page?.related[0].image).toBeNull();
  });

  it("offers the three newest other live articles: never itself, a draft or a scheduled one", async () => {
    await article("Scheduled", { daysAgo: -2 });
    await addContent(news, { title: "Draft", status: "draft" });
    for (const daysAgo of [1, 2, 3, 4]) await article(`Live ${daysAgo}`, { daysAgo });

    const page = await getNewsDetailPage(db(), "live-2");
    expect(page?.related.map((other) => other.title)).toEqual(["Live 1", "Live 3", "Live 4"]);
  });

  it("in an admin's preview of a draft, offers more news but no older or newer article", async () => {
    await article("Live", { daysAgo: 1 });
    await addContent(news, { title: "Unfinished", status: "draft" });

    const page = await getNewsDetailPage(db(), "unfinished", { preview: true });
    expect(page).toMatchObject({ live: false, previous: null, next: null });
    expect(page?.related.map((other) => other.title)).toEqual(["Live"]);
    expect(await getNewsDetailPage(db(), "unfinished")).toBeUndefined();
  });
});

describe("the news list", () => {
  it("leads its first page with the newest article; every card has its reading time; later pages have no lead", async () => {
    const cover = await insertMedia(db());
    const words = (count: number) => `<p>${"word ".repeat(count)}</p>`;
    for (let index = 1; index <= 10; index += 1) await article(`Article ${index}`, { daysAgo: 20 - index, body: words(100) });
    await article("Newest", { daysAgo: 1, cover_image_id: cover, excerpt: "The latest.", body: words(610) });
    await article("A draft", { daysAgo: 0, status: "draft" });

    const first = await getNewsListPage(db(), 1);
    expect(first.lead).toMatchObject({ title: "Newest", excerpt: "The latest.", href: "/news-details/newest", image: { id: cover }, readingMinutes: 3 });
    // Nine a page in all: the lead and eight in the grid.
    expect(first.articles.map((card) => card.title)).toEqual([10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Article ${index}`));
    expect(first.articles.map((card) => card.readingMinutes)).toEqual(Array(8).fill(1));
    const second = await getNewsListPage(db(), 2);
    expect(second.lead).toBeNull();
    expect(second.articles.map((card) => card.title)).toEqual(["Article 2", "Article 1"]);
  });

  it("gives a lead with no excerpt written the opening words of its body; the grid's cards keep theirs as written", async () => {
    await article("Older", { daysAgo: 3, excerpt: "", body: "<p>Not read for a card.</p>" });
    await article("No excerpt", { daysAgo: 1, excerpt: "", body: "<h2>Overview</h2><p>Our new centre opened on Monday.</p>" });
    const first = await getNewsListPage(db(), 1);
    expect(first.lead).toMatchObject({ title: "No excerpt", excerpt: "Overview. Our new centre opened on Monday." });
    expect(first.articles).toMatchObject([{ title: "Older", excerpt: "" }]);
  });

  it("has no lead when there is no news", async () => {
    expect(await getNewsListPage(db(), 1)).toMatchObject({ lead: null, articles: [], lastPage: 1 });
  });
});
