import { db } from "~/db/db.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { editContent } from "../../tests/helpers/content";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/** The overviews /solutions and /products: every published category of the kind (one implementation). */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

/** The "at a glance" rows: [title, where it leads, its range], in order. */
function glanceRows(html: string): string[][] {
  const list = html.match(/<ul class="glance-list">[\s\S]*?<\/ul>/)?.[0] ?? "";
  return [...list.matchAll(/<li><a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a><p class="glance-summary">[^<]*<\/p><p class="glance-category">([^<]+)<\/p><\/li>/g)].map(
    (match) => [match[2], match[1], match[3]],
  );
}

/** Where the overview's cards lead, in order. */
function overviewCards(html: string): string[] {
  return [...html.matchAll(/<h2 class="card-title"><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
}

describe("the solutions overview", () => {
  it("shows every published category with its description and picture, to anyone, cached", async () => {
    const response = await get("/solutions");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain("<h1>Solutions</h1>");
    expect(overviewCards(html)).toEqual(["/solutions/cloud-infrastructure", "/solutions/data-analytics", "/solutions/security-compliance"]);
    const text = visibleText(html);
    expect(text).toContain("Turn operational data into decisions");
    expect(html.match(/<img [^>]*class="card-image"/g)).toHaveLength(3);
    // Categories lead to public pages: no lock on their cards.
    expect(html).not.toContain("card-lock");
    expect(html).toContain("<title>Solutions | Northwind Systems</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost/solutions"/>');
    expect(html).toContain('<meta name="description" content="What we deliver, area by area');
  });

  it("lists every solution at a glance, area by area, each linked to its own page", async () => {
    const html = await (await get("/solutions")).text();
    const rows = glanceRows(html);
    expect(rows.filter(([, , area]) => area === "Data &amp; Analytics").map(([title]) => title)).toEqual([
      "Data Platform",
      "Business Dashboards",
      "Predictive Maintenance",
    ]);
    // Area by area, in the menu's order.
    expect([...new Set(rows.map(([, , area]) => area))]).toEqual(["Cloud &amp; Infrastructure", "Data &amp; Analytics", "Security &amp; Compliance"]);
    for (const [, href] of rows) {
      expect(href).toMatch(/^\/solution-details\/[a-z0-9-]+$/);
      expect((await get(href)).status).not.toBe(404);
    }
  });

  it("marks Solutions in the header on the overview, a category and a solution, and nowhere else", async () => {
    const marked = (html: string) => [...html.matchAll(/<summary class="active">([^<]+)/g)].map((match) => match[1]);
    expect(marked(await (await get("/solutions")).text())).toContain("Solutions");
    expect(marked(await (await get("/solutions/data-analytics")).text())).toContain("Solutions");
    expect(marked(await (await get("/products")).text())).toEqual(expect.arrayContaining(["Products"]));
    expect(marked(await (await get("/products")).text())).not.toContain("Solutions");
    expect(marked(await (await get("/news")).text())).toEqual([]);
  });

  it("is what the footer's Solutions, the header menus' last entry and the breadcrumbs' Solutions lead to", async () => {
    const home = await (await get("/")).text();
    const menus = [...home.matchAll(/<details class="nav-menu">[\s\S]*?<\/details>/g)].map((match) => match[0]);
    expect(menus.length).toBeGreaterThanOrEqual(2);
    expect(menus[0]).toMatch(/<li class="nav-menu-all"><a [^>]*href="\/solutions"[^>]*>All solutions<\/a><\/li><\/ul>/);
    expect(menus[1]).toMatch(/<li class="nav-menu-all"><a [^>]*href="\/products"[^>]*>All products<\/a><\/li><\/ul>/);
    const footer = home.slice(home.indexOf('<footer class="site-footer">'));
    expect(footer).toContain('href="/solutions">Solutions</a>');
    expect(footer).toContain('href="/products">Products</a>');
    const category = await (await get("/solutions/data-analytics")).text();
    expect(category).toMatch(/<nav aria-label="Breadcrumb" class="breadcrumbs"><ol><li><a href="\/">Home<\/a><\/li><li><a [^>]*href="\/solutions">Solutions<\/a><\/li>/);
  });

  it("leaves out an unpublished category, and says so when none is left", async () => {
    const rows = await db().selectFrom("solution_category").select(["id", "version", "slug"]).execute();
    const hidden = rows.find((row) => row.slug === "security-compliance")!;
    await editContent(solutionCategories, { id: hidden.id, version: hidden.version }, { is_published: false });
    const shown = await (await get("/solutions")).text();
    expect(overviewCards(shown)).not.toContain("/solutions/security-compliance");
    // Its solutions leave the list at a glance with it: they would lead where the menus no longer do.
    expect(glanceRows(shown).map(([, , range]) => range)).not.toContain("Security &amp; Compliance");
    expect(glanceRows(shown).length).toBeGreaterThan(1);

    await db().updateTable("solution_category").set({ is_published: false }).execute();
    const html = await (await get("/solutions")).text();
    expect(visibleText(html)).toContain("Nothing is published here yet.");
    expect(html).not.toContain("glance-list");
    // With no category, the footer has no overview to lead to.
    expect(html.slice(html.indexOf('<footer class="site-footer">'))).not.toContain('href="/solutions"');
  });
});

describe("the products overview", () => {
  it("shows the product categories, and is in the sitemap with the solutions'", async () => {
    const html = await (await get("/products")).text();
    expect(html).toContain("<h1>Products</h1>");
    expect(overviewCards(html)).toEqual(["/products/edge-hardware", "/products/software"]);
    expect(visibleText(html)).toContain("Edge Gateway X1");
    const product = await (await get("/products/edge-hardware")).text();
    expect(product).toContain('href="/products">Products</a></li>');

    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost/products</loc>");
  });

  it("lists every product at a glance, range by range, with what each is for, and says the pages need an account", async () => {
    const html = await (await get("/products")).text();
    expect(html).toContain('<h2 id="glance">Every product at a glance</h2>');
    expect(glanceRows(html)).toEqual([
      ["Edge Gateway X1", "/product-details/edge-gateway-x1", "Edge Hardware"],
      ["Sensor Hub S4", "/product-details/sensor-hub-s4", "Edge Hardware"],
      ["Vision Node V2", "/product-details/vision-node-v2", "Edge Hardware"],
      ["Fleet Manager", "/product-details/fleet-manager", "Software"],
      ["Insight Studio", "/product-details/insight-studio", "Software"],
      ["Secure Vault", "/product-details/secure-vault", "Software"],
    ]);
    expect(visibleText(html)).toContain("Vision Node V2 On-device image inspection at 60 frames per second.");
    const glance = html.slice(html.indexOf('<section class="glance"'), html.indexOf('<ul class="glance-list">'));
    expect(visibleText(glance)).toContain("Full product pages are free for registered customers.");
  });
});
