import { db } from "~/db/db.server";
import { getSettingRecord } from "~/models/setting.server";
import { customerStories } from "~/services/content/customer-stories.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { saveSettingCommand } from "~/services/content/settings.server";
import { createActor, TEST_IP } from "~/services/content/fixtures.test-support";
import { addContent } from "../../../tests/helpers/content";
import {
  cardLinks, detailSidebar, publicSiteHandler, seedDemo, setDetailsRequireLogin, visibleText,
} from "../../../tests/helpers/public-site";
import { configureCaches } from "./tagged-cache.server";

/**
 * The public pages with their caches on, as in production: every write is
 * visible on the next request, and a scheduled article appears at its time.
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
const text = async (path: string) => visibleText(await (await get(path)).text());

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  configureCaches({ enabled: true, clock: Date.now, db: db() });
});
afterAll(() => configureCaches({ enabled: false }));

it("serves from the cache until a write, and shows the write on the next request", async () => {
  const [first] = await db()
    .selectFrom("news")
    .select(["id", "title"])
    .where("status", "=", "published")
    .where("published_at", "<=", new Date())
    .orderBy("published_at", "desc")
    .limit(1)
    .execute();
  expect(await text("/news")).toContain(first.title);
  // Changed behind the commands' back: the cached page does not know, which shows the cache is in use.
  await db().updateTable("news").set({ title: "Renamed behind the cache" }).where("id", "=", first.id).execute();
  expect(await text("/news")).not.toContain("Renamed behind the cache");

  const article = await addContent(news, { title: "Published just now", status: "published" });
  const list = await text("/news");
  expect(list).toContain("Published just now");
  expect(list).toContain("Renamed behind the cache");

  const actor = await createActor();
  expect((await news.remove(db(), { actor, ip: TEST_IP, id: article.id })).ok).toBe(true);
  expect(await text("/news")).not.toContain("Published just now");
});

it("shows a new company name and a new menu page on every page at once", async () => {
  expect(await text("/")).toContain("Northwind Systems");
  const actor = await createActor();
  const { version } = await getSettingRecord(db(), "profile");
  const saved = await saveSettingCommand(db(), { actor, ip: TEST_IP, name: "profile", version, input: { company_name: "Southwind Labs" } });
  expect(saved.ok).toBe(true);
  expect(await text("/")).toContain("Southwind Labs");
  expect(await text("/news")).toContain("Southwind Labs");

  await addContent(pages, { title: "Careers at Southwind", status: "published", show_in_menu: true });
  expect(await (await get("/")).text()).toContain('href="/careers-at-southwind"');
});

it("moves the home page's and the company page's stories on as soon as a story is published", async () => {
  const storyLink = (html: string) => html.match(/<article class="card story-feature">[\s\S]*?href="(\/customer-stories\/[^"]+)"/)?.[1];
  // The home page features the newest story, the company page the one before it.
  const newest = storyLink(await (await get("/")).text());
  const about = storyLink(await (await get("/about-us")).text());
  expect(newest).toBeDefined();
  expect(about).toBeDefined();
  expect(about).not.toBe(newest);
  await addContent(customerStories, { title: "Fresh off the press", customer_name: "Quayside Foods", status: "published" });
  expect(storyLink(await (await get("/")).text())).toBe("/customer-stories/fresh-off-the-press");
  expect(storyLink(await (await get("/about-us")).text())).toBe(newest);
});

it("shows a scheduled article within a second of its time, with no write", async () => {
  const publishAt = new Date(Date.now() + 2_000);
  await addContent(news, { title: "Scheduled a moment ahead", status: "published", published_at: publishAt });
  expect(await text("/news")).not.toContain("Scheduled a moment ahead");
  expect(await text("/news")).not.toContain("Scheduled a moment ahead");
  await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 100));
  expect(await text("/news")).toContain("Scheduled a moment ahead");
});

it("keeps an article's more news fresh: a new article at once, a scheduled one at its time", async () => {
  // Anonymous visitors' article pages are the ones kept in the cache.
  await setDetailsRequireLogin(false);
  try {
    const moreNews = async () =>
      cardLinks(detailSidebar(await (await get("/news-details/our-team-is-now-iso-27001-certified")).text(), "Contact us and more news"));
    expect(await moreNews()).not.toContain("/news-details/written-a-moment-ago");
    await addContent(news, { title: "Written a moment ago", status: "published" });
    expect((await moreNews())[0]).toBe("/news-details/written-a-moment-ago");

    const publishAt = new Date(Date.now() + 2_000);
    await addContent(news, { title: "Due in a moment", status: "published", published_at: publishAt });
    expect(await moreNews()).not.toContain("/news-details/due-in-a-moment");
    expect(await moreNews()).not.toContain("/news-details/due-in-a-moment");
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 100));
    expect((await moreNews())[0]).toBe("/news-details/due-in-a-moment");
  } finally {
    await setDetailsRequireLogin(true);
  }
});

it("takes an expiring article off the home page, the news list, the API and the feeds within a second of its time", async () => {
  const { loader: newsApi } = await import("~/routes/api.frontend.news._index");
  const apiTitles = async () => {
    const response = await newsApi({ request: new Request("http://localhost/api/frontend/news"), params: {}, context: { clientIp: "127.0.0.1" } });
    const body = (await (response as Response).json()) as { data: Array<{ title: string }> };
    return body.data.map((article) => article.title);
  };
  const everywhere = async () => ({
    home: await text("/"),
    list: await text("/news"),
    api: await apiTitles(),
    rss: await (await get("/news/feed.xml")).text(),
    atom: await (await get("/news/feed.atom")).text(),
    json: await (await get("/news/feed.json")).text(),
  });
  const title = "Leaving in a moment";
  // Time for the two rounds of six reads below, on a busy machine too: a second was not always enough.
  const unpublishAt = new Date(Date.now() + 4_000);
  await addContent(news, { title, status: "published", unpublish_at: unpublishAt });

  // Read twice before its time, so every place holds it in its cache.
  for (let round = 0; round < 2; round++) {
    const shown = await everywhere();
    expect(shown.home).toContain(title);
    expect(shown.list).toContain(title);
    expect(shown.api).toContain(title);
    for (const feed of [shown.rss, shown.atom, shown.json]) expect(feed).toContain(title);
  }
  // The database's clock decides, so the test waits for it rather than moving a clock of its own.
  await new Promise((resolve) => setTimeout(resolve, unpublishAt.getTime() - Date.now() + 100));
  const gone = await everywhere();
  expect(gone.home).not.toContain(title);
  expect(gone.list).not.toContain(title);
  expect(gone.api).not.toContain(title);
  for (const feed of [gone.rss, gone.atom, gone.json]) expect(feed).not.toContain(title);
});

it("answers 404 for the page of an expired article and leaves it out of the sitemap", async () => {
  await setDetailsRequireLogin(false);
  try {
    const unpublishAt = new Date(Date.now() + 1_000);
    await addContent(news, { title: "Expiring page", status: "published", unpublish_at: unpublishAt });
    expect((await get("/news-details/expiring-page")).status).toBe(200);
    expect(await (await get("/sitemap.xml")).text()).toContain("/news-details/expiring-page");
    await new Promise((resolve) => setTimeout(resolve, unpublishAt.getTime() - Date.now() + 100));
    expect((await get("/news-details/expiring-page")).status).toBe(404);
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/news-details/expiring-page");
  } finally {
    await setDetailsRequireLogin(true);
  }
});
