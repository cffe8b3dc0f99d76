import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { publicSiteHandler, seedDemo, setDetailsRequireLogin } from "../../tests/helpers/public-site";

/** /sitemap.xml of a site in English and German: each translated page lists its versions. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
const saved = process.env.SITE_LOCALES;

beforeAll(async () => {
  process.env.SITE_LOCALES = "en,de";
  resetEnvCache();
  await seedDemo();
  await setDetailsRequireLogin(false);
  // Every page of the demo is in German: one of the test's own stands for an untranslated page.
  await db()
    .insertInto("page")
    .values({ title: "Delivery terms", slug: "delivery-terms", status: "published", published_at: new Date(Date.now() - 86_400_000) })
    .execute();
  get = await publicSiteHandler();
});

afterAll(() => {
  if (saved === undefined) delete process.env.SITE_LOCALES;
  else process.env.SITE_LOCALES = saved;
  resetEnvCache();
});

/** Each <url>'s path -> its alternates as "hreflang path". */
async function sitemap(): Promise<Map<string, string[]>> {
  const xml = await (await get("/sitemap.xml")).text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const urls = [...xml.matchAll(/<url><loc>http:\/\/localhost([^<]+)<\/loc><lastmod>[^<]+<\/lastmod>(.*?)<\/url>/g)];
  return new Map(
    urls.map(([, path, links]) => [
      path,
      [...links.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="http:\/\/localhost([^"]+)"\/>/g)].map(([, hreflang, href]) => `${hreflang} ${href}`),
    ]),
  );
}

describe("/sitemap.xml in several languages", () => {
  it("lists a translated page and article in each language, each with the alternates of all of them", async () => {
    const entries = await sitemap();
    const why = ["en /why-northwind", "de /de/warum-northwind", "x-default /why-northwind"];
    expect(entries.get("/why-northwind")).toEqual(why);
    expect(entries.get("/de/warum-northwind")).toEqual(why);
    const article = [
      "en /news-details/edge-gateway-x1-wins-an-industry-design-award",
      "de /de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche",
      "x-default /news-details/edge-gateway-x1-wins-an-industry-design-award",
    ];
    expect(entries.get("/news-details/edge-gateway-x1-wins-an-industry-design-award")).toEqual(article);
    expect(entries.get("/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche")).toEqual(article);
    expect(entries.get("/de")).toEqual(["en /", "de /de", "x-default /"]);
    expect(entries.get("/de/news")).toEqual(["en /news", "de /de/news", "x-default /news"]);
    expect(entries.get("/de/solutions")).toEqual(["en /solutions", "de /de/solutions", "x-default /solutions"]);
    expect(entries.get("/products")).toEqual(["en /products", "de /de/products", "x-default /products"]);
    expect(entries.get("/de/certificates")).toEqual(["en /certificates", "de /de/certificates", "x-default /certificates"]);
    // Untranslated: listed once, without alternates; a scheduled article's translation is not live either.
    expect(entries.get("/product-details/secure-vault")).toEqual([]);
    expect(entries.get("/delivery-terms")).toEqual([]);
    const story = [
      "en /customer-stories/kessler-markets-restocks-its-shelves-before-the-doors-open",
      "de /de/customer-stories/kessler-markets-fuellt-die-regale-auf-bevor-sich-die-tueren-oeffnen",
      "x-default /customer-stories/kessler-markets-restocks-its-shelves-before-the-doors-open",
    ];
    expect(entries.get("/de/customer-stories/kessler-markets-fuellt-die-regale-auf-bevor-sich-die-tueren-oeffnen")).toEqual(story);
    expect(entries.get("/customer-stories/kessler-markets-restocks-its-shelves-before-the-doors-open")).toEqual(story);
    expect(entries.get("/de/customer-stories")).toEqual(["en /customer-stories", "de /de/customer-stories", "x-default /customer-stories"]);
    // The news list, the certificates, three pages, four articles; the two overviews, five categories, nine solutions and
    // five products (Secure Vault is not translated); the list of customer stories and its six stories.
    expect([...entries.keys()].filter((path) => path.startsWith("/de/"))).toHaveLength(1 + 1 + 3 + 4 + 2 + 5 + 9 + 5 + 1 + 6);
  });

  it("leaves the German articles and certificates out with the English ones while details need a sign-in", async () => {
    await setDetailsRequireLogin(true);
    try {
      const entries = await sitemap();
      expect([...entries.keys()].filter((path) => path.includes("news-details") || path.endsWith("/certificates"))).toEqual([]);
      expect(entries.get("/de/ueber-uns")).toEqual(["en /about-us", "de /de/ueber-uns", "x-default /about-us"]);
    } finally {
      await setDetailsRequireLogin(false);
    }
  });
});
