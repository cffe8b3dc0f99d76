import { resetEnvCache } from "~/env.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/**
 * /de/customer-stories and /de/customer-stories/{slug}: the demo's stories in German, on their own
 * pages and on the German solution and product pages.
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let customer: string;
const saved = { locales: process.env.SITE_LOCALES, fallback: process.env.SITE_LOCALE_FALLBACK };

const BALTIC = { en: "baltic-freightways-cuts-unplanned-downtime-by-38", de: "baltic-freightways-senkt-ungeplante-stillstaende-um-38" };

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

describe("the list of customer stories in German", () => {
  it("lists the German stories in German words, filtered by a German industry, with alternates both ways", async () => {
    const response = await get("/de/customer-stories");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Referenzen</h1>");
    expect(text).toContain("Wie unsere Kunden unsere Lösungen und Produkte einsetzen");
    expect(html).toContain(`href="/de/customer-stories/${BALTIC.de}"`);
    expect(text).toContain("Baltic Freightways senkt ungeplante Stillstände um 38 %");
    expect(html).toContain('<nav aria-label="Branchen" class="story-filter">');
    expect(html).toContain(`href="/de/customer-stories?industry=${encodeURIComponent("Gesundheitswesen")}"`);
    expect(text).not.toContain("Baltic Freightways cuts");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/de\/customer-stories"/);
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost\/customer-stories"/i);
    // The menu and the footer lead to the German list.
    expect(html.match(/href="\/de\/customer-stories"/g)?.length).toBeGreaterThanOrEqual(2);

    const english = await (await get("/customer-stories")).text();
    expect(english).toMatch(/hrefLang="de" href="http:\/\/localhost\/de\/customer-stories"/i);
    expect(english).toMatch(/<a href="\/de\/customer-stories"[^>]*hrefLang="de"/i);

    const logistics = await (await get(`/de/customer-stories?industry=Logistik`)).text();
    expect(logistics).toContain("<h1>Referenzen: Logistik</h1>");
    expect(visibleText(logistics)).not.toContain("Aurelia Health");
    const unknown = await get(`/de/customer-stories?industry=Logistics`);
    expect(unknown.status).toBe(200);
    expect(visibleText(await unknown.text())).toContain("Aus der Branche „Logistics“ gibt es noch keine Referenzen.");
    expect((await get("/de/customer-stories?page=2")).status).toBe(404);
    expect((await get("/fr/customer-stories")).status).toBe(404);
  });
});

describe("a customer story in German", () => {
  it("shows its German text, figures and quote, the German solutions and products, with alternates and the switcher both ways", async () => {
    const response = await get(`/de/customer-stories/${BALTIC.de}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Baltic Freightways senkt ungeplante Stillstände um 38 %</h1>");
    expect(text).toContain("Die Ausgangslage");
    expect(html).toContain("<dt>weniger ungeplante Stillstände</dt><dd>38 %</dd>");
    expect(text).toContain("Früher erfuhren wir von einem kaputten Förderband");
    // The quoted person is the story's; the role is translated.
    expect(html).toMatch(/<cite>Ines Brandt<\/cite>, Leiterin Betrieb/);
    expect(html).toMatch(/<dt>Branche<\/dt><dd><a [^>]*href="\/de\/customer-stories\?industry=Logistik">Logistik<\/a><\/dd>/);
    expect(html).toContain("<dt>Lösungen</dt>");
    expect(html).toContain('<h2 id="story-solutions">Eingesetzte Lösungen</h2>');
    expect(html).toContain('href="/de/solution-details/vorausschauende-wartung"');
    expect(html).toContain('<h2 id="more-stories">Weitere Referenzen</h2>');
    expect(html).toMatch(/href="\/de\/customer-stories\/aurelia-health-[a-z0-9-]+"/);
    for (const english of ["The challenge", "Head of Operations", "Solutions used", "Predictive Maintenance", "More customer stories"]) {
      expect(text).not.toContain(english);
    }
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost/de/customer-stories/${BALTIC.de}"`));
    expect(html).toMatch(new RegExp(`hrefLang="en" href="http://localhost/customer-stories/${BALTIC.en}"`, "i"));
    expect(html).toMatch(new RegExp(`hrefLang="x-default" href="http://localhost/customer-stories/${BALTIC.en}"`, "i"));
    // The language switcher pairs the two pages.
    expect(html).toMatch(new RegExp(`<a href="/customer-stories/${BALTIC.en}"[^>]*hrefLang="en"`, "i"));

    const english = await (await get(`/customer-stories/${BALTIC.en}`)).text();
    expect(english).toMatch(new RegExp(`hrefLang="de" href="http://localhost/de/customer-stories/${BALTIC.de}"`, "i"));
    expect(english).toMatch(new RegExp(`<a href="/de/customer-stories/${BALTIC.de}"[^>]*hrefLang="de"`, "i"));
    expect(english).toMatch(/<cite>Ines Brandt<\/cite>, Head of Operations/);
    // A translated story is reached by its German slug only.
    expect((await get(`/de/customer-stories/${BALTIC.en}`)).status).toBe(404);
  });

  it("is a 404 without a published translation, or English under the notice, noindex and without alternates, with the fallback", async () => {
    const { db } = await import("~/db/db.server");
    const story = await db().selectFrom("customer_story").select("id").where("slug", "=", BALTIC.en).executeTakeFirstOrThrow();
    await db().updateTable("customer_story_translation").set({ status: "draft" }).where("story_id", "=", story.id).execute();
    const { publishChange } = await import("~/services/cache/tagged-cache.server");
    await publishChange(["customer-story@de"]);
    try {
      expect((await get(`/de/customer-stories/${BALTIC.de}`)).status).toBe(404);
      expect((await get(`/de/customer-stories/${BALTIC.en}`)).status).toBe(404);
      expect(visibleText(await (await get("/de/customer-stories")).text())).not.toContain("Baltic Freightways");
      setFallback(true);
      const response = await get(`/de/customer-stories/${BALTIC.en}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      // The notice is in the language of the text under it, as on the other pages.
      expect(visibleText(html)).toContain("Not yet available in Deutsch");
      expect(html).toContain("Baltic Freightways cuts unplanned downtime by 38%");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).not.toMatch(/rel="alternate" hrefLang/i);
      expect(await (await get("/de/customer-stories")).text()).toContain(`href="/de/customer-stories/${BALTIC.en}"`);
    } finally {
      await db().updateTable("customer_story_translation").set({ status: "published" }).where("story_id", "=", story.id).execute();
      await publishChange(["customer-story@de"]);
    }
  });
});

describe("the German solution and product pages", () => {
  it("show the German stories that name the item", async () => {
    const html = await (await get("/de/solution-details/vorausschauende-wartung", { cookie: customer })).text();
    expect(html).toContain(`href="/de/customer-stories/${BALTIC.de}"`);
    const text = visibleText(html);
    expect(text).toContain("Baltic Freightways senkt ungeplante Stillstände um 38 %");
    expect(text).toContain("weniger ungeplante Stillstände");
    expect(text).not.toContain("less unplanned downtime");
    const category = await (await get("/de/solutions/daten-und-analytics")).text();
    expect(category).toMatch(/href="\/de\/customer-stories\/[a-z0-9-]+"/);
  });
});

describe("the German search", () => {
  it("finds a German story at its German address by a German stem", async () => {
    const html = await (await get(`/de/search?q=${encodeURIComponent("Förderbänder")}`)).text();
    expect(html).toContain(`href="/de/customer-stories/${BALTIC.de}"`);
  });
});
