import { db } from "~/db/db.server";
import { news } from "~/services/content/news.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { addContent } from "../../tests/helpers/content";
import { publicSiteHandler, seedDemo } from "../../tests/helpers/public-site";

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

function articleLinks(html: string): string[] {
  return [...html.matchAll(/<h2 class="card-title(?: news-lead-title)?"><a [^>]*href="\/news-details\/([^"]+)"/g)].map((match) => match[1]);
}

describe("the news list", () => {
  it("shows live articles newest first, without drafts or scheduled ones, to everyone", async () => {
    const response = await get("/news");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const html = await response.text();
    expect(articleLinks(html)).toEqual([
      "we-opened-our-new-operations-centre",
      "edge-gateway-x1-wins-an-industry-design-award",
      "how-predictive-maintenance-saved-a-bottling-plant-400-hours",
      "our-team-is-now-iso-27001-certified",
    ]);
    expect(html).not.toContain('aria-label="Pagination"');
    // Under the heading: what the news is, and its feed for readers who follow it elsewhere.
    expect(html.replaceAll("<!-- -->", "")).toMatch(/<p class="page-lede">Announcements, projects and events[^<]*<a href="\/news\/feed.xml" class="feed-link">RSS feed<\/a><\/p>/);
    expect(html).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{1,2} \w+ \d{4}<\/time>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/news"/>');
    // The newest leads the page: larger, with its excerpt, date and reading time, the rest in the grid under it.
    const lead = /<article class="card news-lead">[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(lead).toContain('href="/news-details/we-opened-our-new-operations-centre"');
    expect(lead).toMatch(/<time dateTime="[^"]+">\d{1,2} \w+ \d{4}<\/time><span>\d+ min read<\/span>/);
    expect(lead).toContain('class="card-text news-lead-excerpt"');
    // Its cover is the page's first picture, what a phone shows first: it alone loads at once.
    const cover = /<img [^>]*class="news-lead-image"[^>]*>/.exec(lead)?.[0] ?? "";
    expect(cover).toMatch(/loading="eager"/);
    expect(cover).toMatch(/fetchpriority="high"/);
    const pictures = html.match(/<img [^>]*class="card-image"[^>]*>/g)!;
    expect(pictures.length).toBeGreaterThan(1);
    for (const tag of pictures) {
      expect(tag).toMatch(/loading="lazy"/);
      expect(tag).not.toMatch(/fetchpriority/);
    }
    expect((await get("/news?page=2")).status).toBe(404);
  });

  it("pages 9 at a time with links that work without JavaScript", async () => {
    const day = 86_400_000;
    for (let index = 0; index < 8; index += 1) {
      const row = await addContent(news, {
        title: `Update number ${index + 1}`,
        status: "published",
        published_at: new Date(Date.now() - (100 + index) * day),
      });
      expect(row.slug).toBe(`update-number-${index + 1}`);
    }
    const first = await (await get("/news")).text();
    expect(articleLinks(first)).toHaveLength(9);
    expect(articleLinks(first)[8]).toBe("update-number-5");
    expect(first).toMatch(/<nav class="pagination" aria-label="Pagination">/);
    expect(first).toMatch(/<a rel="next"[^>]*href="\/news\?page=2"/);
    expect(first).toMatch(/<span aria-current="page"><span class="visually-hidden">Page <\/span>1<\/span>/);

    const second = await get("/news?page=2");
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(articleLinks(html)).toEqual(["update-number-6", "update-number-7", "update-number-8"]);
    expect(html).toMatch(/<a rel="prev"[^>]*href="\/news"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/news?page=2"/>');
    expect(html).toContain("<title>News (page 2 of 2) | Northwind Systems</title>");
    expect(html.replaceAll("<!-- -->", "")).toContain('<p class="page-lede">Page 2 of 2. Announcements');

    expect((await get("/news?page=3")).status).toBe(404);
    // A page number that is not one shows the first page.
    expect(articleLinks(await (await get("/news?page=abc")).text())).toHaveLength(9);
  });

  it("shows a scheduled article once its time has come", async () => {
    const slug = "join-us-at-the-industrial-data-summit";
    expect(articleLinks(await (await get("/news")).text())).not.toContain(slug);
    await db().updateTable("news").set({ published_at: new Date(Date.now() - 60_000) }).where("slug", "=", slug).execute();
    expect(articleLinks(await (await get("/news")).text())[0]).toBe(slug);
  });

  it("sets a lead without a cover in its words alone, and puts a plain tile where a card's cover would be", async () => {
    const lead = await addContent(news, { title: "Words only", excerpt: "No picture here.", status: "published", published_at: new Date(Date.now() - 1_000) });
    const card = await addContent(news, { title: "Words too", excerpt: "Nor here.", status: "published", published_at: new Date(Date.now() - 2_000) });
    try {
      const html = await (await get("/news")).text();
      expect(articleLinks(html).slice(0, 2)).toEqual(["words-only", "words-too"]);
      // The lead stands on its words alone, the full width; a card keeps the tile.
      expect(html).toMatch(/<article class="card news-lead news-lead-text"><div class="card-body news-lead-body">/);
      const wordsToo = html.slice(html.lastIndexOf('<article class="card"', html.indexOf('href="/news-details/words-too"')));
      expect(wordsToo).toMatch(/^<article class="card"><div class="card-image image-none" aria-hidden="true"><svg /);
    } finally {
      await db().deleteFrom("news").where("id", "in", [lead.id, card.id]).execute();
    }
  });
});
