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

it("shows a customer story on the company page as soon as it is published", async () => {
  const storyLink = (html: string) => html.match(/<article class="card story-feature">[\s\S]*?href="(\/customer-stories\/[^"]+)"/)?.[1];
  const before = storyLink(await (await get("/about-us")).text());
  expect(before).toBeDefined();
  await addContent(customerStories, { title: "Fresh off the press", customer_name: "Quayside Foods", status: "published" });
  expect(storyLink(await (await get("/about-us")).text())).toBe("/customer-stories/fresh-off-the-press");
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
