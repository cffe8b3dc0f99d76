import { slugify } from "~/utils/slug";
import { freshIp } from "../../tests/helpers/api";
import { createTestUser, TEST_PASSWORD } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { siteInLocales } from "../../tests/helpers/site-locales";
import { action } from "./_public.$lang.login";

/** /de/login: where a guarded German page sends a visitor; the sign-in in German, beside the German article they were about to read. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
const article = `/de/news-details/${slugify("Wir haben unser neues Betriebszentrum eröffnet", "de")}`;

siteInLocales("en,de");

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/de/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "LoginTest/1.0" },
    body: new URLSearchParams(fields),
  });
  return action({ request, params: { lang: "de" }, context: { clientIp: freshIp() } });
}

describe("the sign-in page in German", () => {
  it("is where a guarded German article sends a visitor who is signed out", async () => {
    const response = await get(article);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/de/login?${new URLSearchParams({ redirectTo: article })}`);
    // An English article still sends to the English page.
    expect((await get("/news-details/we-opened-our-new-operations-centre")).headers.get("Location")).toMatch(/^\/login\?/);
  });

  it("speaks German and shows the German article beside the form", async () => {
    const response = await get(`/de/login?${new URLSearchParams({ redirectTo: article })}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    // The card is headed by both ways in, its register button first.
    expect(html).toContain("<h1>Registrieren oder anmelden</h1>");
    const text = visibleText(html);
    for (const words of ["E-Mail", "Passwort", "Passwort vergessen?", "Ganze Artikel lesen registrierte Kunden kostenlos. Ein Konto ist in einer Minute eingerichtet.", "Schon registriert? Melden Sie sich an:", "Artikel · für registrierte Kunden"]) {
      expect(text).toContain(words);
    }
    const teaser = html.match(/<aside class="guarded-teaser"[\s\S]*?<\/aside>/)?.[0] ?? "";
    expect(teaser).toContain('<h2 id="guarded-teaser-title">Wir haben unser neues Betriebszentrum eröffnet</h2>');
    expect(visibleText(teaser)).toContain("Rund um die Uhr überwacht unser Team nun die Anlagen unserer Kunden aus einem Haus.");
    // What an account opens, in the card beside the teaser.
    expect(text).toContain("Angemeldet lesen Sie Den ganzen Artikel");
    expect(text).not.toContain("The whole article");
    expect(teaser).toMatch(/<img [^>]*class="guarded-teaser-image"/);
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/de\/news-details\/[^"]+"\/>/);
  });

  it("shows the certificates page beside the form under the German title", async () => {
    const html = await (await get(`/de/login?${new URLSearchParams({ redirectTo: "/de/certificates" })}`)).text();
    const teaser = html.match(/<aside class="guarded-teaser"[\s\S]*?<\/aside>/)?.[0] ?? "";
    expect(teaser).toContain('<h2 id="guarded-teaser-title">Zertifikate</h2>');
    expect(visibleText(teaser)).toContain("Zertifikate · für registrierte Kunden");
  });

  it("refuses in German: a missing field by name, wrong credentials as one message", async () => {
    const empty = await post({ email: "", password: "", redirectTo: article });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toEqual({
      email: "Bitte geben Sie Ihre E-Mail-Adresse ein",
      password: "Bitte geben Sie Ihr Passwort ein",
    });
    const wrong = await post({ email: "nobody@example.test", password: "not-the-password", redirectTo: article });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ errors: { email: "E-Mail-Adresse oder Passwort stimmen nicht." }, values: { email: "nobody@example.test" } });
  });

  it("lands a customer who asked for no page on the German home, and one who did on that page", async () => {
    const customer = await createTestUser("customer");
    const home = await post({ email: customer.email, password: TEST_PASSWORD });
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/de");
    const asked = await post({ email: customer.email, password: TEST_PASSWORD, redirectTo: article });
    expect(asked.headers.get("Location")).toBe(article);
  });

  it("answers 404 for a language the site does not have", async () => {
    expect((await get("/fr/login")).status).toBe(404);
  });
});
