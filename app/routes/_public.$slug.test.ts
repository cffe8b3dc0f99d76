import { db } from "~/db/db.server";
import { pages } from "~/services/content/pages.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { editContent } from "../../tests/helpers/content";

/** Custom pages at /{slug}, and the 404 page for everything else (this route and the splat). */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let adminCookie: string;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  adminCookie = await sessionCookieFor((await createTestUser("admin")).id, "admin");
});

async function pageRow(slug: string) {
  return db().selectFrom("page").select(["id", "version"]).where("slug", "=", slug).executeTakeFirstOrThrow();
}

describe("a custom page", () => {
  it("shows a published page to everyone, with its description", async () => {
    const response = await get("/privacy-policy");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain("<h1>Privacy policy</h1>");
    // The trail above the title, as every other page has it.
    expect(html).toMatch(/<nav aria-label="Breadcrumb" class="breadcrumbs"><ol><li><a href="\/">Home<\/a><\/li><li aria-current="page">Privacy policy<\/li><\/ol><\/nav><h1>Privacy policy<\/h1>/);
    expect(html).toContain("<h2>What we collect</h2>");
    expect(html).toContain("<title>Privacy policy | Northwind Systems</title>");
    expect(html).toMatch(/<meta name="description" content="What we collect: When you use our contact form/);
  });

  it("presents the company on the about-us page: a hero, its text and sections, then its figures, certificates, a customer story and contact", async () => {
    const response = await get("/about-us");
    expect(response.status).toBe(200);
    const html = await response.text();
    const parts = [
      '<h1 id="section-1-title">About us</h1>', "<h2>Who we are</h2>", '<h2 id="section-2-title">Our operations centre</h2>', '<h2 id="section-3-title">How we work</h2>', "Helen Marsh",
      '<h2 id="section-5-title">Questions about us</h2>', 'id="company-figures"', 'id="company-certificates"', 'id="company-story"', 'id="company-contact"',
    ];
    const at = parts.map((part) => html.indexOf(part));
    expect(Math.min(...at), "every part is there").toBeGreaterThan(0);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // Another customer than the home page features (the newest, Baltic Freightways): the second newest.
    const story = html.slice(html.indexOf('id="company-story"'), html.indexOf('id="company-contact"'));
    expect(story).toContain("Hallam Components moves its plants to the cloud");
    expect(story).not.toContain("Baltic Freightways cuts");

    // The hero's heading is the page's one h1, beside a picture of the team; the operations centre is shown, not only told.
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<section class="hero section-hero"[^>]*>[\s\S]*?<img [^>]*class="section-hero-image"/);
    expect(html).toMatch(/<section class="section" aria-labelledby="section-2-title">[\s\S]*?<img [^>]*class="image-text-image"/);
    const text = visibleText(html);
    expect(text).toContain("Co-founder and managing director");
    expect(text).toContain("Uptime last year 99.98 %");
    expect(html).toMatch(/<ul class="certificate-strip"[^>]*>[\s\S]*?alt="ISO 9001 Quality certification mark"/);
    expect(html).toContain('href="/certificates"');
    const [, secondNewest] = await db()
      .selectFrom("customer_story")
      .select("slug")
      .where("status", "=", "published")
      .where("published_at", "<=", new Date())
      .orderBy("published_at", "desc")
      .limit(2)
      .execute();
    expect(html).toMatch(new RegExp(`<article class="card story-feature">[\\s\\S]*?href="/customer-stories/${secondNewest.slug}"`));
    expect(html).toMatch(/<address class="company-contact">[\s\S]*?href="tel:\+442396496000"[\s\S]*?href="mailto:hello@northwind.example"/);
    expect(html).toMatch(/<section class="section contact-cta"[\s\S]*?<a class="button button-large"[^>]*href="\/contact-us"/);
    expect(html).toContain('href="/admin/CompanyPDF"');

    // Any other page is its own text only.
    expect(await (await get("/privacy-policy")).text()).not.toContain('id="company-figures"');
  });

  it("is the 404 page while a draft, except in an admin's preview", async () => {
    const { id, version } = await pageRow("about-us");
    expect(await editContent(pages, { id, version }, { status: "draft" })).toMatchObject({ version: version + 1 });
    const missing = await get("/about-us");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1>Page not found</h1>");
    // It left the menu too.
    expect(await (await get("/privacy-policy")).text()).not.toContain('href="/about-us"');

    const preview = await get("/about-us?preview=1", { cookie: adminCookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(visibleText(await preview.text())).toContain("Preview — not published. This is a draft.");
    expect((await get("/about-us?preview=1")).status).toBe(404);
  });

  it("sends an old slug to the new one with a 301", async () => {
    const { id, version } = await pageRow("privacy-policy");
    expect(await editContent(pages, { id, version }, { slug: "privacy" })).toMatchObject({ version: version + 1 });
    const response = await get("/privacy-policy");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/privacy");
    expect((await get("/privacy")).status).toBe(200);
  });
});

describe("the 404 page", () => {
  it("answers unknown paths of any depth with status 404 inside the layout", async () => {
    for (const path of ["/no-such-page", "/Not%20A%20Slug", "/deep/er/path", "/solutions/x/y"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("<h1>Page not found</h1>");
      expect(html).toContain('<nav aria-label="Main"');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("answers 301 for a deeper old path that has a redirect", async () => {
    await db().insertInto("redirect").values({ from_path: "/old/brochure", to_path: "/contact-us" }).execute();
    const response = await get("/old/brochure?ref=mail");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/contact-us?ref=mail");
    // A trailing slash reaches the same redirect.
    expect((await get("/old/brochure/")).headers.get("Location")).toBe("/contact-us");
  });
});
