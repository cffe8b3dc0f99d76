import { db } from "~/db/db.server";
import { freshIp } from "../../tests/helpers/api";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { siteInLocales } from "../../tests/helpers/site-locales";
import { action } from "./_public.$lang.contact-us";
import { action as englishAction } from "./_public.contact-us";

/** /de/contact-us: the contact page in German, its form's rules said in German, its thank-you at its German address. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;

siteInLocales("en,de");

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

function post(lang: "en" | "de", fields: Record<string, string>) {
  const request = new Request(`http://localhost${lang === "en" ? "" : `/${lang}`}/contact-us`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const args = { request, params: { lang }, context: { clientIp: freshIp() } };
  return lang === "en" ? englishAction(args) : action(args);
}

describe("the contact page in German", () => {
  it("speaks German, posts to its own address, and names both languages' pages", async () => {
    const response = await get("/de/contact-us");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/<h1>Kontakt<\/h1>/);
    expect(text).toContain("Wir beantworten jede Nachricht innerhalb eines Arbeitstags.");
    for (const label of ["Name", "E-Mail", "Telefon (optional)", "Betreff (optional)", "Nachricht"]) expect(text).toContain(label);
    expect(html).toMatch(/<form method="post" action="\/de\/contact-us"[^>]*class="contact-form"/);
    expect(text).toContain("Nachricht senden");
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://localhost/contact-us"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="de" href="http://localhost/de/contact-us"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/de/contact-us"/>');
    // The header's switcher leads to the English contact page, not the English home.
    expect(html).toMatch(/<a href="\/contact-us" lang="en"/);
    expect(html).toMatch(/<meta name="description" content="Nehmen Sie Kontakt mit Northwind Systems auf/);
  });

  it("refuses an empty message in German, naming each field, and keeps what was typed", async () => {
    const response = await post("de", { name: "", email: "kein-at-zeichen", message: "", subject: "Angebot", website: "" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]>; values: Record<string, string> };
    expect(body.errors).toEqual({
      name: ["Name ist ein Pflichtfeld"],
      email: ["E-Mail muss eine gültige E-Mail-Adresse sein"],
      message: ["Nachricht ist ein Pflichtfeld"],
    });
    expect(body.values).toMatchObject({ email: "kein-at-zeichen", subject: "Angebot" });

    const tooLong = (await (await post("de", { name: "Dana\nZwei", email: "dana@example.test", message: "x".repeat(5001) })).json()) as { errors: Record<string, string[]> };
    expect(tooLong.errors).toEqual({ name: ["Name muss in einer Zeile stehen"], message: ["Nachricht darf höchstens 5.000 Zeichen lang sein"] });
  });

  it("keeps the message and thanks the visitor at the German address", async () => {
    const response = await post("de", { name: "Dana Besucherin", email: "dana@example.test", message: "Bitte ein Angebot für zwölf Gateways.", website: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/contact-us?sent=1");
    const saved = await db().selectFrom("contact_message").select(["name", "message"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(saved).toEqual({ name: "Dana Besucherin", message: "Bitte ein Angebot für zwölf Gateways." });
    const thanks = visibleText(await (await get("/de/contact-us?sent=1")).text());
    expect(thanks).toContain("Vielen Dank, Ihre Nachricht wurde gesendet.");
    expect(thanks).toContain("Weitere Nachricht senden");
  });

  it("answers a language the site does not have as a missing page, and the default language's code at its own address", async () => {
    expect((await get("/fr/contact-us")).status).toBe(404);
    const english = await get("/en/contact-us");
    expect(english.status).toBe(301);
    expect(english.headers.get("Location")).toBe("/contact-us");
  });

  it("keeps the English page's words and rules as they were", async () => {
    const html = await (await get("/contact-us")).text();
    expect(html).toMatch(/<h1>Contact us<\/h1>/);
    expect(html).toContain('<link rel="alternate" hrefLang="de" href="http://localhost/de/contact-us"/>');
    const body = (await (await post("en", { name: "", email: "", message: "" })).json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({ name: ["Name is required"], email: ["Email is required"], message: ["Message is required"] });
  });
});
