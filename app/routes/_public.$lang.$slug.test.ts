import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/**
 * /de/{slug} and /de: the demo's pages in German (About us, the privacy policy and Why Northwind),
 * a page the test leaves untranslated, the German home, and the header's language switcher.
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let customerCookie: string;
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
  customerCookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
  // Every page of the demo is in German: what a missing translation does is shown on a page of the test's own.
  await db()
    .insertInto("page")
    .values({ title: "Delivery terms", slug: "delivery-terms", body: "<p>We ship within five working days.</p>", status: "published", published_at: new Date(Date.now() - 86_400_000) })
    .execute();
});

afterAll(() => {
  for (const [name, value] of [["SITE_LOCALES", saved.locales], ["SITE_LOCALE_FALLBACK", saved.fallback]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

afterEach(() => setFallback(false));

/** The switcher's links: [language name, href, hreflang, current]. */
function switcher(html: string): Array<[string, string, string, boolean]> {
  const nav = /<nav aria-label="(?:Language|Sprache)"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) throw new Error("the page has no language switcher");
  return [...nav[1].matchAll(/<a href="([^"]+)" lang="([^"]+)" hrefLang="([^"]+)"( aria-current="page")?><span class="language-name">([^<]+)<\/span>/g)].map((link) => {
    expect(link[2]).toBe(link[3]);
    return [link[5], link[1], link[3], link[4] !== undefined];
  });
}

describe("pages in German", () => {
  it("shows Why Northwind by its German slug: sections in German, <html lang=de>, canonical and alternates", async () => {
    const response = await get("/de/warum-northwind");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).not.toContain("private");
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    const text = visibleText(html);
    expect(text).toContain("Warum Northwind");
    expect(text).toContain("Was Sie bekommen");
    expect(text).toContain("Häufige Fragen");
    expect(text).not.toContain("What you get");
    // Its lists of the newest news and customer stories are the German ones, at their German addresses.
    expect(html).toMatch(/<h2 id="[^"]+-title">Was uns zuletzt beschäftigt hat<\/h2><a href="\/de\/news">Alle Neuigkeiten<\/a>/);
    expect(html).toMatch(/<h2 id="[^"]+-title">Referenzen<\/h2><a href="\/de\/customer-stories">Alle Referenzen<\/a>/);
    expect(html).toContain('href="/de/news-details/wir-haben-unser-neues-betriebszentrum-eroeffnet"');
    expect(html).toMatch(/href="\/de\/customer-stories\/[^"]+"/);
    // Every news and story link is German; the footer's one feed is the exception, and says it is English.
    expect(html).not.toMatch(/<a [^>]*href="\/(news|news-details|customer-stories)(\/(?!feed\.xml")|")/);
    expect(text).not.toMatch(/All news|All customer stories/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/de\/warum-northwind"/);
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost\/why-northwind"/i);
    expect(html).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/warum-northwind"/i);
    expect(html).toMatch(/hrefLang="x-default" href="http:\/\/localhost\/why-northwind"/i);
    expect(html).not.toContain('content="noindex"');
    expect(switcher(html)).toEqual([
      ["English", "/why-northwind", "en", false],
      ["Deutsch", "/de/warum-northwind", "de", true],
    ]);
  });

  it("shows a translated body; the English page names its German translation and links it in the switcher", async () => {
    const german = await (await get("/de/ueber-uns")).text();
    expect(german).toContain('<h1 id="section-1-title">Über uns</h1>');
    expect(visibleText(german)).toContain("Wer wir sind");
    // The English page's sections, in German: how the company works, its operations centre, its co-founder's word.
    for (const words of ["So arbeiten wir", "Eigene Hardware", "Unser Betriebszentrum", "Helen Marsh Mitgründerin und Geschäftsführerin"]) {
      expect(visibleText(german)).toContain(words);
    }
    expect(visibleText(german)).not.toMatch(/How we work|Our operations centre|Co-founder/);

    const english = await (await get("/about-us")).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/ueber-uns"/i);
    expect(switcher(english)).toEqual([
      ["English", "/about-us", "en", true],
      ["Deutsch", "/de/ueber-uns", "de", false],
    ]);
    // Untranslated: no German alternate, and the switcher leads to the German home.
    const untranslated = await (await get("/delivery-terms")).text();
    expect(untranslated).not.toMatch(/rel="alternate" hrefLang="de"/i);
    expect(switcher(untranslated)).toEqual([
      ["English", "/delivery-terms", "en", true],
      ["Deutsch", "/de", "de", false],
    ]);
  });

  it("frames a German page in German: the header, the footer, the menu's translated pages and the dates", async () => {
    const html = await (await get("/de/warum-northwind")).text();
    const text = visibleText(html);
    for (const words of ["Zum Inhalt springen", "Lösungen", "Produkte", "Referenzen", "Neuigkeiten", "Zertifikate", "Anmelden", "Schnellzugriff"]) {
      expect(text).toContain(words);
    }
    for (const words of ["Skip to content", "Sign in", "Quick links", "Customer stories"]) expect(text).not.toContain(words);
    // A section's own words too, with German quotation marks.
    expect(text).toContain("Abspielen „Ein Tag in unserem Betriebszentrum“ (lädt YouTube)");
    // Its contact form asks in German and posts to the German contact page, which answers in German.
    expect(html).toMatch(/<form method="post" action="\/de\/contact-us" class="contact-form">/);
    expect(text).toContain("Erzählen Sie uns von Ihrem Standort Name E-Mail Telefon (optional) Nachricht");
    expect(text).toContain("Nachricht senden");
    expect(text).not.toContain("Send message");
    expect(html).toContain('<nav aria-label="Hauptmenü"');
    expect(html).toContain('<nav aria-label="Sprache"');
    // The news and the home page have German addresses; About us is in the menu under its German title.
    expect(html).toMatch(/<a[^>]+href="\/de\/news"[^>]*>Neuigkeiten<\/a>/);
    expect(html).toMatch(/<a[^>]+href="\/de"[^>]*class="brand"|class="brand"[^>]*href="\/de"/);
    expect(html).toMatch(/<a[^>]+href="\/de\/ueber-uns"[^>]*>Über uns<\/a>/);
    // The footer's privacy policy, and the contact form's note, under its German title at its German address.
    expect(html).toMatch(/<footer[\s\S]*<a [^>]*href="\/de\/datenschutzerklaerung"[^>]*>Datenschutzerklärung<\/a>[\s\S]*<\/footer>/);
    // The one feed is English, and the German footer says so.
    expect(html).toMatch(/<footer[\s\S]*<a href="\/news\/feed.xml" hrefLang="en">RSS-Feed \(Englisch\)<\/a>[\s\S]*<\/footer>/i);
    expect(html).toMatch(/<p class="privacy-note">(?:[^<]|<!-- -->)*<a href="\/de\/datenschutzerklaerung">Datenschutzerklärung<\/a>/);
    expect(html).not.toContain('href="/privacy-policy"');

    const home = visibleText(await (await get("/de")).text());
    expect(home).toMatch(/\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/);

    const english = await (await get("/why-northwind")).text();
    expect(visibleText(english)).toContain("Skip to content");
    expect(english).toContain('<nav aria-label="Main"');
    expect(english).toMatch(/<a[^>]+href="\/about-us"[^>]*>About us<\/a>/);
  });

  it("shows the company profile's German words on German pages (the footer, the German home) and the English ones elsewhere", async () => {
    const german = visibleText(await (await get("/de/warum-northwind")).text());
    expect(german).toContain("Northwind Systems entwickelt, baut und betreibt");
    expect(german).toContain("© Northwind Systems. Alle Rechte vorbehalten.");
    expect(german).not.toContain("All rights reserved");
    expect(visibleText(await (await get("/de")).text())).toContain("© Northwind Systems. Alle Rechte vorbehalten.");

    const english = visibleText(await (await get("/why-northwind")).text());
    expect(english).toContain("Northwind Systems designs, builds and runs");
    expect(english).toContain("© Northwind Systems. All rights reserved.");
  });

  it("answers 404 for an untranslated page and a locale the site does not have; an English slug under /de leads to the German one", async () => {
    expect((await get("/de/delivery-terms")).status).toBe(404);
    for (const [english, german] of [["why-northwind", "warum-northwind"], ["about-us", "ueber-uns"]]) {
      const response = await get(`/de/${english}`);
      expect(response.status, english).toBe(301);
      expect(response.headers.get("Location")).toBe(`/de/${german}`);
    }
    expect((await get("/fr/why-northwind")).status).toBe(404);
    expect((await get("/de/NOT%20A%20SLUG")).status).toBe(404);
  });

  it("says a German address is missing in German, with a search of the German site", async () => {
    const html = await (await get("/de/keine-solche-seite")).text();
    const text = visibleText(html);
    for (const words of ["Seite nicht gefunden", "Beliebte Seiten", "Zurück zur Startseite"]) expect(text).toContain(words);
    expect(text).not.toContain("Page not found");
    expect(html).toMatch(/<form[^>]*action="\/de\/search"[^>]*aria-label="Von hier aus suchen"|<form[^>]*aria-label="Von hier aus suchen"[^>]*action="\/de\/search"/);
    expect(visibleText(await (await get("/no-such-page")).text())).toContain("Page not found");
  });

  it("redirects the default locale's code in front to the address without it", async () => {
    const response = await get("/en/why-northwind");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/why-northwind");
    const home = await get("/en");
    expect(home.status).toBe(301);
    expect(home.headers.get("Location")).toBe("/");
  });

  it("with the fallback, shows an untranslated page in English under a notice, kept out of search engines", async () => {
    setFallback(true);
    const response = await get("/de/delivery-terms");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(visibleText(html)).toContain("Not yet available in Deutsch");
    expect(html).toContain("<h1>Delivery terms</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toMatch(/hrefLang="x-default"/i);
    // A translated page is still shown at its German slug only: the English one leads there.
    expect((await get("/de/why-northwind")).headers.get("Location")).toBe("/de/warum-northwind");
  });
});

describe("the German home page and the switcher on news", () => {
  it("speaks German at /de: the German news, laid out as the English home, alternates to each home", async () => {
    const response = await get("/de");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    const text = visibleText(html);
    expect(text).toContain("Neuigkeiten");
    expect(text).toContain("Alle Neuigkeiten");
    expect(html).toContain('href="/de/news-details/wir-haben-unser-neues-betriebszentrum-eroeffnet"');
    expect(html).not.toContain("ISO 27001 certified");
    expect(html).toContain('href="/de/ueber-uns"');
    // Laid out as the English home, in German: the headline beside the slides, "why us", the figures.
    expect(html).toContain("<h1>Technik, die Ihre Industrie am Laufen hält</h1>");
    expect(html).toMatch(/<title>Technik, die Ihre Industrie am Laufen hält[^<]*<\/title>/);
    expect(html).toContain('<a class="button button-large" href="/de/contact-us">Mit einem Ingenieur sprechen</a>');
    expect(html).toContain('<a class="hero-link" href="/de/solutions">Unsere Lösungen ansehen</a>');
    expect(text).toContain("Von der Werkhalle bis in die Cloud");
    expect(html).toMatch(/href="\/de\/solutions\/daten-und-analytics"[^>]*>[\s\S]*?Zur Datenplattform/);
    expect(html).toContain('<h2 id="locale-home-why-us">Warum mit uns arbeiten</h2>');
    expect(text).toContain("Ingenieure, keine Wiederverkäufer");
    expect(text).toContain("Betreute Geräte");
    expect(text).toContain("Betreute Geräte 42.000 +");
    expect(text).toContain("Verfügbarkeit im letzten Jahr 99,98 %");
    // The demo's video block has a poster but no video: left out here, as on the English home.
    expect(text).not.toContain("Einblick in unser Betriebszentrum");
    expect(text).not.toMatch(/From the factory floor|Why work with us|Devices managed|Inside our operations centre/);
    // The slider's own words too: its name, each slide's place, the dots.
    expect(html).toContain('aria-label="Im Überblick"');
    expect(html).toContain('aria-label="1 von 3"');
    expect(text).toContain("Folie 2: Daten, mit denen Sie handeln können");
    // The same sections as the English home, no list of pages the menu already links.
    expect(html).not.toContain("Mehr über uns");
    // What the company offers: the categories with a German name, linked at their German addresses.
    expect(html).toContain('<h2 id="locale-home-solutions">Unsere Lösungen</h2>');
    expect(html).toMatch(/href="\/de\/solutions\/daten-und-analytics"[\s\S]*?Daten &amp; Analytics/);
    expect(html).toContain('<h2 id="locale-home-products">Ausgewählte Produkte</h2>');
    expect(html).toMatch(/<h2 id="locale-home-products">(?:(?!<\/section>)[\s\S])*?href="\/de\/product-details\/[a-z0-9-]+"/);
    // Each with its picture, read in the same statement as the rest of the German home.
    expect(html).toMatch(/<h2 id="locale-home-solutions">(?:(?!<\/section>)[\s\S])*?<img [^>]*alt=/);
    // Five products in German (one is not translated): the way to all of them fills the sixth place.
    expect(html).toMatch(/<li class="card-all"><a [^>]*href="\/de\/products"[^>]*>Alle Produkte(?:<!-- -->)? <span aria-hidden="true">→<\/span><\/a><\/li><\/ul>/);
    // The newest customer story between the products and the news, in German, leading to the German list.
    expect(html).toMatch(/<h2 id="locale-home-story">Die Geschichte eines Kunden<\/h2><a [^>]*href="\/de\/customer-stories">Alle Referenzen<\/a>/);
    expect(html).toMatch(/<h2 id="locale-home-story">(?:(?!<\/section>)[\s\S])*?href="\/de\/customer-stories\/[a-z0-9-]+"/);
    expect(html.indexOf('id="locale-home-story"')).toBeGreaterThan(html.indexOf('id="locale-home-products"'));
    expect(html.indexOf('id="locale-home-story"')).toBeLessThan(html.indexOf('id="locale-home-news"'));
    // The certificates' badges under the key figures, and a way to the German contact page, as the English home has them.
    expect(html).toContain('<h2 id="locale-home-certified" class="logo-strip-heading">Unabhängig zertifiziert</h2>');
    expect(html.indexOf('id="locale-home-certified"')).toBeGreaterThan(html.indexOf('id="locale-home-figures"'));
    expect(html.indexOf('id="locale-home-certified"')).toBeLessThan(html.indexOf('id="locale-home-solutions"'));
    expect(html).toMatch(/<ul class="certificate-strip" aria-label="Zertifikate">[\s\S]*?<img [^>]*alt="[^"]+"/);
    expect(html).toMatch(/<h2 id="locale-home-cta">[^<]+<\/h2>[\s\S]*?<a class="button button-large" href="\/de\/contact-us">Kontakt<\/a>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/de"/);
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost\/"/i);
    expect(switcher(html)).toEqual([
      ["English", "/", "en", false],
      ["Deutsch", "/de", "de", true],
    ]);
  });

  it("leaves off what has no German words, and without a German headline is headed by the tagline", async () => {
    const stored = await db().selectFrom("setting_translation").select("value").where("name", "=", "home").where("locale", "=", "de").executeTakeFirstOrThrow();
    const words = stored.value as { hero: Record<string, string>; slides: Record<string, unknown>; counters: Record<string, unknown> };
    const [firstSlide] = Object.keys(words.slides);
    const partial = { ...words, hero: { title: "", subtitle: "", cta_label: "", cta_url: "" }, slides: { ...words.slides, [firstSlide]: { title: "" } }, counters: { 0: words.counters[0] } };
    await db().updateTable("setting_translation").set({ value: JSON.stringify(partial) }).where("name", "=", "home").where("locale", "=", "de").execute();
    try {
      const html = await (await get("/de")).text();
      const text = visibleText(html);
      expect(html).toContain("<h1>Industrietechnik, die läuft und läuft</h1>");
      expect(html).toMatch(/<title>Industrietechnik, die läuft und läuft[^<]*<\/title>/);
      // The first translated page as its button.
      expect(html).toMatch(/<a class="button button-large" href="\/de\/[a-z-]+">/);
      expect(text).not.toContain("Von der Werkhalle bis in die Cloud");
      expect(text).not.toContain("From the factory floor");
      expect(text).toContain("Daten, mit denen Sie handeln können");
      // One label of four is no band of figures: none rather than some in English.
      expect(text).not.toContain("Jahre am Markt");
      expect(text).not.toContain("Years in business");
    } finally {
      await db().updateTable("setting_translation").set({ value: JSON.stringify(words) }).where("name", "=", "home").where("locale", "=", "de").execute();
    }
  });

  it("leaves the German privacy policy to the footer", async () => {
    const html = await (await get("/de")).text();
    const cards = /<ul class="card-grid">[\s\S]*?<\/ul>/g;
    expect([...html.matchAll(cards)].map((match) => match[0]).join("")).not.toContain("/de/datenschutzerklaerung");
    expect(html).toContain('href="/de/datenschutzerklaerung"');
  });

  it("keeps a reader on the same article, in both directions", async () => {
    const german = await (await get("/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche", { cookie: customerCookie })).text();
    expect(switcher(german)).toEqual([
      ["English", "/news-details/edge-gateway-x1-wins-an-industry-design-award", "en", false],
      ["Deutsch", "/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche", "de", true],
    ]);
    const english = await (await get("/news-details/edge-gateway-x1-wins-an-industry-design-award", { cookie: customerCookie })).text();
    expect(switcher(english)[1]).toEqual(["Deutsch", "/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche", "de", false]);
    const list = await (await get("/de/news")).text();
    expect(switcher(list)).toEqual([
      ["English", "/news", "en", false],
      ["Deutsch", "/de/news", "de", true],
    ]);
  });

  it("draws no switcher while the site has one language", async () => {
    process.env.SITE_LOCALES = "en";
    resetEnvCache();
    try {
      const html = await (await get("/about-us")).text();
      expect(html).not.toContain('aria-label="Language"');
      expect((await get("/de")).status).toBe(404);
    } finally {
      process.env.SITE_LOCALES = "en,de";
      resetEnvCache();
    }
  });
});
