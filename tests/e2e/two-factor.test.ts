import { generateSync } from "otplib";
import type { Page } from "playwright-core";
import { E2E_ADMIN, pathOf, severeViolations, siteForThisFile } from "./harness";

/**
 * Two-factor sign-in as a person does it: the first admin sets it up on My
 * Account (reading the key from the page into an "app", here otplib), signs
 * out and in again with a code; then signs in with a recovery code and turns
 * two-factor off. The second test uses the recovery codes the first one saved.
 */

const site = siteForThisFile();
let recoveryCodes: string[] = [];

/** What an authenticator app shows, `offsetSeconds` from now. */
function appCode(secret: string, offsetSeconds = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/two-factor" || url.pathname === "/admin/dashboard");
}

describe("two-factor sign-in", () => {
  it("is set up on My Account without JavaScript, then asks for a code after the password", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/account");
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    expect(await page.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg").count()).toBe(1);
    const shown = (await page.locator(".totp-secret").textContent()) ?? "";
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shown.replace(/ /g, "");

    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    expect(await page.locator("#setup-code-error").textContent()).toBe("A valid two-factor code is required.");

    await page.getByLabel("Code from the app").fill(appCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    recoveryCodes = await page.locator(".recovery-code-list code").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    // Shown once: the account screen now says it is on, without the key or the codes.
    await page.getByRole("link", { name: "I have saved them" }).click();
    const html = await page.content();
    expect(html).toContain("Two-factor sign-in is on since");
    expect(html).not.toContain(shown);
    expect(html).not.toContain(recoveryCodes[0]);

    await page.getByRole("button", { name: "Log Out" }).click();
    await signInWithPassword(page);
    expect(pathOf(page.url())).toBe("/admin/two-factor");
    expect((await context.cookies()).some((cookie) => cookie.name === "__Host-admin")).toBe(false);

    // The step of the setup's code is used up; the app's next code (one step ahead) is accepted.
    await page.getByLabel("Code").fill(appCode(secret, 30));
    await page.getByRole("button", { name: "Verify" }).click();
    expect(pathOf(page.url())).toBe("/admin/dashboard");
    expect((await context.cookies()).some((cookie) => cookie.name === "__Host-admin")).toBe(true);
    await context.close();
  });

  it("signs in with a recovery code (once), then turns two-factor off with the password", async () => {
    expect(recoveryCodes).toHaveLength(10);
    // The page's CSP would refuse the injected axe script; this context lifts it.
    const context = await site.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInWithPassword(page);
    expect(pathOf(page.url())).toBe("/admin/two-factor");
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel("Code").fill(recoveryCodes[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");

    await page.goto("/admin/account");
    expect(await page.getByText("9 of 10 recovery codes are unused.").isVisible()).toBe(true);

    // The same recovery code does not work twice.
    const other = await site.newNoScriptContext();
    const second = await other.newPage();
    await signInWithPassword(second);
    await second.getByLabel("Code").fill(recoveryCodes[0]);
    await second.getByRole("button", { name: "Verify" }).click();
    expect(await second.locator("#field-code-error").textContent()).toBe("A valid two-factor code is required.");
    await other.close();

    await page.getByText("Turn two-factor sign-in off").click();
    await page.getByLabel("Your password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Turn off" }).click();
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).waitFor();
    await context.close();

    const later = await site.newNoScriptContext();
    const again = await later.newPage();
    await signInWithPassword(again);
    expect(pathOf(again.url())).toBe("/admin/dashboard");
    await later.close();
  });
});
