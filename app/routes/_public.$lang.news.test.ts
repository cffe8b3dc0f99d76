import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/** /de/news and /de/news-details/{slug}: the demo's news in German, and an article the test leaves untranslated. */

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
  // Every article of the demo is in German: what a missing translation does is shown on an article of the test's own.
  await db()
    .insertInto("news")
    .values({
      title: "Our spring service hours",
      slug: "our-spring-service-hours",
      excerpt: "The service desk opens an hour earlier from April.",
      body: "<p>The service desk opens an hour earlier from April.</p>",
      status: "published",
      published_at: new Date(Date.now() - 20 * 86_400_000),
    })
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

describe("the news in German", () => {
  it("leads with the newest article and says, in German, that full articles need a free account", async () => {
    const html = await (await get("/de/news")).text();
    const text = visibleText(html);
    expect(html).toContain('class="card news-lead"');
    expect(text).toContain("Vollständige Artikel sind für registrierte Kunden kostenlos.");
    expect(text).toContain("In einer Minute registrieren");
    // The notice says it once: no lock on each card under it.
    expect(html).not.toContain('class="card-lock"');
    // Every card has its reading time, in German, of the text it leads to.
    expect(text).not.toContain("min read");
    expect(text).toMatch(/\d+ Min\. Lesezeit/);
    expect([...text.matchAll(/Min\. Lesezeit/g)].length).toBeGreaterThan(2);
    // The German home says it once above its products and once above its news, in German, with no lock on each card.
    const homeHtml = await (await get("/de")).text();
    const notes = [...homeHtml.matchAll(/<p class="guard-note[^"]*">.*?<\/p>/gs)].map((match) => visibleText(match[0]));
    expect(notes).toHaveLength(2);
    expect(notes.join(" ")).toContain("In einer Minute registrieren");
    expect(notes.join(" ")).not.toContain("Register in a minute");
    expect(homeHtml).not.toContain('class="card-lock"');
    expect(homeHtml).toContain(`redirectTo=${encodeURIComponent("/de")}`);
    // Signed in, nothing is said.
    const signedIn = await (await get("/de", { cookie: customerCookie })).text();
    expect(signedIn).not.toContain('class="guard-note');
  });


  it("lists the translated articles under /de/news, in German, with <html lang=de> and the alternates", async () => {
    const response = await get("/de/news");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Neuigkeiten</h1>");
    expect(html).toContain('href="/de/news-details/wir-haben-unser-neues-betriebszentrum-eroeffnet"');
    expect(html).toContain("Edge Gateway X1 gewinnt einen Designpreis der Branche");
    expect(html).toContain('href="/de/news-details/wir-sind-jetzt-nach-iso-27001-zertifiziert"');
    // Not translated: not in the German list; scheduled: not yet live.
    expect(html).not.toContain("spring service hours");
    expect(html).not.toContain("Industrial Data Summit");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/de\/news"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/localhost\/news"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/localhost\/news"/i);
  });

  it("shows an article by its German slug, with alternates to both languages", async () => {
    const response = await get("/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche", { cookie: customerCookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Edge Gateway X1 gewinnt einen Designpreis der Branche</h1>");
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/de\/news-details\/edge-gateway-x1-gewinnt-einen-designpreis-der-branche"/);
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost\/news-details\/edge-gateway-x1-wins-an-industry-design-award"/i);
    expect(html).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/news-details\/edge-gateway-x1-gewinnt-einen-designpreis-der-branche"/i);
    expect(html).not.toContain('content="noindex"');

    // The English page names its German translation too; the untranslated article names only itself.
    const english = await (await get("/news-details/edge-gateway-x1-wins-an-industry-design-award", { cookie: customerCookie })).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/news-details\/edge-gateway-x1-gewinnt-einen-designpreis-der-branche"/i);
    expect(english).toMatch(/hrefLang="x-default" href="http:\/\/localhost\/news-details\/edge-gateway-x1-wins-an-industry-design-award"/i);
    const untranslated = await (await get("/news-details/our-spring-service-hours", { cookie: customerCookie })).text();
    expect(untranslated).not.toMatch(/rel="alternate" hrefLang="de"/i);
  });

  it("answers 404 for an untranslated article, and for a locale the site does not have", async () => {
    expect((await get("/de/news-details/our-spring-service-hours", { cookie: customerCookie })).status).toBe(404);
    expect((await get("/fr/news")).status).toBe(404);
  });

  it("redirects the default locale's code in front to the address without it", async () => {
    const response = await get("/en/news?page=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/news?page=1");
  });

  it("with the fallback, shows the untranslated article in English under a notice, kept out of search engines", async () => {
    setFallback(true);
    const response = await get("/de/news-details/our-spring-service-hours", { cookie: customerCookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(visibleText(html)).toContain("Not yet available in Deutsch");
    expect(html).toContain("<h1>Our spring service hours</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const list = await (await get("/de/news")).text();
    expect(list).toContain('href="/de/news-details/our-spring-service-hours"');
  });
});
