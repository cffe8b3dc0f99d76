import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../helpers/process";
import { E2E_ADMIN, pathOf, registerCustomer, severeViolations, siteForThisFile } from "./harness";

/**
 * Passkeys as people use them, with Chromium's virtual authenticator (CDP's WebAuthn
 * domain) standing in for a phone or laptop: register one on the account page, sign out,
 * sign in with it, for an admin (on a site that requires two-factor, which the passkey
 * alone satisfies) and for a customer. Then what must be refused: an answer sent again,
 * a passkey on another site, and the other sessions once a passkey is removed.
 *
 * WebAuthn needs a secure context and a host name (never an IP address) as the relying
 * party, so this site runs at http://localhost:PORT with SITE_URL saying so: Chromium
 * counts http://localhost as secure. The second site needs another host name that
 * resolves offline and is still a secure context: Chromium maps `passkeys-other.test`
 * to 127.0.0.1 (--host-resolver-rules) and treats its http origin as secure
 * (--unsafely-treat-insecure-origin-as-secure). Its relying party ID is then
 * `passkeys-other.test`, not `localhost`: the port alone would not do, as a relying
 * party ID is a host name and ignores ports.
 */

const port = await freePort();
const otherPort = await freePort();
const OTHER_ORIGIN = `http://passkeys-other.test:${otherPort}`;
const SITE_URL = `http://localhost:${port}`;

const site = siteForThisFile({
  port,
  env: { SITE_URL, REQUIRE_TWO_FACTOR: "true" },
  browserArgs: [`--host-resolver-rules=MAP passkeys-other.test 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${OTHER_ORIGIN}`],
});

let other: AppProcess;
let otherDataDir: string;
beforeAll(async () => {
  otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-e2e-passkeys-"));
  other = await startApp({
    dataDir: otherDataDir,
    port: otherPort,
    env: {
      SITE_URL: OTHER_ORIGIN,
      SEED_DEMO: "false",
      SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  });
});
afterAll(async () => {
  await other?.stop();
  if (otherDataDir) fs.rmSync(otherDataDir, { recursive: true, force: true });
});

const CUSTOMER = { name: "Pat Passkey", email: "pat.passkey@e2e.test", password: "pat's long password" };

/**
 * A page with a virtual platform authenticator: user verification (the screen lock) always
 * succeeds. Chromium's virtual authenticator answers a conditional (autofill) request at
 * once, as a person picking their passkey in the email field's list would; `autofill: false`
 * makes the page a browser without conditional mediation, so only the button signs in.
 */
async function pageWithAuthenticator(context: BrowserContext, options: { autofill: boolean } = { autofill: false }): Promise<Page> {
  const page = await context.newPage();
  if (!options.autofill) {
    await page.addInitScript(() => {
      if (window.PublicKeyCredential) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return page;
}

/** Waits for React to hydrate: the passkey buttons are disabled until then. */
async function hydrated(page: Page, button: string): Promise<void> {
  await page.getByRole("button", { name: button }).and(page.locator(":enabled")).waitFor();
}

async function signInWithPassword(page: Page, loginPath: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(loginPath);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== loginPath);
}

async function addPasskey(page: Page, name: string): Promise<void> {
  await hydrated(page, "Add a passkey");
  await page.getByLabel("Name of the new passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.getByRole("status").filter({ hasText: `The passkey "${name}" has been added.` }).waitFor();
  await page.locator(".passkey-name", { hasText: name }).waitFor();
}

/** Clicks "Sign in with a passkey", keeping the JSON the page posted, for sending again. */
async function signInWithPasskey(page: Page, loginPath: string): Promise<string> {
  await page.goto(loginPath);
  await hydrated(page, "Sign in with a passkey");
  const posted = page.waitForRequest((request) => request.url().endsWith("/passkeys/sign-in") && request.method() === "POST");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  const body = (await posted).postData() ?? "";
  await page.waitForURL((url) => url.pathname !== loginPath);
  return body;
}

let adminAssertion = "";

describe("passkeys", () => {
  it("an admin with only a passkey reaches the admin on a site that requires two-factor", async () => {
    const context = await site.newContext({ bypassCSP: true });
    const page = await pageWithAuthenticator(context);
    // The password alone is one factor: the site sends the admin to My Account.
    await signInWithPassword(page, "/admin/login", E2E_ADMIN);
    expect(pathOf(page.url())).toBe("/admin/account");
    await page.getByRole("alert").filter({ hasText: "requires two-factor sign-in" }).waitFor();

    await addPasskey(page, "Work laptop");
    expect(await severeViolations(page)).toEqual([]);
    // The session that added the passkey has used it: the admin opens now.
    await page.goto("/admin/dashboard");
    expect(pathOf(page.url())).toBe("/admin/dashboard");

    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    adminAssertion = await signInWithPasskey(page, "/admin/login");
    // No code step: the passkey counts as both factors.
    expect(pathOf(page.url())).toBe("/admin/dashboard");
    await page.goto("/admin/account");
    expect(await page.locator(".passkey-dates").first().textContent()).toContain("last used");
    await context.close();
  });

  it("refuses the same sign-in answer sent again", async () => {
    const context = await site.newContext();
    const answer = await context.request.post("/passkeys/sign-in", {
      data: adminAssertion,
      headers: { "Content-Type": "application/json", Origin: SITE_URL },
    });
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toEqual({ message: "This passkey could not sign you in. Try again, or use your email and password." });
    await context.close();
  });

  it("a customer adds a passkey on their account page and signs in with it from the email field's autofill", async () => {
    await registerCustomer(site, CUSTOMER);
    const context = await site.newContext({ bypassCSP: true });
    const page = await pageWithAuthenticator(context, { autofill: true });
    await signInWithPassword(page, "/login", CUSTOMER);
    await page.goto("/account");
    await addPasskey(page, "Phone");
    expect(await severeViolations(page)).toEqual([]);

    await page.goto("/logout");
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login?redirectTo=%2Faccount");
    expect(await page.getByLabel("Email").getAttribute("autocomplete")).toBe("username webauthn");
    // Conditional mediation: nothing clicked, the passkey chosen from the autofill signs in.
    await page.waitForURL((url) => pathOf(url.href) === "/account");
    expect(await page.getByRole("heading", { name: "Your account" }).count()).toBe(1);
    await context.close();
  });

  it("a passkey made for this site is not accepted by a site at another address", async () => {
    const context = await site.newContext();
    const page = await pageWithAuthenticator(context);
    await signInWithPassword(page, "/admin/login", E2E_ADMIN);
    await addPasskey(page, "Only for localhost");

    // The browser offers no passkey for passkeys-other.test: none was made for it.
    await page.goto(`${OTHER_ORIGIN}/admin/login`);
    await hydrated(page, "Sign in with a passkey");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("alert").filter({ hasText: "No passkey was used" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    // And an answer made for localhost, posted to the other site, is refused there. (From the
    // page: only Chromium resolves passkeys-other.test, Playwright's own requests do not.)
    const status = await page.evaluate(
      async (body) => (await fetch("/passkeys/sign-in", { method: "POST", headers: { "Content-Type": "application/json" }, body })).status,
      adminAssertion,
    );
    expect(status).toBe(401);
    await context.close();
  });

  it("removing a passkey ends the account's other sessions", async () => {
    const elsewhere = await site.newContext();
    const elsewherePage = await elsewhere.newPage();
    await signInWithPassword(elsewherePage, "/login", CUSTOMER);

    const context = await site.newContext();
    const page = await context.newPage();
    await signInWithPassword(page, "/login", CUSTOMER);
    await page.goto("/account");
    const item = page.locator(".passkey-item", { hasText: "Phone" });
    await item.getByText("Remove Phone").click();
    await item.getByLabel("Your password").fill("not the password");
    await item.getByRole("button", { name: "Remove passkey" }).click();
    await page.locator(".passkey-item", { hasText: "Phone" }).getByText("The password is not correct").waitFor();

    await page.locator(".passkey-item", { hasText: "Phone" }).getByLabel("Your password").fill(CUSTOMER.password);
    await page.locator(".passkey-item", { hasText: "Phone" }).getByRole("button", { name: "Remove passkey" }).click();
    await page.getByText("The passkey has been removed.").waitFor();
    expect(await page.getByText("You have no passkeys.").count()).toBe(1);

    // The other browser's session has ended; this one stays.
    await elsewherePage.goto("/account");
    expect(pathOf(elsewherePage.url())).toBe("/login?redirectTo=%2Faccount");
    await page.goto("/account");
    expect(pathOf(page.url())).toBe("/account");
    await Promise.all([elsewhere.close(), context.close()]);
  });

  it("without JavaScript the passkey buttons say they need it, and the password still signs in", async () => {
    const context = await site.newNoScriptContext();
    const page = await context.newPage();
    await page.goto("/admin/login");
    const button = page.getByRole("button", { name: "Sign in with a passkey" });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator("#passkey-sign-in-note").textContent()).toBe("Passkeys need JavaScript, which is off or still loading.");
    await signInWithPassword(page, "/login", CUSTOMER);
    expect(pathOf(page.url())).toBe("/");
    await page.goto("/account");
    expect(await page.getByRole("button", { name: "Add a passkey" }).isDisabled()).toBe(true);
    await context.close();
  });
});
