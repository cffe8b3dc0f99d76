import { XMLParser, XMLValidator } from "fast-xml-parser";
import { db } from "~/db/db.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { publicSiteHandler, seedDemo, setDetailsRequireLogin } from "../../tests/helpers/public-site";

/**
 * The news feeds, read as a feed reader reads them: each parsed and checked
 * against what its format requires (RSS 2.0, Atom 1.0 of RFC 4287, JSON Feed 1.1).
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let liveSlugs: string[];

beforeAll(async () => {
  await seedDemo();
  await setDetailsRequireLogin(false);
  get = await publicSiteHandler();
  const live = await db()
    .selectFrom("news")
    .select("slug")
    .where("status", "=", "published")
    .where("published_at", "<=", new Date())
    .orderBy("published_at", "desc")
    .execute();
  liveSlugs = live.map((row) => row.slug);
});

const LISTS = ["rss.channel.item", "feed.entry", "feed.link", "feed.entry.link"];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (_name, path) => LISTS.includes(String(path)) });

async function readXml(path: string, contentType: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe(contentType);
  expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const articleUrl = (slug: string) => `http://localhost/news-details/${slug}`;

describe("the news feeds", () => {
  it("RSS 2.0: a channel with its title, link and description, and the live articles newest first with absolute links", async () => {
    const { rss } = await readXml("/news/feed.xml", "application/rss+xml; charset=utf-8");
    expect(rss["@version"]).toBe("2.0");
    const channel = rss.channel;
    expect(channel.title).toMatch(/News$/);
    expect(channel.link).toBe("http://localhost/news");
    expect(typeof channel.description).toBe("string");
    expect(channel["atom:link"]["@href"]).toBe("http://localhost/news/feed.xml");
    expect(channel.item.map((item: { link: string }) => item.link)).toEqual(liveSlugs.map(articleUrl));
    for (const item of channel.item) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.guid["#text"]).toBe(item.link);
      expect(item.pubDate).toMatch(RFC_822);
      expect(item["content:encoded"]).toMatch(/^<(p|h2|h3|ul|ol|figure|blockquote)/);
      // Every address in a body leads back to the site from wherever the reader shows it.
      expect(item["content:encoded"]).not.toMatch(/\s(href|src)="\//);
    }
  });

  it("Atom: a feed with id, title, updated and an author, and entries with id, title, updated, a link and content", async () => {
    const { feed } = await readXml("/news/feed.atom", "application/atom+xml; charset=utf-8");
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe("http://localhost/news");
    expect(feed.updated).toMatch(RFC_3339);
    expect(feed.author.name.length).toBeGreaterThan(0);
    expect(feed.link.find((link: Record<string, string>) => link["@rel"] === "self")["@href"]).toBe("http://localhost/news/feed.atom");
    expect(feed.entry.map((entry: { id: string }) => entry.id)).toEqual(liveSlugs.map(articleUrl));
    for (const entry of feed.entry) {
      expect(entry.title["#text"].length).toBeGreaterThan(0);
      expect(entry.updated).toMatch(RFC_3339);
      expect(entry.published).toMatch(RFC_3339);
      expect(entry.link[0]["@href"]).toBe(entry.id);
      expect(entry.content["@type"]).toBe("html");
      expect(entry.content["#text"]).not.toMatch(/\s(href|src)="\//);
    }
  });

  it("JSON Feed 1.1: version, title, the feed's own address and items with id, content and dates", async () => {
    const response = await get("/news/feed.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/feed+json; charset=utf-8");
    const feed = await response.json();
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title).toMatch(/News$/);
    expect(feed.home_page_url).toBe("http://localhost/news");
    expect(feed.feed_url).toBe("http://localhost/news/feed.json");
    expect(feed.language).toBe("en");
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual(liveSlugs.map(articleUrl));
    for (const item of feed.items) {
      expect(item.url).toBe(item.id);
      expect(typeof item.content_html).toBe("string");
      expect(item.date_published).toMatch(RFC_3339);
      expect(item.date_modified).toMatch(RFC_3339);
      if (item.image) expect(item.image).toMatch(/^http:\/\/localhost\/media\/\d+\/[^?]+\?crop=share$/);
    }
    expect(feed.items.some((item: { image?: string }) => item.image)).toBe(true);
  });

  it("carries only what the public list shows while the details guard is on", async () => {
    await setDetailsRequireLogin(true);
    try {
      const json = await (await get("/news/feed.json")).json();
      expect(json.items).toHaveLength(liveSlugs.length);
      for (const item of json.items) {
        expect(item.content_html).toBeUndefined();
        expect(item.content_text).toBe(item.summary);
      }
      const { rss } = await readXml("/news/feed.xml", "application/rss+xml; charset=utf-8");
      expect(rss.channel.item.every((item: Record<string, unknown>) => !("content:encoded" in item))).toBe(true);
      const { feed } = await readXml("/news/feed.atom", "application/atom+xml; charset=utf-8");
      expect(feed.entry.every((entry: Record<string, unknown>) => !("content" in entry))).toBe(true);
    } finally {
      await setDetailsRequireLogin(false);
    }
  });

  it("follows the publishing rule: a draft leaves, a scheduled article joins when its time comes", async () => {
    const [newest] = liveSlugs;
    await db().updateTable("news").set({ status: "draft" }).where("slug", "=", newest).execute();
    await db().updateTable("news").set({ published_at: new Date(Date.now() - 1000) }).where("slug", "=", "join-us-at-the-industrial-data-summit").execute();
    try {
      const ids = (await (await get("/news/feed.json")).json()).items.map((item: { id: string }) => item.id);
      expect(ids).not.toContain(articleUrl(newest));
      expect(ids[0]).toBe(articleUrl("join-us-at-the-industrial-data-summit"));
    } finally {
      await db().updateTable("news").set({ status: "published" }).where("slug", "=", newest).execute();
    }
  });

  it("writes a title's markup characters as text in each format", async () => {
    const title = "R&D <update> for 2027";
    const [newest] = liveSlugs;
    const { title: before } = await db().selectFrom("news").select("title").where("slug", "=", newest).executeTakeFirstOrThrow();
    await db().updateTable("news").set({ title }).where("slug", "=", newest).execute();
    try {
      const { rss } = await readXml("/news/feed.xml", "application/rss+xml; charset=utf-8");
      expect(rss.channel.item.map((item: { title: string }) => item.title)).toContain(title);
      // Atom says its title is HTML: once unescaped as HTML it reads as typed.
      const { feed } = await readXml("/news/feed.atom", "application/atom+xml; charset=utf-8");
      const atomTitles = feed.entry.map((entry: { title: { "#text": string } }) => entry.title["#text"]);
      expect(atomTitles).toContain("R&#38;D &#60;update&#62; for 2027");
      const json = await (await get("/news/feed.json")).json();
      expect(json.items.map((item: { title: string }) => item.title)).toContain(title);
    } finally {
      await db().updateTable("news").set({ title: before }).where("slug", "=", newest).execute();
    }
  });

  it("is linked from the head of the site's pages", async () => {
    const html = await (await get("/")).text();
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="News (RSS)" href="/news/feed.xml"/>');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="News (Atom)" href="/news/feed.atom"/>');
    expect(html).toContain('<link rel="alternate" type="application/feed+json" title="News (JSON Feed)" href="/news/feed.json"/>');
  });
});
