import { db } from "~/db/db.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, setDetailsRequireLogin, visibleText } from "../../tests/helpers/public-site";
import { siteInLocales } from "../../tests/helpers/site-locales";

/** /de/certificates: the certificates page in German, behind the same sign-in, the certificates as entered. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let cookie: string;

siteInLocales("en,de");

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  cookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
  await db()
    .updateTable("certificate")
    .set({ issuer: "TÜV SÜD", number: "12 100 34567", valid_from: "2025-03-15", valid_until: "2098-03-14" })
    .where("name", "=", "ISO 27001 Security")
    .execute();
  await db()
    .updateTable("certificate")
    .set({ issuer: "BSI", number: "FS 1", valid_from: "2020-01-01", valid_until: "2021-12-31" })
    .where("name", "=", "ISO 9001 Quality")
    .execute();
});

describe("the certificates page in German", () => {
  it("sends a signed-out visitor to the German sign-in, which says why in German", async () => {
    const response = await get("/de/certificates");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/login?redirectTo=%2Fde%2Fcertificates");
    expect(response.headers.get("Cache-Control")).toContain("private");
    const signIn = visibleText(await (await get("/de/login?redirectTo=%2Fde%2Fcertificates")).text());
    expect(signIn).toContain("Die Details der Zertifikate lesen registrierte Kunden kostenlos.");
  });

  it("speaks German around the certificates' own names, issuers and numbers, its dates written the German way", async () => {
    const response = await get("/de/certificates", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Zertifikate</h1>");
    expect(html).toContain("<p>Unsere Zertifizierungen, Akkreditierungen und Partnerschaften.</p>");
    expect(html).toContain("<title>Zertifikate | Northwind Systems</title>");
    expect(html).toMatch(/<meta name="description" content="Zertifizierungen, Akkreditierungen und Partnerschaften von Northwind Systems\."/);
    const names = [...html.matchAll(/<span class="certificate-title">([^<]+)</g)].map((match) => match[1]);
    expect(names).toContain("ISO 27001 Security");
    expect(html).toContain('<ul class="certificate-details"><li>Ausgestellt von TÜV SÜD</li><li>Nr. 12 100 34567</li><li>Gültig bis 14. März 2098</li></ul>');
    expect(html).toMatch(
      /<li class="is-expired"><figure>.*?ISO 9001 Quality<\/span><ul class="certificate-details"><li>Ausgestellt von BSI<\/li><li>Nr\. FS 1<\/li><li><strong class="certificate-expired">Abgelaufen am 31\. Dezember 2021<\/strong><\/li><\/ul>/,
    );
  });

  it("names its English twin and is named by it, in the alternates and the language switcher", async () => {
    const german = await (await get("/de/certificates", { cookie })).text();
    const english = await (await get("/certificates", { cookie })).text();
    for (const html of [german, english]) {
      expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://localhost/certificates"/>');
      expect(html).toContain('<link rel="alternate" hrefLang="de" href="http://localhost/de/certificates"/>');
      expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost/certificates"/>');
    }
    expect(german).toContain('<link rel="canonical" href="http://localhost/de/certificates"/>');
    expect(german).toMatch(/<a href="\/certificates" lang="en"/);
    expect(english).toMatch(/<a href="\/de\/certificates" lang="de"/);
    // The English page is as it was, around the same certificates.
    expect(english).toContain("<h1>Certificates</h1>");
    expect(english).toContain('<ul class="certificate-details"><li>Issued by TÜV SÜD</li><li>No. 12 100 34567</li><li>Valid until 14 Mar 2098</li></ul>');
  });

  it("is linked at its German address from the German menu, footer and home", async () => {
    const home = await (await get("/de")).text();
    expect(home).not.toMatch(/href="\/certificates"/);
    expect(home.match(/href="\/de\/certificates"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(home).toContain('aria-label="Zertifikate"');
    const news = await (await get("/de/news")).text();
    expect(news).not.toMatch(/href="\/certificates"/);
    // The English frame keeps the English address.
    expect(await (await get("/news")).text()).toMatch(/href="\/certificates"/);
  });

  it("is listed in the sitemap in both languages while it is open to everyone", async () => {
    await setDetailsRequireLogin(false);
    try {
      expect((await get("/de/certificates")).status).toBe(200);
      const xml = await (await get("/sitemap.xml")).text();
      expect(xml).toMatch(
        /<url><loc>http:\/\/localhost\/de\/certificates<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="en" href="http:\/\/localhost\/certificates"\/>/,
      );
    } finally {
      await setDetailsRequireLogin(true);
    }
  });

  it("answers a language the site does not have as a missing page, and the default language's code at its own address", async () => {
    expect((await get("/fr/certificates", { cookie })).status).toBe(404);
    const english = await get("/en/certificates");
    expect(english.status).toBe(301);
    expect(english.headers.get("Location")).toBe("/certificates");
  });
});
