import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { verifyCredentials } from "~/services/auth/credentials.server";
import { freshIp } from "../../tests/helpers/api";
import { createTestUser, postRequest } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { siteInLocales } from "../../tests/helpers/site-locales";
import { startTestSmtpServer, type ReceivedMail } from "../../tests/helpers/smtp";
import { action as forgotAction } from "./_public.$lang.forgot-password";
import { action as englishForgotAction } from "./_public.forgot-password";
import { action as resetAction } from "./_public.$lang.reset-password.$token";

/** /de/forgot-password and /de/reset-password/{token}: a German customer gets a German email whose link leads back to German pages. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

siteInLocales("en,de");

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
  await seedDemo();
  get = await publicSiteHandler();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
});

function askForLink(email: string) {
  return forgotAction({ request: postRequest("/de/forgot-password", { email }), params: { lang: "de" }, context: { clientIp: freshIp() } });
}

function choose(token: string, fields: Record<string, string>) {
  return resetAction({ request: postRequest(`/de/reset-password/${token}`, fields), params: { lang: "de", token }, context: { clientIp: freshIp() } });
}

/** The mail as its reader sees it: the quoted-printable bytes read as UTF-8, the subject's encoded words decoded. */
function readMail(mail: ReceivedMail) {
  const text = Buffer.from(mail.decoded, "latin1").toString("utf8");
  const header = /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? "";
  const subject = header.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, words: string) =>
    Buffer.from(words.replace(/_/g, " ").replace(/=([0-9A-F]{2})/g, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8"),
  );
  return { subject, text };
}

describe("asking for a new password in German", () => {
  it("speaks German, links the German sign-in and switches to /forgot-password", async () => {
    const response = await get("/de/forgot-password");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Passwort vergessen?</h1>");
    const text = visibleText(html);
    for (const words of ["Geben Sie die E-Mail-Adresse Ihres Kontos ein", "E-Mail", "Link senden", "Zurück zur Anmeldung"]) expect(text).toContain(words);
    expect(html).toContain('href="/de/login"');
    expect(html).toMatch(/<a href="\/forgot-password" lang="en"/);
  });

  it("refuses in German, keeping what was typed", async () => {
    const empty = await askForLink("");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ errors: { email: "E-Mail ist ein Pflichtfeld" }, values: { email: "" } });
    const wrong = await askForLink("keine-adresse");
    expect(await wrong.json()).toEqual({ errors: { email: "E-Mail muss eine gültige E-Mail-Adresse sein" }, values: { email: "keine-adresse" } });
  });

  it("sends a German email whose link opens the German page, which leads to the German sign-in", async () => {
    const user = await createTestUser("customer");
    const response = await askForLink(user.email);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/forgot-password?sent=1");
    expect(visibleText(await (await get("/de/forgot-password?sent=1")).text())).toContain("Falls es zu dieser E-Mail-Adresse ein Konto gibt");

    const mail = readMail(await smtp.waitFor(user.email));
    expect(mail.subject).toBe("Ihr Passwort zurücksetzen");
    expect(mail.text).toContain(`Hallo ${user.name},`);
    expect(mail.text).toContain("innerhalb von 60 Minuten");
    const token = /http:\/\/localhost\/de\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    const page = await get(`/de/reset-password/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Neues Passwort wählen</h1>");
    for (const words of ["Neues Passwort", "Neues Passwort bestätigen", "8 bis 128 Zeichen.", "Passwort ändern"]) expect(visibleText(html)).toContain(words);

    const short = await choose(token!, { password: "kurz", password_confirmation: "anders" });
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual({ password: "Passwort muss mindestens 8 Zeichen lang sein", password_confirmation: "Die Passwortbestätigung stimmt nicht überein" });

    const done = await choose(token!, { password: "ein neues Passwort", password_confirmation: "ein neues Passwort" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/de/login?reset=1");
    expect(await verifyCredentials(db(), { email: user.email, password: "ein neues Passwort", kind: "customer" })).not.toBeNull();
    expect(visibleText(await (await get("/de/login?reset=1")).text())).toContain("Ihr Passwort wurde geändert.");

    // Used once, the link is refused in German, with a way to ask again.
    const used = await get(`/de/reset-password/${token}`);
    expect(used.status).toBe(410);
    const usedHtml = await used.text();
    expect(visibleText(usedHtml)).toContain("Dieser Link zum Zurücksetzen des Passworts ist ungültig, schon benutzt oder abgelaufen.");
    expect(usedHtml).toContain('href="/de/forgot-password"');
    const again = await choose(token!, { password: "noch ein Passwort", password_confirmation: "noch ein Passwort" });
    expect(again.status).toBe(410);
    expect((await again.json()).formError).toBe("Dieser Link zum Zurücksetzen des Passworts ist ungültig, schon benutzt oder abgelaufen.");
  });

  it("still sends the English email, to the English page, from /forgot-password", async () => {
    const user = await createTestUser("customer");
    await englishForgotAction({ request: postRequest("/forgot-password", { email: user.email }), params: {}, context: { clientIp: freshIp() } });
    const mail = readMail(await smtp.waitFor(user.email));
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toContain("Someone asked to reset the password of your account.");
    expect(mail.text).toMatch(/http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]+/);
  });

  it("answers 404 for a language the site does not have", async () => {
    expect((await get("/fr/forgot-password")).status).toBe(404);
    expect((await get("/fr/reset-password/abc")).status).toBe(404);
  });
});
