import { db } from "~/db/db.server";
import { products } from "~/services/content/products.server";
import { solutions } from "~/services/content/solutions.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import {
  cardLinks, publicSiteHandler, seedDemo, setDetailsRequireLogin, sidebarWithContactCall, visibleText,
} from "../../tests/helpers/public-site";
import { editContent } from "../../tests/helpers/content";

/** The detail pages: /solution-details/{slug} and /product-details/{slug} (one implementation). */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let customerCookie: string;
let adminCookie: string;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  customerCookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
  adminCookie = await sessionCookieFor((await createTestUser("admin")).id, "admin");
});

async function item(table: "solution" | "product", slug: string) {
  return db().selectFrom(table).select(["id", "version"]).where("slug", "=", slug).executeTakeFirstOrThrow();
}

describe("the guard of the detail pages", () => {
  it("sends anonymous visitors to /login with the page to come back to", async () => {
    const response = await get("/solution-details/cloud-migration");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fsolution-details%2Fcloud-migration");
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get("/product-details/fleet-manager")).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fproduct-details%2Ffleet-manager",
    );
  });

  it("lets signed-in customers and admins in, privately", async () => {
    for (const cookie of [customerCookie, adminCookie]) {
      const response = await get("/solution-details/cloud-migration", { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("lets everyone in while site.require_login_for_details is off, and the page is then public", async () => {
    await setDetailsRequireLogin(false);
    try {
      const response = await get("/solution-details/cloud-migration");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    } finally {
      await setDetailsRequireLogin(true);
    }
  });
});

describe("a solution's detail page", () => {
  it("shows its image, rich body and related solutions of its category, with its SEO fields", async () => {
    const html = await (await get("/solution-details/managed-kubernetes", { cookie: customerCookie })).text();
    expect(html).toContain("<h1>Managed Kubernetes</h1>");
    expect(html).toContain("<h2>What you get</h2>");
    expect(html).toContain("<blockquote>Northwind helped us cut unplanned downtime");
    expect(html).toMatch(/<img [^>]*class="detail-image"[^>]*>/);
    // The trail names where it sits: Home › Solutions › its category › itself.
    const trail = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)![0];
    expect([...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) => visibleText(li[1]).trim())).toEqual(["Home", "Solutions", "Cloud & Infrastructure", "Managed Kubernetes"]);
    expect(trail).toMatch(/<a href="\/solutions\/cloud-infrastructure">Cloud &amp; Infrastructure<\/a>/);
    expect(trail).toContain('<li aria-current="page">Managed Kubernetes</li>');
    expect(trail).toMatch(/<a [^>]*href="\/solutions">Solutions<\/a>/);
    // The button under the summary names the solution; the header's and the sidebar's say "Contact us".
    const header = html.match(/<header class="page-header">[\s\S]*?<\/header>/)![0];
    expect(header).toMatch(/<a class="button"[^>]*href="\/contact-us\?subject=[^"]+"[^>]*>Ask about Managed Kubernetes<\/a>/);
    // The sidebar, after the article: the call to action, then the related solutions.
    const sidebar = sidebarWithContactCall(html, "Contact us and related solutions");
    expect(sidebar).toContain('<h2 id="detail-related">Related solutions</h2>');
    expect(cardLinks(sidebar)).toEqual(["/solution-details/cloud-migration", "/solution-details/hybrid-networking"]);
    expect(html).toContain("<title>Managed Kubernetes | Northwind Systems</title>");
    expect(html).toContain('<meta name="description" content="Production-grade clusters, patched and monitored around the clock."/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/solution-details/managed-kubernetes"/>');
    expect(html).not.toContain("Preview — not published");
  });

  it("is not found while a draft or scheduled, and appears once its time has come", async () => {
    const { id, version } = await item("solution", "hybrid-networking");
    const future = new Date(Date.now() + 3_600_000);
    expect(await editContent(solutions, { id, version }, { published_at: future })).toMatchObject({ version: version + 1 });
    expect((await get("/solution-details/hybrid-networking", { cookie: customerCookie })).status).toBe(404);
    // Related lists leave it out too.
    expect(await (await get("/solution-details/cloud-migration", { cookie: customerCookie })).text()).not.toContain(
      "/solution-details/hybrid-networking",
    );

    await db().updateTable("solution").set({ published_at: new Date(Date.now() - 1000) }).where("id", "=", id).execute();
    expect((await get("/solution-details/hybrid-networking", { cookie: customerCookie })).status).toBe(200);

    await db().updateTable("solution").set({ status: "draft" }).where("id", "=", id).execute();
    expect((await get("/solution-details/hybrid-networking", { cookie: customerCookie })).status).toBe(404);
  });

  it("shows an admin a draft with ?preview=1, with a banner, noindex and no caching", async () => {
    await db().updateTable("solution").set({ status: "draft" }).where("slug", "=", "data-platform").execute();
    const response = await get("/solution-details/data-platform?preview=1", { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const html = await response.text();
    expect(visibleText(html)).toContain("Preview — not published. This is a draft.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    // Without an admin session the parameter means nothing.
    expect((await get("/solution-details/data-platform?preview=1", { cookie: customerCookie })).status).toBe(404);
    // A live item previewed shows no banner.
    expect(visibleText(await (await get("/solution-details/cloud-migration?preview=1", { cookie: adminCookie })).text())).not.toContain(
      "Preview — not published",
    );
  });

  it("shows an admin a scheduled item with the scheduled banner", async () => {
    await db()
      .updateTable("solution")
      .set({ status: "published", published_at: new Date(Date.now() + 86_400_000) })
      .where("slug", "=", "identity-and-access")
      .execute();
    const html = await (await get("/solution-details/identity-and-access?preview=1", { cookie: adminCookie })).text();
    expect(visibleText(html)).toContain("Preview — not published. It is scheduled and becomes public at its publishing time.");
  });

  it("sends an old slug to the new URL with a 301, and an unknown one to the 404 page", async () => {
    const { id, version } = await item("solution", "compliance-readiness");
    expect(await editContent(solutions, { id, version }, { slug: "compliance-programmes" })).toMatchObject({ version: version + 1 });
    const response = await get("/solution-details/compliance-readiness", { cookie: customerCookie });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/solution-details/compliance-programmes");
    expect((await get("/solution-details/compliance-programmes", { cookie: customerCookie })).status).toBe(200);
    expect((await get("/solution-details/never-existed", { cookie: customerCookie })).status).toBe(404);
  });
});

describe("a product's detail page", () => {
  it("shows the product and related products, and redirects an old slug", async () => {
    const html = await (await get("/product-details/insight-studio", { cookie: customerCookie })).text();
    expect(html).toContain("<h1>Insight Studio</h1>");
    const sidebar = sidebarWithContactCall(html, "Contact us and related products", "Request a quote");
    expect(cardLinks(sidebar)).toEqual(expect.arrayContaining(["/product-details/fleet-manager", "/product-details/secure-vault"]));

    const { id, version } = await item("product", "secure-vault");
    expect(await editContent(products, { id, version }, { slug: "secure-vault-2" })).toMatchObject({ version: version + 1 });
    const moved = await get("/product-details/secure-vault?preview=1", { cookie: customerCookie });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/product-details/secure-vault-2?preview=1");
  });
});
