import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { publicSiteHandler, seedDemo, setDetailsRequireLogin } from "../../tests/helpers/public-site";

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  // The lists below are the open site's; the guarded site has a test of its own.
  await setDetailsRequireLogin(false);
  get = await publicSiteHandler();
});

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

describe("/sitemap.xml", () => {
  it("lists every public URL with its last change", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);

    const urls = locations(xml).map((url) => url.replace("http://localhost", ""));
    expect(urls).toEqual(
      expect.arrayContaining([
        "/", "/solutions", "/products", "/solutions/cloud-infrastructure", "/solutions/data-analytics", "/solutions/security-compliance",
        "/products/edge-hardware", "/products/software", "/solution-details/cloud-migration", "/product-details/secure-vault",
        "/news", "/news-details/we-opened-our-new-operations-centre", "/certificates", "/contact-us", "/about-us", "/privacy-policy",
        "/why-northwind", "/customer-stories", "/customer-stories/baltic-freightways-cuts-unplanned-downtime-by-38",
      ]),
    );
    // The two overviews, 3 + 2 categories, 9 + 6 items, the news list, 4 live articles, certificates, contact, home, 3 pages, the stories list and 6 stories.
    expect(urls).toHaveLength(2 + 5 + 15 + 1 + 4 + 1 + 1 + 1 + 3 + 1 + 6);
    expect(urls).not.toContain("/news-details/join-us-at-the-industrial-data-summit");
    expect(urls).not.toContain("/news-details/notes-for-the-upcoming-product-roadmap");
    expect(new Set(urls).size).toBe(urls.length);

    const entries = [...xml.matchAll(/<url><loc>[^<]+<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(entries).toHaveLength(urls.length);
    for (const [, lastmod] of entries) expect(new Date(lastmod).toISOString()).toBe(lastmod);
  });

  it("leaves out the pages that need a sign-in while the guard is on", async () => {
    await setDetailsRequireLogin(true);
    try {
      const urls = locations(await (await get("/sitemap.xml")).text()).map((url) => url.replace("http://localhost", ""));
      expect(urls.filter((url) => /^\/(solution|product|news)-details\//.test(url))).toEqual([]);
      expect(urls).not.toContain("/certificates");
      // Lists, overviews, categories and customer stories stay: anyone may read them.
      expect(urls).toEqual(expect.arrayContaining(["/", "/solutions", "/solutions/cloud-infrastructure", "/products/software", "/news", "/contact-us", "/about-us"]));
      expect(urls).toHaveLength(2 + 5 + 1 + 1 + 1 + 3 + 1 + 6);
    } finally {
      await setDetailsRequireLogin(false);
    }
  });

  it("follows the publishing rule: a scheduled article joins when its time comes, a draft page leaves", async () => {
    await db().updateTable("news").set({ published_at: new Date(Date.now() - 1000) }).where("slug", "=", "join-us-at-the-industrial-data-summit").execute();
    await db().updateTable("page").set({ status: "draft" }).where("slug", "=", "privacy-policy").execute();
    const urls = locations(await (await get("/sitemap.xml")).text());
    expect(urls).toContain("http://localhost/news-details/join-us-at-the-industrial-data-summit");
    expect(urls).not.toContain("http://localhost/privacy-policy");
  });

  it("uses SITE_URL for the addresses when it is set", async () => {
    process.env.SITE_URL = "https://www.northwind.example/";
    resetEnvCache();
    try {
      const urls = locations(await (await get("/sitemap.xml")).text());
      expect(urls[0]).toBe("https://www.northwind.example/");
      expect(urls.every((url) => url.startsWith("https://www.northwind.example/"))).toBe(true);
    } finally {
      delete process.env.SITE_URL;
      resetEnvCache();
    }
  });
});

describe("/robots.txt", () => {
  it("lets crawlers in, keeps them out of the admin and the API, and points at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin\/$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost\/sitemap.xml$/m);
  });
});
