import { db } from "~/db/db.server";
import { news } from "~/services/content/news.server";
import { PRIVATE_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { addContent, editContent } from "../../tests/helpers/content";
import {
  cardLinks, detailSidebar, publicSiteHandler, seedDemo, sidebarWithContactCall, visibleText,
} from "../../tests/helpers/public-site";

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let customerCookie: string;
let adminCookie: string;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  customerCookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
  adminCookie = await sessionCookieFor((await createTestUser("admin")).id, "admin");
});

describe("a news article", () => {
  it("is for signed-in customers: others are sent to /login", async () => {
    const response = await get("/news-details/our-team-is-now-iso-27001-certified");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fnews-details%2Four-team-is-now-iso-27001-certified");
  });

  it("shows the article with links to the older and newer articles", async () => {
    const response = await get("/news-details/edge-gateway-x1-wins-an-industry-design-award", { cookie: customerCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain("<h1>Edge Gateway X1 wins an industry design award</h1>");
    expect(visibleText(html)).toContain("Our teams worked for months to make this happen");
    expect(html).toMatch(/<a rel="prev"[^>]*href="\/news-details\/how-predictive-maintenance-saved-a-bottling-plant-400-hours"/);
    expect(html).toMatch(/<a rel="next"[^>]*href="\/news-details\/we-opened-our-new-operations-centre"/);
    expect(html).toContain('<meta property="og:type" content="article"/>');

    // The newest live article has no newer one: the scheduled article is not offered.
    const newest = await (await get("/news-details/we-opened-our-new-operations-centre", { cookie: customerCookie })).text();
    expect(newest).not.toContain('rel="next"');
    expect(newest).not.toContain("join-us-at-the-industrial-data-summit");
  });

  it("has a sidebar after the article: the call to action with the company's phone and email, and more news", async () => {
    const html = await (await get("/news-details/edge-gateway-x1-wins-an-industry-design-award", { cookie: customerCookie })).text();
    const sidebar = sidebarWithContactCall(html, "Contact us and more news");
    // The latest others, newest first: not the article itself, the scheduled one or the draft.
    expect(sidebar).toContain('<h2 id="detail-related">More news</h2>');
    expect(cardLinks(sidebar)).toEqual([
      "/news-details/we-opened-our-new-operations-centre",
      "/news-details/how-predictive-maintenance-saved-a-bottling-plant-400-hours",
      "/news-details/our-team-is-now-iso-27001-certified",
    ]);
    expect(sidebar).toMatch(/<img [^>]*width="\d+" height="\d+"/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it("offers three more articles at most, the newest", async () => {
    const added = [];
    for (const daysAgo of [1, 2, 10]) {
      added.push(await addContent(news, { title: `Fresh news ${daysAgo}`, status: "published", published_at: new Date(Date.now() - daysAgo * 86_400_000) }));
    }
    try {
      const html = await (await get("/news-details/fresh-news-2", { cookie: customerCookie })).text();
      expect(cardLinks(detailSidebar(html, "Contact us and more news"))).toEqual([
        "/news-details/fresh-news-1",
        "/news-details/we-opened-our-new-operations-centre",
        "/news-details/fresh-news-10",
      ]);
    } finally {
      await db().deleteFrom("news").where("id", "in", added.map((row) => row.id)).execute();
    }
  });

  it("is not found while scheduled or a draft, except in an admin's preview", async () => {
    expect((await get("/news-details/join-us-at-the-industrial-data-summit", { cookie: customerCookie })).status).toBe(404);
    expect((await get("/news-details/notes-for-the-upcoming-product-roadmap", { cookie: customerCookie })).status).toBe(404);

    const preview = await get("/news-details/notes-for-the-upcoming-product-roadmap?preview=1", { cookie: adminCookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const html = await preview.text();
    expect(visibleText(html)).toContain("Preview — not published. This is a draft.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const scheduled = await (await get("/news-details/join-us-at-the-industrial-data-summit?preview=1", { cookie: adminCookie })).text();
    expect(visibleText(scheduled)).toContain("It is scheduled and becomes public at its publishing time.");
  });

  it("sends an old slug to the new URL with a 301", async () => {
    const row = await db().selectFrom("news").select(["id", "version"]).where("slug", "=", "our-team-is-now-iso-27001-certified").executeTakeFirstOrThrow();
    expect(await editContent(news, { id: row.id, version: row.version }, { slug: "iso-27001-certified" })).toMatchObject({ version: row.version + 1 });
    const response = await get("/news-details/our-team-is-now-iso-27001-certified", { cookie: customerCookie });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/news-details/iso-27001-certified");
  });
});

describe("a news article's reading column", () => {
  it("reads in one column with its date, author and reading time; the company stands as the author when no team member is recorded", async () => {
    const words = Array.from({ length: 620 }, (_, index) => `word${index}`).join(" ");
    const added = await addContent(news, { title: "A long read", excerpt: "Long.", body: `<h2>Overview</h2><p>${words}</p>`, status: "published" });
    const html = await (await get(`/news-details/${added.slug}`, { cookie: customerCookie })).text();
    expect(html).toContain('<article class="news-article">');
    const meta = visibleText(html.match(/<p class="detail-meta article-meta">[\s\S]*?<\/p>/)![0]);
    expect(meta).toContain("By Fixture Admin");
    // The byline's badge shows the initials; it says nothing a screen reader would read twice.
    expect(html).toContain('<span class="article-author-badge" aria-hidden="true">FA</span>');
    expect(meta).toContain("3 min read");
    // The other tests count the live articles: this one leaves again.
    await db().deleteFrom("news").where("id", "=", added.id).execute();

    // The demo's articles were written by its newsroom's editors.
    const seeded = await (await get("/news-details/we-opened-our-new-operations-centre", { cookie: customerCookie })).text();
    const seededMeta = visibleText(seeded.match(/<p class="detail-meta article-meta">[\s\S]*?<\/p>/)![0]);
    expect(seededMeta).toContain("By Anna Keller");
    expect(seededMeta).toContain("1 min read");
    expect(seeded).toMatch(/<time dateTime="[^"]+">/);

    // Written without an account on record (an import, an erased account, a pruned log): the company published it.
    const unsigned = await db()
      .insertInto("news")
      .values({ title: "Unsigned", slug: "unsigned", excerpt: "No one on record.", body: "<p>Short.</p>", status: "published", published_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const company = await (await get("/news-details/unsigned", { cookie: customerCookie })).text();
    expect(visibleText(company.match(/<p class="detail-meta article-meta">[\s\S]*?<\/p>/)![0])).toContain("By Northwind Systems");
    await db().deleteFrom("news").where("id", "=", unsigned.id).execute();
  });
});
