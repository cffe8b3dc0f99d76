import { db } from "~/db/db.server";
import { getUserById } from "~/models/user.server";
import { verifyCredentials } from "~/services/auth/credentials.server";
import { context, createTestUser, postRequest, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { siteInLocales } from "../../tests/helpers/site-locales";
import { action } from "./_public.$lang.account";

/** /de/account: the customer's account in German; signed out, the German sign-in, and back. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;

siteInLocales("en,de");

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

function post(fields: Record<string, string>, cookie: string) {
  return action({ request: postRequest("/de/account", fields, cookie), params: { lang: "de" }, context });
}

describe("the account page in German", () => {
  it("sends a signed-out visitor to the German sign-in, which comes back here", async () => {
    const response = await get("/de/account");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/login?redirectTo=%2Fde%2Faccount");
  });

  it("speaks German, is linked from the German header, and switches to /account", async () => {
    const user = await createTestUser("customer", { phone: "123" });
    const cookie = await sessionCookieFor(user.id, "customer");
    const response = await get("/de/account", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Ihr Konto</h1>");
    const text = visibleText(html);
    for (const words of ["Ihre Angaben", "E-Mail:", "Telefon (optional)", "Angaben speichern", "Aktuelles Passwort", "Neues Passwort bestätigen", "8 bis 128 Zeichen. Andere Geräte", "Passwort ändern"]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('href="/de/account"');
    expect(html).toMatch(/<a href="\/account" lang="en"/);
  });

  it("refuses in German, keeping what was typed, and saves back to the German page", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    const invalid = await post({ intent: "profile", name: "", phone: "abc" }, cookie);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      intent: "profile",
      errors: { name: "Name ist ein Pflichtfeld", phone: "Telefon darf nur Ziffern, Leerzeichen und + ( ) - . enthalten" },
      values: { intent: "profile", name: "", phone: "abc" },
    });
    const saved = await post({ intent: "profile", name: "Umbenannt", phone: "" }, cookie);
    expect(saved.headers.get("Location")).toBe("/de/account?saved=profile");
    expect(await getUserById(db(), user.id)).toMatchObject({ name: "Umbenannt", phone: null });
    expect(visibleText(await (await get("/de/account?saved=profile", { cookie })).text())).toContain("Ihre Angaben wurden gespeichert.");
  });

  it("changes the password only with the current one, refusing in German", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    const wrong = await post({ intent: "password", current_password: "falsch", password: "ganz neues Passwort", password_confirmation: "ganz neues Passwort" }, cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ current_password: "Das aktuelle Passwort ist nicht korrekt" });
    const missing = await post({ intent: "password", current_password: "", password: "", password_confirmation: "" }, cookie);
    expect((await missing.json()).errors).toEqual({ current_password: "Aktuelles Passwort ist ein Pflichtfeld", password: "Passwort ist ein Pflichtfeld" });

    const ok = await post({ intent: "password", current_password: TEST_PASSWORD, password: "ganz neues Passwort", password_confirmation: "ganz neues Passwort" }, cookie);
    expect(ok.headers.get("Location")).toBe("/de/account?saved=password");
    expect(await verifyCredentials(db(), { email: user.email, password: "ganz neues Passwort", kind: "customer" })).not.toBeNull();
  });

  it("lists the passkeys in German and refuses their removal in German", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    await db().insertInto("passkey").values({ id: "de-key", user_id: user.id, name: "Laptop", public_key: "x", counter: 0, transports: "internal" }).execute();
    const text = visibleText(await (await get("/de/account", { cookie })).text());
    for (const words of ["Mit einem Passkey melden Sie sich", "Hinzugefügt", "noch nicht benutzt", "Entfernen: Laptop", "Ihr Passwort", "Passkey entfernen"]) {
      expect(text).toContain(words);
    }
    const missing = await post({ intent: "passkey-remove", passkey: "de-key", password: "" }, cookie);
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ password: "Geben Sie Ihr Passwort ein, um einen Passkey zu entfernen" });
    const wrong = await post({ intent: "passkey-remove", passkey: "de-key", password: "falsch" }, cookie);
    expect((await wrong.json()).errors).toEqual({ password: "Das Passwort ist nicht korrekt" });
    const removed = await post({ intent: "passkey-remove", passkey: "de-key", password: TEST_PASSWORD }, cookie);
    expect(removed.headers.get("Location")).toBe("/de/account?saved=passkey-removed");
    const gone = await post({ intent: "passkey-remove", passkey: "de-key", password: TEST_PASSWORD }, cookie);
    expect(gone.status).toBe(404);
    expect((await gone.json()).errors).toEqual({ passkey: "Dieser Passkey wurde bereits entfernt." });
  });
});
