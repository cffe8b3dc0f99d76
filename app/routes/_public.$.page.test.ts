import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/** The 404 page offers a way on: a search and the site's main pages. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

describe("the 404 page", () => {
  it("has the site search and popular links", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<form method="get" action="\/search" role="search" aria-label="Search from this page" class="search-page-form not-found-search"/);
    expect(html).toContain('<label for="not-found-q">Search the site</label>');
    expect(html).toMatch(/<input id="not-found-q" type="search" name="q"/);
    const popular = html.match(/<ul class="not-found-popular">([\s\S]*?)<\/ul>/)![1];
    const links = [...popular.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toContain("/solutions/data-analytics");
    expect(links).toContain("/news");
    expect(links).toContain("/customer-stories");
    expect(visibleText(html)).toContain("Popular pages");
  });
});
