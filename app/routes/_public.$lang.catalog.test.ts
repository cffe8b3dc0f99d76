import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/**
 * /de/solutions/{slug}, /de/solution-details/{slug} and the products' pages: the demo's catalog in
 * German, Secure Vault left untranslated.
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let customer: string;
const saved = { locales: process.env.SITE_LOCALES, fallback: process.env.SITE_LOCALE_FALLBACK };

function setFallback(on: boolean) {
  if (on) process.env.SITE_LOCALE_FALLBACK = "true";
  else delete process.env.SITE_LOCALE_FALLBACK;
  resetEnvCache();
}

beforeAll(async () => {
  process.env.SITE_LOCALES = "en,de";
  setFallback(false);
  await seedDemo();
  get = await publicSiteHandler();
  customer = await sessionCookieFor((await createTestUser("customer")).id, "customer");
});

afterAll(() => {
  for (const [name, value] of [["SITE_LOCALES", saved.locales], ["SITE_LOCALE_FALLBACK", saved.fallback]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

afterEach(() => setFallback(false));

describe("a category in German", () => {
  it("shows its German name and the German cards, in German words, with alternates to the English page", async () => {
    const response = await get("/de/solutions/daten-und-analytics");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Daten &amp; Analytics</h1>");
    expect(html).toContain('href="/de/solution-details/vorausschauende-wartung"');
    expect(text).toContain("Vorausschauende Wartung");
    expect(text).toContain("Vollständige Lösungsseiten sind für registrierte Kunden kostenlos.");
    // The other areas lead on in German, at their German addresses.
    const others = html.match(/<nav class="category-others"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect(others).toContain("Weitere Lösungsbereiche");
    expect(others).toMatch(/href="\/de\/solutions\/[^"]+"/);
    expect(others).not.toContain('href="/de/solutions/daten-und-analytics"');
    expect(html).toContain(`href="/de/register?redirectTo=${encodeURIComponent("/de/solutions/daten-und-analytics")}"`);
    expect(text).toContain("Fragen zu Daten & Analytics?");
    expect(text).not.toContain("Predictive Maintenance");
    expect(text).not.toContain("Questions about");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/de\/solutions\/daten-und-analytics"/);
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost\/solutions\/data-analytics"/i);
    expect(html).toMatch(/hrefLang="x-default" href="http:\/\/localhost\/solutions\/data-analytics"/i);

    const english = await (await get("/solutions/data-analytics")).text();
    expect(english).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/solutions\/daten-und-analytics"/i);
    // A translated category is reached by its German slug only.
    expect((await get("/de/solutions/data-analytics")).status).toBe(404);
  });

  it("lists only the translated items, and with the fallback the untranslated one in English", async () => {
    const software = visibleText(await (await get("/de/products/software")).text());
    expect(software).toContain("Fleet Manager");
    expect(software).not.toContain("Secure Vault");
    setFallback(true);
    const withFallback = await (await get("/de/products/software")).text();
    expect(withFallback).toContain('href="/de/product-details/secure-vault"');
  });

  it("names the categories in German in the menu of a German page, linked under /de", async () => {
    const html = await (await get("/de")).text();
    expect(html).toContain('href="/de/solutions/cloud-und-infrastruktur"');
    expect(visibleText(html)).toContain("Cloud & Infrastruktur");
    const english = await (await get("/")).text();
    expect(english).toContain('href="/solutions/cloud-infrastructure"');
    expect(english).not.toContain("/de/solutions/");
  });
});

describe("the overviews in German", () => {
  it("name every category in German, linked under /de, with alternates and the switcher pairing them with the English", async () => {
    const response = await get("/de/solutions");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Lösungen</h1>");
    expect(html).toContain('href="/de/solutions/daten-und-analytics"');
    expect(text).toContain("Daten & Analytics");
    expect(text).toContain("Vorausschauende Wartung");
    expect(text).toContain("Nicht sicher, was passt?");
    // Every solution at a glance, in German and under /de, each with its German area.
    const glance = html.slice(html.indexOf('<section class="glance"'), html.indexOf("</section>", html.indexOf('<section class="glance"')));
    expect(glance).toContain('<h2 id="glance">Alle Lösungen im Überblick</h2>');
    expect(glance).toMatch(/<a [^>]*href="\/de\/solution-details\/vorausschauende-wartung"[^>]*>Vorausschauende Wartung<\/a>/);
    expect(glance).toContain('<p class="glance-category">Daten &amp; Analytics</p>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/de\/solutions"/);
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost\/solutions"/i);
    expect(html).toMatch(/<a [^>]*href="\/solutions"[^>]*hrefLang="en"|<a [^>]*hrefLang="en"[^>]*href="\/solutions"/i);
    const english = await (await get("/solutions")).text();
    expect(english).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/solutions"/i);

    // The footer and the breadcrumbs of a German page lead to the German overviews.
    const category = await (await get("/de/products/software")).text();
    expect(category).toMatch(/<li><a [^>]*href="\/de\/products">Produkte<\/a><\/li><li aria-current="page">/);
    expect(category.slice(category.indexOf('<footer class="site-footer">'))).toContain('href="/de/solutions">Lösungen</a>');
  });

  it("list the items public in German, and with the fallback the untranslated one in English", async () => {
    expect(visibleText(await (await get("/de/products")).text())).not.toContain("Secure Vault");
    setFallback(true);
    expect(visibleText(await (await get("/de/products")).text())).toContain("Secure Vault");
  });

  it("list in the sitemap beside the English, each with its alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost/de/products</loc>");
    expect(xml).toMatch(/hreflang="de" href="http:\/\/localhost\/de\/solutions"/);
  });

  it("show an untranslated category under its own name, as the German menu does", async () => {
    await db().deleteFrom("product_category_translation").where("locale", "=", "de").execute();
    const html = await (await get("/de/products")).text();
    expect(html).toContain('href="/de/products/software"');
    expect(html).toContain('href="/de/products/edge-hardware"');
    expect(visibleText(html)).toContain("Edge Hardware");
  });
});

describe("a solution or product in German", () => {
  it("shows the German text, German words around it, German related items and alternates both ways", async () => {
    const response = await get("/de/solution-details/vorausschauende-wartung", { cookie: customer });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(html).toContain("<h1>Vorausschauende Wartung</h1>");
    expect(text).toContain("Das Wichtigste");
    expect(text).toContain("Verwandte Lösungen");
    expect(text).toContain("Datenplattform");
    expect(html).toContain('href="/de/solutions/daten-und-analytics"');
    expect(html).toContain('href="/de/contact-us?subject=');
    expect(text).toContain("Anfrage zu Vorausschauende Wartung");
    expect(text).not.toContain("Key facts");
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost\/solution-details\/predictive-maintenance"/i);
    expect(html).not.toContain('content="noindex"');

    const english = await (await get("/solution-details/predictive-maintenance", { cookie: customer })).text();
    expect(english).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/solution-details\/vorausschauende-wartung"/i);
    expect(visibleText(english)).toContain("Key facts");
  });

  it("asks a product's visitor for a quote in German, the subject written in German", async () => {
    const html = await (await get("/de/product-details/edge-gateway-x1", { cookie: customer })).text();
    expect(visibleText(html)).toContain("Angebot anfordern");
    expect(html).toContain(`href="/de/contact-us?subject=${encodeURIComponent("Angebotsanfrage: Edge Gateway X1")}"`);
  });

  it("sends a signed-out visitor to the German sign-in, keeping where they were going", async () => {
    const response = await get("/de/solution-details/vorausschauende-wartung");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/de\/login\?redirectTo=/);
  });

  it("answers 404 for the untranslated product, and with the fallback shows it in English under a notice, noindex", async () => {
    expect((await get("/de/product-details/secure-vault", { cookie: customer })).status).toBe(404);
    setFallback(true);
    const response = await get("/de/product-details/secure-vault", { cookie: customer });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(visibleText(html)).toContain("Not yet available in Deutsch");
    expect(html).toContain("<h1>Secure Vault</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toMatch(/rel="alternate" hrefLang/i);
  });
});

it("lists the German categories in the sitemap beside the English, each with its alternates", async () => {
  const xml = await (await get("/sitemap.xml")).text();
  expect(xml).toContain("<loc>http://localhost/de/solutions/daten-und-analytics</loc>");
  expect(xml).toMatch(/hreflang="de" href="http:\/\/localhost\/de\/solutions\/daten-und-analytics"/);
});

it("finds a German solution by a German word, at its German address", async () => {
  const html = await (await get("/de/search?q=Wartung")).text();
  expect(html).toContain('href="/de/solution-details/vorausschauende-wartung"');
  expect(visibleText(html)).toContain("Vorausschauende Wartung");
});
