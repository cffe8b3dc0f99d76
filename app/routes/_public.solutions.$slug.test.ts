import { db } from "~/db/db.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { productCategories } from "~/services/content/product-categories.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, setDetailsRequireLogin, visibleText } from "../../tests/helpers/public-site";
import { editContent } from "../../tests/helpers/content";

/** The category pages: /solutions/{slug} and /products/{slug} (one implementation). */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

async function categoryId(table: "solution_category" | "product_category", slug: string) {
  return (await db().selectFrom(table).select(["id", "version"]).where("slug", "=", slug).executeTakeFirstOrThrow());
}

describe("a solution category page", () => {
  it("shows the category and its published solutions as cards, in order", async () => {
    const response = await get("/solutions/data-analytics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain("<h1>Data &amp; Analytics</h1>");
    expect(visibleText(html)).toContain("Turn operational data into decisions");
    const cards = [...html.matchAll(/<h2 class="card-title"><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(cards).toEqual([
      "/solution-details/data-platform",
      "/solution-details/business-dashboards",
      "/solution-details/predictive-maintenance",
    ]);
    expect(html).toContain("<title>Data &amp; Analytics | Northwind Systems</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost/solutions/data-analytics"/>');
    // The banner and the first card's picture fill a phone's first view: both load at once, the other cards lazily.
    const banner = html.match(/<img [^>]*class="detail-image category-image"[^>]*>/)![0];
    expect(banner).toMatch(/loading="eager"/);
    // The items' cards, not the customer story's under them.
    const pictures = html.split('class="category-story"')[0].match(/<img [^>]*class="card-image"[^>]*>/g)!;
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toMatch(/loading="eager"/);
    expect(pictures[0]).toMatch(/fetchpriority="high"/);
    for (const tag of pictures.slice(1)) expect(tag).toMatch(/loading="lazy"/);
  });

  it("says once above the cards, not on each, that the details need an account, and why on the sign-in page", async () => {
    const locks = (html: string) => html.match(/class="card-lock"/g)?.length ?? 0;
    const notes = (html: string) => html.match(/class="guard-note[" ]/g)?.length ?? 0;
    const category = await (await get("/solutions/data-analytics")).text();
    expect(notes(category)).toBe(1);
    expect(locks(category)).toBe(0);
    // The home page says it once above its products and once above its news, as a quiet line: no lock on each card.
    const home = await (await get("/")).text();
    expect(locks(home)).toBe(0);
    expect(home.match(/class="guard-note guard-note-quiet"/g)).toHaveLength(2);
    const signIn = visibleText(await (await get("/login?redirectTo=%2Fsolution-details%2Fdata-platform")).text());
    expect(signIn).toContain("Solution details are free for registered customers.");
    expect(visibleText(await (await get("/login")).text())).not.toContain("for registered customers");

    await setDetailsRequireLogin(false);
    try {
      expect(notes(await (await get("/solutions/data-analytics")).text())).toBe(0);
      expect(notes(await (await get("/")).text())).toBe(0);
    } finally {
      await setDetailsRequireLogin(true);
    }
    const customer = await createTestUser("customer");
    const cookie = await sessionCookieFor(customer.id, "customer");
    expect(notes(await (await get("/solutions/data-analytics", { cookie })).text())).toBe(0);
    expect(notes(await (await get("/", { cookie })).text())).toBe(0);
  });

  it("leads on to the other solution areas, as the menu names them, the page's own left out", async () => {
    const html = await (await get("/solutions/data-analytics")).text();
    const others = html.match(/<nav class="category-others"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect(others).toContain('<h2 id="category-others">Other solution areas</h2>');
    expect([...others.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(["/solutions/cloud-infrastructure", "/solutions/security-compliance"]);
  });

  it("leaves out drafts and scheduled solutions until their time comes", async () => {
    await db().updateTable("solution").set({ status: "draft" }).where("slug", "=", "data-platform").execute();
    await db()
      .updateTable("solution")
      .set({ published_at: new Date(Date.now() + 86_400_000) })
      .where("slug", "=", "business-dashboards")
      .execute();
    let html = await (await get("/solutions/data-analytics")).text();
    expect(html).not.toContain("/solution-details/data-platform");
    expect(html).not.toContain("/solution-details/business-dashboards");
    expect(html).toContain("/solution-details/predictive-maintenance");

    await db().updateTable("solution").set({ published_at: new Date(Date.now() - 1000) }).where("slug", "=", "business-dashboards").execute();
    html = await (await get("/solutions/data-analytics")).text();
    expect(html).toContain("/solution-details/business-dashboards");
  });

  it("opens with an introduction even when the category has no description", async () => {
    const { id, version } = await categoryId("solution_category", "data-analytics");
    expect(await editContent(solutionCategories, { id, version }, { description: "" })).toMatchObject({ version: version + 1 });
    const html = await (await get("/solutions/data-analytics")).text();
    expect(html).toContain(
      '<p class="category-intro">The solutions we offer in Data &amp; Analytics: open one to see what it does and how we deliver it.</p>',
    );
  });

  it("answers 404 for an unknown or unpublished category, and for a malformed slug", async () => {
    expect((await get("/solutions/no-such-category")).status).toBe(404);
    expect((await get("/solutions/Not_A_Slug")).status).toBe(404);
    const html = await (await get("/solutions/no-such-category")).text();
    expect(html).toContain("<h1>Page not found</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The 404 page keeps the site's header.
    expect(html).toContain('<nav aria-label="Main"');

    const { id, version } = await categoryId("solution_category", "security-compliance");
    expect(await editContent(solutionCategories, { id, version }, { is_published: false })).toMatchObject({ version: version + 1 });
    expect((await get("/solutions/security-compliance")).status).toBe(404);
  });

  it("sends an old slug to the new URL with a 301", async () => {
    const { id, version } = await categoryId("solution_category", "cloud-infrastructure");
    expect(await editContent(solutionCategories, { id, version }, { slug: "cloud" })).toMatchObject({ version: version + 1 });
    const response = await get("/solutions/cloud-infrastructure");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/solutions/cloud");
    expect((await get("/solutions/cloud")).status).toBe(200);
  });
});

describe("a product category page", () => {
  it("shows the category and its products, and redirects an old slug", async () => {
    const html = await (await get("/products/edge-hardware")).text();
    expect(html).toContain("<h1>Edge Hardware</h1>");
    expect(html).toContain('href="/product-details/sensor-hub-s4"');
    expect(html).not.toContain('href="/product-details/fleet-manager"');

    const { id, version } = await categoryId("product_category", "software");
    expect(await editContent(productCategories, { id, version }, { slug: "platform-software" })).toMatchObject({ version: version + 1 });
    const moved = await get("/products/software");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/products/platform-software");
    expect((await get("/products/nothing-here")).status).toBe(404);
  });
});
