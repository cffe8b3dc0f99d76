import { db } from "~/db/db.server";
import { getUserByEmail } from "~/models/user.server";
import { getCustomer } from "~/services/auth/auth.server";
import { freshIp } from "../../tests/helpers/api";
import { cookiesFrom, createTestUser, getRequest, postRequest, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { siteInLocales } from "../../tests/helpers/site-locales";
import { action } from "./_public.$lang.register";

/** /de/register: where the German sign-in sends a newcomer; the registration in German, and back to the German page after. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;

siteInLocales("en,de");

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

const valid = { name: "Greta Neu", email: "greta@example.test", phone: "+49 30 1234", password: "ein gutes Passwort", password_confirmation: "ein gutes Passwort" };

function register(fields: Record<string, string>, ip = freshIp()) {
  return action({ request: postRequest("/de/register", fields), params: { lang: "de" }, context: { clientIp: ip } });
}

describe("the registration in German", () => {
  it("is where the German sign-in's links lead, keeping where to go after", async () => {
    const html = await (await get(`/de/login?${new URLSearchParams({ redirectTo: "/de/news" })}`)).text();
    expect(html).toContain(`href="/de/register?${new URLSearchParams({ redirectTo: "/de/news" }).toString().replace(/&/g, "&amp;")}"`);
    expect(html).toContain('href="/de/forgot-password"');
    expect(html).not.toMatch(/href="\/register/);
    // Its language switcher leads to the English sign-in, not the English home.
    expect(html).toMatch(/<a href="\/login" lang="en"/);
  });

  it("says what a free account opens while the site keeps its details for customers, in each language, and not once it opens them to all", async () => {
    const german = visibleText(await (await get("/de/register")).text());
    expect(german).toContain("Ein kostenloses Kundenkonto öffnet, was die Website ihren Kunden vorbehält: alle Neuigkeiten in voller Länge");
    expect(visibleText(await (await get("/register")).text())).toContain("A free customer account opens what the site keeps for its customers: every news article in full");
    // The plain sign-in says it too, and ends with the way to an account; the German one in German.
    const signIn = await (await get("/login")).text();
    expect(visibleText(signIn)).toContain("Your customer area A free customer account opens");
    expect(signIn).toMatch(/<a class="button account-promise-button"[^>]*href="\/register">Create a free account<\/a>/);
    expect(await (await get("/de/login")).text()).toMatch(/href="\/de\/register">Kostenloses Konto anlegen<\/a>/);
    const site = await db().selectFrom("setting").select(["value"]).where("name", "=", "site").executeTakeFirstOrThrow();
    await db().updateTable("setting").set({ value: JSON.stringify({ ...site.value, require_login_for_details: false }) }).where("name", "=", "site").execute();
    try {
      expect(visibleText(await (await get("/de/register")).text())).not.toContain("Ein kostenloses Kundenkonto öffnet");
      expect(visibleText(await (await get("/login")).text())).not.toContain("A free customer account opens");
    } finally {
      await db().updateTable("setting").set({ value: JSON.stringify(site.value) }).where("name", "=", "site").execute();
    }
  });

  it("speaks German, links the German sign-in, and switches to /register", async () => {
    const response = await get(`/de/register?${new URLSearchParams({ redirectTo: "/de/news" })}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Registrieren</h1>");
    const text = visibleText(html);
    for (const words of ["E-Mail", "Telefon (optional)", "Passwort", "Passwort bestätigen", "8 bis 128 Zeichen.", "Schon registriert?", "Anmelden"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Confirm password");
    expect(html).toContain(`href="/de/login?${new URLSearchParams({ redirectTo: "/de/news" })}"`);
    expect(html).toMatch(/<a href="\/register" lang="en"/);
    // The English page switches back.
    expect(await (await get("/register")).text()).toMatch(/<a href="\/de\/register" lang="de"/);
  });

  it("refuses in German, naming each field and keeping what was typed", async () => {
    const response = await register({ name: "", email: "keine-adresse", phone: "ruf an", password: "kurz", password_confirmation: "kurz" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        name: "Name ist ein Pflichtfeld",
        email: "E-Mail muss eine gültige E-Mail-Adresse sein",
        phone: "Telefon darf nur Ziffern, Leerzeichen und + ( ) - . enthalten",
        password: "Passwort muss mindestens 8 Zeichen lang sein",
      },
      values: { name: "", email: "keine-adresse", phone: "ruf an" },
    });
    const mismatch = await register({ ...valid, password_confirmation: "etwas anderes" });
    expect((await mismatch.json()).errors).toEqual({ password_confirmation: "Die Passwortbestätigung stimmt nicht überein" });
  });

  it("answers a form posted without JavaScript with the page, its errors beside the fields", async () => {
    const response = await get("/de/register", { form: { ...valid, email: "keine-adresse" } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Greta Neu"/);
    expect(visibleText(html)).toContain("E-Mail muss eine gültige E-Mail-Adresse sein");
  });

  it("refuses a taken email in German", async () => {
    const existing = await createTestUser("customer");
    const response = await register({ ...valid, email: existing.email });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ email: "Diese E-Mail-Adresse ist bereits registriert" });
  });

  it("signs the new customer in and lands on the German page they came from, else the German home", async () => {
    const back = await register({ ...valid, redirectTo: "/de/news" });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/de/news");
    const user = await getUserByEmail(db(), valid.email);
    expect(user).toMatchObject({ name: "Greta Neu", role: "customer" });
    expect((await getCustomer(getRequest("/", cookiesFrom(back))))?.id).toBe(user?.id);

    const home = await register({ ...valid, email: "greta2@example.test" });
    expect(home.headers.get("Location")).toBe("/de");
    const signedIn = await get("/de/register", { cookie: await sessionCookieFor(user!.id, "customer") });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/de");
  });

  it("counts attempts and refuses the eleventh in German", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await register({ ...valid, email: "" }, ip)).status).toBe(400);
    const limited = await register(valid, ip);
    expect(limited.status).toBe(429);
    expect((await limited.json()).formError).toMatch(/^Zu viele Versuche\. Versuchen Sie es in \d+ Sekunden erneut\.$/);
  });

  it("answers 404 for a language the site does not have", async () => {
    expect((await get("/fr/register")).status).toBe(404);
  });
});
