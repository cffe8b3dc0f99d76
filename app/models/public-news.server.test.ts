import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { NewsValues } from "~/schemas/news";
import { news } from "~/services/content/news.server";
import { addContent } from "../../tests/helpers/content";
import { countingDb, insertMedia } from "./fixtures.test-support";
import { getNewsDetailPage } from "./public-news.server";

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
