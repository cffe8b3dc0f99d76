import { sql } from "kysely";
import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { insertStory } from "~/models/public-customer-story.test-support";
import { links } from "~/routes/_public.customer-stories._index";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { customerStoriesSiteHandler } from "../../tests/helpers/customer-stories-site";
import { seedDemo, visibleText } from "../../tests/helpers/public-site";

let get: Awaited<ReturnType<typeof customerStoriesSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await customerStoriesSiteHandler();
});

beforeEach(async () => {
  // The demo's own stories are not the subject here.
  await sql`truncate customer_story, customer_story_translation restart identity`.execute(db());
});

function storyLinks(html: string): string[] {
  return [...html.matchAll(/<h2 class="card-title"><a [^>]*href="\/customer-stories\/([^"]+)"/g)].map((match) => match[1]);
}

describe("the customer stories list", () => {
  it("links its own stylesheet", () => {
    expect(links()).toEqual([{ rel: "stylesheet", href: expect.any(String) }]);
  });

  it("shows the live stories newest first, as cards with the logo, customer, summary and first figure, to everyone", async () => {
    const logo = await insertMedia(db());
    const cover = await insertMedia(db());
    await insertStory("Older win", { daysAgo: 4, industry: "Logistics" });
    await insertStory("Bottling line", {
      industry: "Food and beverage",
      customer_name: "Acme Drinks",
      summary: "Downtime halved in a year.",
      logo_id: logo,
      cover_image_id: cover,
      figures: [{ value: "48%", label: "less unplanned downtime" }, { value: "12", label: "lines" }],
    });
    await insertStory("Not yet", { status: "draft" });
    await insertStory("Soon", { daysAgo: -3 });

    const response = await get("/customer-stories");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const html = await response.text();
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain("<h1>Customer stories</h1>");
    expect(storyLinks(html)).toEqual(["bottling-line", "older-win"]);
    const card = html.slice(html.indexOf('<article class="card story-card">'), html.indexOf("</article>"));
    // The logo carries the customer's name; it is not written a second time beside it.
    expect(card).toMatch(new RegExp(`<img [^>]*src="/media/${logo}/[^"]*"[^>]*alt="Acme Drinks"[^>]*class="story-logo"`));
    expect(card).toMatch(new RegExp(`<img [^>]*src="/media/${cover}/[^"]*"[^>]*class="card-image"[^>]*loading="eager"`));
    expect(visibleText(card)).not.toContain("Acme Drinks");
    expect(card).toContain('<span class="story-industry">Food and beverage</span>');
    expect(visibleText(card)).toContain("Downtime halved in a year.");
    expect(card).toContain('<p class="story-card-figure"><strong>48%</strong> less unplanned downtime</p>');
    expect(card).not.toContain("lines");
    expect(html).toContain('<link rel="canonical" href="http://localhost/customer-stories"/>');
    expect(html).toContain("<title>Customer stories | Northwind Systems</title>");
    expect(html).not.toContain('aria-label="Pagination"');
  });

  it("filters by industry with links, which work without JavaScript and give each industry its address", async () => {
    await insertStory("Port", { industry: "Logistics", daysAgo: 1 });
    await insertStory("Warehouse", { industry: "Logistics", daysAgo: 2 });
    await insertStory("Plant", { industry: "Food and beverage", daysAgo: 3 });
    await insertStory("Clinic", { industry: "Healthcare", status: "draft" });

    const all = await (await get("/customer-stories")).text();
    expect(all).toContain('<nav aria-label="Industries" class="story-filter">');
    expect(all).not.toContain("<select");
    const filter = all.slice(all.indexOf('<nav aria-label="Industries"'), all.indexOf("</nav>", all.indexOf('<nav aria-label="Industries"')));
    const industries = [...filter.matchAll(/<li><a [^>]*href="\/customer-stories(?:\?industry=([^"]*))?">/g)].map((match) => match[1] ?? "");
    expect(industries).toEqual(["", "Food%20and%20beverage", "Logistics"]);
    expect(all).toContain('<a aria-current="page" data-discover="true" href="/customer-stories">All</a>');
    expect(all).toContain('<a data-discover="true" href="/customer-stories?industry=Food%20and%20beverage">Food and beverage</a>');

    // As a form would send it too: spaces as "+".
    const response = await get("/customer-stories?industry=Food+and+beverage");
    expect(response.status).toBe(200);
    const food = await response.text();
    expect(storyLinks(food)).toEqual(["plant"]);
    expect(food).toContain("<h1>Customer stories: Food and beverage</h1>");
    expect(food).toContain('<a aria-current="page" data-discover="true" href="/customer-stories?industry=Food%20and%20beverage">Food and beverage</a>');
    expect(food).toContain('<link rel="canonical" href="http://localhost/customer-stories?industry=Food%20and%20beverage"/>');

    expect(storyLinks(await (await get("/customer-stories?industry=Logistics")).text())).toEqual(["port", "warehouse"]);
    // An empty industry is every industry.
    expect(storyLinks(await (await get("/customer-stories?industry=")).text())).toEqual(["port", "warehouse", "plant"]);
  });

  it("says so when an industry has no live story, and keeps that page out of search results", async () => {
    await insertStory("Port", { industry: "Logistics" });
    for (const industry of ["Healthcare", "x".repeat(500)]) {
      const response = await get(`/customer-stories?industry=${industry}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(storyLinks(html)).toEqual([]);
      expect(visibleText(html)).toContain(`No customer stories in “${industry}” yet. See all customer stories`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("has an empty state without stories, and no filter", async () => {
    const html = await (await get("/customer-stories")).text();
    expect(visibleText(html)).toContain("No customer stories yet. Check back soon.");
    expect(html).not.toContain("story-filter");
  });

  it("pages 9 at a time, within the industry chosen", async () => {
    for (let day = 1; day <= 11; day++) await insertStory(`Story ${day}`, { daysAgo: day, industry: day % 2 ? "Energy" : "Retail" });
    for (let day = 12; day <= 21; day++) await insertStory(`Energy story ${day}`, { daysAgo: day, industry: "Energy" });

    const first = await (await get("/customer-stories")).text();
    expect(storyLinks(first)).toHaveLength(9);
    expect(first).toMatch(/<a rel="next"[^>]*href="\/customer-stories\?page=2"/);

    const energy = await (await get("/customer-stories?industry=Energy&page=2")).text();
    expect(storyLinks(energy)).toEqual(["energy-story-15", "energy-story-16", "energy-story-17", "energy-story-18", "energy-story-19", "energy-story-20", "energy-story-21"]);
    expect(energy).toMatch(/<a rel="prev"[^>]*href="\/customer-stories\?industry=Energy"/);
    expect(energy).toContain('<link rel="canonical" href="http://localhost/customer-stories?industry=Energy&amp;page=2"/>');
    expect(energy).toContain("<title>Customer stories: Energy (page 2 of 2) | Northwind Systems</title>");

    expect((await get("/customer-stories?industry=Energy&page=3")).status).toBe(404);
    expect((await get("/customer-stories?page=4")).status).toBe(404);
    expect(storyLinks(await (await get("/customer-stories?page=abc")).text())).toHaveLength(9);
  });
});
