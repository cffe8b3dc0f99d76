import fs from "node:fs";
import { db } from "~/db/db.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { loader } from "./_public";

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

describe("the public layout", () => {
  it("draws the header, the navigation with every published category, and the footer", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();

    expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(html).toMatch(/<main id="main" tabindex="-1">/);
    expect(html).toMatch(/<nav aria-label="Main"/);
    // Dropdowns are <details>, so they open without JavaScript.
    expect(html).toMatch(/<details class="nav-menu"><summary>Solutions<\/summary>/);
    for (const href of ["/solutions/cloud-infrastructure", "/solutions/data-analytics", "/products/edge-hardware", "/products/software"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('href="/news"');
    expect(html).toContain('href="/certificates"');
    expect(html).toContain('href="/contact-us"');
    // About us is marked show-in-menu; the privacy policy is not.
    expect(html).toMatch(/<nav aria-label="Main"[\s\S]*href="\/about-us"[\s\S]*<\/nav>/);
    expect(html.match(/<nav aria-label="Main"[\s\S]*?<\/nav>/)![0]).not.toContain("/privacy-policy");
    // A company site's main action is getting in touch: Contact us is the header's one button, Sign in a quiet link.
    const account = html.match(/<div class="nav-account">[\s\S]*?<\/div>/)![0];
    expect(account).toMatch(/<a [^>]*href="\/login">Sign in<\/a>/);
    expect(account).toMatch(/<a [^>]*class="button button-small nav-contact" href="\/contact-us">Contact us<\/a>/);
    expect(account).not.toContain("/register");
    // The menu names the stories as their page does.
    expect(html.match(/<nav aria-label="Main"[\s\S]*?<\/nav>/)![0]).toMatch(/<a [^>]*href="\/customer-stories">Customer stories<\/a>/);

    const text = visibleText(html);
    expect(text).toContain("100 Harbour Street, Suite 4, Portsmouth");
    expect(text).toContain("hello@northwind.example");
    expect(text).toContain("© Northwind Systems. All rights reserved.");
    expect(html).toContain('href="https://www.linkedin.com/company/northwind-example"');
    // An empty social link is left out.
    expect(text).not.toContain("Instagram");
  });

  it("lists the site's main pages, then the company's, in the footer's two columns of links", async () => {
    const html = await (await get("/news")).text();
    const columns = [...html.matchAll(/<ul class="quick-links">[\s\S]*?<\/ul>/g)].map(([list]) =>
      [...list.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => `${label} ${href}`),
    );
    expect(columns).toEqual([
      ["Home /", "Solutions /solutions", "Products /products", "Contact us /contact-us"],
      ["About us /about-us", "Customer stories /customer-stories", "News /news", "Certificates /certificates", "Company profile (PDF) /admin/CompanyPDF"],
    ]);
    expect(html).toMatch(/<ul class="footer-legal">[\s\S]*?<a href="\/news\/feed.xml">RSS feed<\/a>/);
  });

  it("links the privacy policy from every footer while it is published", async () => {
    const footer = (html: string) => html.match(/<footer class="site-footer"[\s\S]*?<\/footer>/)![0];
    expect(footer(await (await get("/news")).text())).toMatch(/<a [^>]*href="\/privacy-policy"[^>]*>Privacy policy<\/a>/);
    await db().updateTable("page").set({ status: "draft" }).where("slug", "=", "privacy-policy").execute();
    try {
      expect(footer(await (await get("/news")).text())).not.toContain("/privacy-policy");
    } finally {
      await db().updateTable("page").set({ status: "published" }).where("slug", "=", "privacy-policy").execute();
    }
  });

  it("hides a category that is unpublished", async () => {
    await db().updateTable("product_category").set({ is_published: false }).where("slug", "=", "software").execute();
    try {
      const html = await (await get("/")).text();
      expect(html).not.toContain('href="/products/software"');
      expect(html).toContain('href="/products/edge-hardware"');
    } finally {
      await db().updateTable("product_category").set({ is_published: true }).where("slug", "=", "software").execute();
    }
  });

  it("shows a signed-in customer's name and a Sign out form posting to /logout, and keeps the page private", async () => {
    const customer = await createTestUser("customer", { name: "Carla Customer" });
    const response = await get("/", { cookie: await sessionCookieFor(customer.id, "customer") });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain("Carla Customer");
    expect(html).toMatch(/<form method="post" action="\/logout"[^>]*>[\s\S]*?Sign out<\/button><\/form>/);
    expect(html).not.toContain('href="/login"');
    // On a phone the closed Menu button carries the initials, so being signed in shows before the menu opens.
    expect(html).toMatch(/<details class="menu-toggle"><summary>(?:(?!<\/summary>)[\s\S])*<span class="article-author-badge account-initials menu-initials" aria-hidden="true">CC<\/span><\/summary>/);
  });

  it("offers a signed-in admin the way to the dashboard instead of a visitor's Login and Register", async () => {
    const admin = await createTestUser("admin");
    const html = await (await get("/", { cookie: await sessionCookieFor(admin.id, "admin") })).text();
    expect(html).toMatch(/<div class="nav-account"><a href="\/admin\/dashboard">Dashboard<\/a><a [^>]*class="button button-small nav-contact" href="\/contact-us">Contact us<\/a><\/div>/);
    expect(html).not.toContain('href="/login"');
    expect(html).not.toContain('href="/register"');
  });

  it("shows the profile's logo from the media library, else the bundled logo", async () => {
    const row = await db().selectFrom("setting").select("value").where("name", "=", "profile").executeTakeFirstOrThrow();
    const value = row.value as Record<string, unknown>;
    const media = await db().selectFrom("media").select(["id", "alt"]).where("original_name", "=", "northwind-logo.png").executeTakeFirstOrThrow();
    const setProfile = (changes: Record<string, unknown>) =>
      db().updateTable("setting").set({ value: JSON.stringify({ ...value, ...changes }) }).where("name", "=", "profile").execute();
    try {
      await setProfile({ logo_id: media.id });
      const withLogo = await (await get("/")).text();
      expect(withLogo).toMatch(new RegExp(`<a class="brand"[^>]*><img src="/media/${media.id}/northwind-logo\\.png[^"]*" width="160" height="40" alt="Northwind Systems"/>`));
      expect(withLogo).not.toContain('src="/logo.svg"');

      await setProfile({ logo: null, logo_id: null });
      const html = await (await get("/")).text();
      expect(html).toContain('src="/logo.svg"');
      expect(visibleText(html)).toContain("Northwind Systems");
    } finally {
      await db().updateTable("setting").set({ value: JSON.stringify(value) }).where("name", "=", "profile").execute();
    }
  });

  it("hands every page the site's name, canonical origin and default description", async () => {
    const response = await loader({ request: new Request("http://localhost/"), params: {}, context: { clientIp: "127.0.0.1" } });
    const data = await response.json();
    expect(data.seo).toEqual({
      name: "Northwind Systems",
      origin: "http://localhost",
      defaultDescription: "Northwind Systems: cloud, data and security solutions and edge hardware for industrial companies.",
    });
    expect(data.visitor).toBeNull();
  });

  it("sends anonymous visitors a shared-cacheable page with an ETag, and 304 when it has not changed", async () => {
    const first = await get("/");
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get("Vary")).toBe("Cookie");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get("/", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    await db().updateTable("hero_content").set({ title: "Engineers, never resellers" }).where("title", "=", "Engineers, not resellers").execute();
    const changed = await get("/", { headers: { "If-None-Match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(await changed.text()).toContain("Engineers, never resellers");
  });

  it("answers loader data requests with the same caching rule, an ETag and 304", async () => {
    const path = "/news?_data=routes%2F_public.news._index";
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // The newest of the 4 live articles leads the page; the other 3 follow.
    const data = await first.json();
    expect([data.lead, ...data.articles]).toHaveLength(4);
    expect((await get(path, { headers: { "If-None-Match": etag } })).status).toBe(304);

    const customer = await createTestUser("customer");
    const signedIn = await get(path, { cookie: await sessionCookieFor(customer.id, "customer") });
    expect(signedIn.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(signedIn.headers.get("ETag")).toBeNull();
  });

  it("uses SITE_URL for canonical links when it is set", async () => {
    const { resetEnvCache } = await import("~/env.server");
    process.env.SITE_URL = "https://www.northwind.example";
    resetEnvCache();
    try {
      const html = await (await get("/news")).text();
      expect(html).toContain('<link rel="canonical" href="https://www.northwind.example/news"/>');
      expect(html).toContain('<meta property="og:url" content="https://www.northwind.example/news"/>');
    } finally {
      delete process.env.SITE_URL;
      resetEnvCache();
    }
  });

  // Public pages without a parameter, from their file names; those left out say why.
  const NOT_A_PUBLIC_PAGE: Record<string, string> = {
    "_public.account.tsx": "one customer's own page, behind sign-in",
    "_public.logout.tsx": "a form's action, no page",
  };
  const publicPages = fs
    .readdirSync("app/routes")
    .filter((file) => /^_public\.[^$]*\.tsx$/.test(file) && !(file in NOT_A_PUBLIC_PAGE))
    .map((file) => `/${file.replace(/^_public\.|\.tsx$/g, "").replace(/\._index$|^_index$/, "")}`);

  it("finds the public pages it checks", () => {
    expect(publicPages).toEqual(expect.arrayContaining(["/", "/login", "/register", "/forgot-password", "/news", "/contact-us"]));
  });

  it.each(publicPages)("gives %s its canonical link and OpenGraph title", async (path) => {
    let response = await get(path);
    // Pages the site's setting keeps for signed-in customers are checked as one.
    if (response.headers.get("Location")?.startsWith("/login?")) {
      const customer = await createTestUser("customer");
      response = await get(path, { cookie: await sessionCookieFor(customer.id, "customer") });
    }
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost${path === "/" ? "/" : path}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
  });

  const SEPARATORS = ["\u2028", "\u2029", "\u0085", "\r", "\n", "\r\n", "\u000b", "\u000c", "\u0000", "\u001b", "\u007f", "\u009b"];
  const redirectTos = SEPARATORS.flatMap((char) => [`/${char}/x`, `/x${char}`]).flatMap((to) => [encodeURIComponent(to), to]);

  it.each(["/login", "/register"])("sends a signed-in customer on %s to a site path whatever line separator redirectTo holds", async (page) => {
    const customer = await createTestUser("customer");
    const cookie = await sessionCookieFor(customer.id, "customer");
    for (const redirectTo of [...redirectTos, "%E2%80%A8/x", "/%E6%97%A5%E6%9C%AC"]) {
      const response = await get(`${page}?redirectTo=${redirectTo}`, { cookie });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("Location"), redirectTo).toMatch(/^\/(?![/\\])[\u0021-\u007e]*$/);
    }
  });
});
