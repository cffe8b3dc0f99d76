import { generateSync } from "otplib";
import type { Browser, Page } from "playwright-core";
import { startTestSmtpServer } from "../helpers/smtp";
import { pathOf, severeViolations, siteForThisFile } from "./harness";

/**
 * axe-core on every admin screen, as a signed-in admin, on a desktop and on a
 * phone: no serious or critical finding. The screens reached by a link in an
 * email (an invitation, a password reset) and the two-factor step of signing
 * in are prepared first, through the screens a person uses, with a real SMTP
 * server the site sends to.
 */

const smtp = await startTestSmtpServer();
const site = siteForThisFile({ env: { SMTP_URL: smtp.url } });

/** A second admin with two-factor on, to reach the sign-in's code step. */
const TWO_FACTOR_USER = { name: "Tess Twofactor", email: "tess@e2e.test", password: "tess's own password" };

/** What beforeAll prepared: addresses holding ids and tokens of this run. */
const prepared = { mailDetails: "", inviteLink: "", resetLink: "" };

afterAll(async () => {
  await smtp.close();
});

/** The link of the `nth` email to `to` (counting from 1) whose path matches `pathPattern`. */
async function linkInMail(to: string, nth: number, pathPattern: string): Promise<string> {
  for (let tries = 0; tries < 400; tries++) {
    const mails = smtp.received.filter((mail) => mail.to.includes(to));
    if (mails.length >= nth) {
      const link = new RegExp(`${site.app.baseUrl}(${pathPattern})`).exec(mails[nth - 1].decoded);
      if (!link) throw new Error(`email ${nth} to ${to} holds no ${pathPattern} link`);
      return link[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no email ${nth} to ${to}`);
}

async function invite(page: Page, name: string, email: string): Promise<void> {
  await page.goto("/admin/users/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await page.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
}

/** Tess accepts her invitation and turns two-factor on from My Account, as a person does (JavaScript off). */
async function prepareTwoFactorUser(browser: Browser, admin: Page): Promise<void> {
  await invite(admin, TWO_FACTOR_USER.name, TWO_FACTOR_USER.email);
  const context = await browser.newContext({ baseURL: site.app.baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(await linkInMail(TWO_FACTOR_USER.email, 1, "/admin/accept-invite/[A-Za-z0-9_-]+"));
  await page.getByLabel("Password", { exact: true }).fill(TWO_FACTOR_USER.password);
  await page.getByLabel("Confirm password").fill(TWO_FACTOR_USER.password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await page.waitForURL((url) => pathOf(url.href) === "/admin/dashboard");
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = ((await page.locator(".totp-secret").textContent()) ?? "").replace(/ /g, "");
  await page.getByLabel("Code from the app").fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await page.getByRole("link", { name: "I have saved them" }).click();
  await context.close();
}

beforeAll(async () => {
  // A message in Customer Mail, sent through the contact form.
  const visitor = await site.newNoScriptContext();
  const contact = await visitor.newPage();
  await contact.goto("/contact-us");
  const form = contact.locator("#contact-form");
  await form.getByLabel("Name").fill("Axe Visitor");
  await form.getByLabel("Email").fill("axe@example.test");
  await form.getByLabel("Message").fill("A question about your products.");
  await form.getByRole("button", { name: "Send message" }).click();
  await contact.waitForURL("**/contact-us?sent=1");
  await visitor.close();

  // Prepared with plain form posts, as without JavaScript.
  const { context, page } = await site.noScriptAdminPage("/admin/dashboard");
  // The demo content is seeded without history: one save gives the article a version to compare.
  await page.goto("/admin/edit-blog/1");
  // Saved, the editor answers again: wait for that page to load.
  await Promise.all([page.waitForEvent("load"), page.locator(".publishing-bar-actions button[name=status]").first().click()]);

  await page.goto("/admin/customer-mail?q=axe");
  const message = await page.getByRole("link", { name: /Axe Visitor/ }).first().getAttribute("href");
  if (!message) throw new Error("The contact message is not listed");
  prepared.mailDetails = message;

  await prepareTwoFactorUser(site.browser, page);
  // Links that stay unused, so each viewport's pass opens them as a person would: a pending invitation, a password reset.
  await invite(page, "Ivy Invitee", "ivy@e2e.test");
  prepared.inviteLink = await linkInMail("ivy@e2e.test", 1, "/admin/accept-invite/[A-Za-z0-9_-]+");
  await page.getByRole("button", { name: "Send password reset" }).click();
  prepared.resetLink = await linkInMail("ivy@e2e.test", 2, "/reset-password/[A-Za-z0-9_-]+");
  await context.close();
});

const SCREENS = [
  "/admin/dashboard",
  "/admin/services", "/admin/create-service", "/admin/edit-service/1", "/admin/service-category", "/admin/service-category?edit=1",
  "/admin/service-category?edit=new", "/admin/service-category?confirm-delete=1",
  "/admin/projects", "/admin/create-projects", "/admin/edit-projects/1", "/admin/project-category", "/admin/project-category?edit=new",
  "/admin/client-logo", "/admin/client-logo?edit=1", "/admin/client-logo?edit=new", "/admin/client-logo?confirm-delete=1",
  "/admin/blog", "/admin/create-blog", "/admin/edit-blog/1", "/admin/blog?confirm-delete=1", "/admin/edit-blog/1?confirm-delete=1",
  "/admin/services?confirm-delete=1", "/admin/edit-service/1?confirm-delete=1",
  "/admin/news-media", "/admin/news-media?confirm-delete=1",
  "/admin/custom-pages", "/admin/create-pages", "/admin/edit-pages/1",
  "/admin/home-slider", "/admin/create-slider", "/admin/edit-slider/1",
  "/admin/hero-contents", "/admin/create-hero-contents", "/admin/edit-heroContent/1",
  "/admin/hero-video",
  "/admin/customer-mail",
  "/admin/setting",
  "/admin/CompanyPDF",
  "/admin/users", "/admin/users/new", "/admin/users/1",
  "/admin/account",
  "/admin/trash",
  "/admin/redirects",
  "/admin/health",
  "/admin/webhooks",
  "/admin/audit",
  "/admin/revisions/news/1",
];

/** A saved version to compare with the record: the first one listed in the news article's History. */
async function firstRevisionPath(page: Page): Promise<string> {
  await page.goto("/admin/revisions/news/1");
  const href = await page.locator('a[href^="/admin/revisions/news/1/"]').first().getAttribute("href");
  if (!href) throw new Error("The news article has no saved version to compare");
  return href;
}

/** An account has one pending two-factor setup: the two passes take turns at it. */
let turn: Promise<unknown> = Promise.resolve();
function inTurn(step: () => Promise<void>): Promise<void> {
  const mine = turn.then(step);
  turn = mine.catch(() => undefined);
  return mine;
}

// The two widths run side by side: each pass mostly waits on the site and the network going quiet.
describe.concurrent.each([
  ["at 1280 px", { width: 1280, height: 900 }],
  ["at 390 px", { width: 390, height: 844 }],
])("the admin %s", (_label, viewport) => {
  it("has no serious or critical accessibility finding on any screen", async ({ expect }) => {
    // The page's CSP would refuse the injected axe script; the test lifts it.
    const context = await site.newAdminContext({ bypassCSP: true, viewport });
    const page = await context.newPage();
    const findings: string[] = [];
    const messageId = prepared.mailDetails.split("/").pop();
    const dynamic = [prepared.mailDetails, `/admin/customer-mail?confirm-delete=${messageId}`, `${prepared.mailDetails}?confirm-delete=${messageId}`];
    for (const screen of [...SCREENS, ...dynamic, await firstRevisionPath(page)]) {
      const response = await page.goto(screen);
      expect(response?.status(), screen).toBe(200);
      for (const finding of await severeViolations(page)) findings.push(`${screen}: ${finding}`);
    }
    // The account screen's two-factor setup (its QR code and key), then cancelled.
    await inTurn(async () => {
      await page.goto("/admin/account");
      await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      await page.getByLabel("Code from the app").waitFor();
      for (const finding of await severeViolations(page)) findings.push(`/admin/account (setup): ${finding}`);
      await page.getByRole("button", { name: "Cancel setup" }).click();
      await page.getByRole("button", { name: "Set up two-factor sign-in" }).waitFor();
    });
    findings.push(...(await scriptedStates(page)));
    await context.close();

    const signedOut = await site.newContext({ bypassCSP: true, viewport });
    const login = await signedOut.newPage();
    // The sign-in page, the pages of an invitation link (one that does not work, one that does) and a password reset link.
    for (const screen of ["/admin/login", "/admin/accept-invite/no-such-invitation", prepared.inviteLink, prepared.resetLink]) {
      await login.goto(screen);
      for (const finding of await severeViolations(login)) findings.push(`${screen}: ${finding}`);
    }
    // The links still work: their forms were checked, not a refusal.
    await login.goto(prepared.inviteLink);
    await login.getByLabel("Confirm password").waitFor();
    await login.goto(prepared.resetLink);
    await login.getByLabel("Confirm new password").waitFor();
    // The sign-in's second step, for an admin with two-factor on.
    await login.goto("/admin/login");
    await login.getByLabel("Email").fill(TWO_FACTOR_USER.email);
    await login.getByLabel("Password").fill(TWO_FACTOR_USER.password);
    await login.getByRole("button", { name: "Sign in" }).click();
    await login.waitForURL((url) => url.pathname === "/admin/two-factor");
    for (const finding of await severeViolations(login)) findings.push(`/admin/two-factor: ${finding}`);
    await signedOut.close();
    expect(findings).toEqual([]);
    // Some fifty screens, each loaded, hydrated and checked in turn.
  }, 400_000);
});

/**
 * The states only JavaScript reaches, or that a form's answer shows: the news
 * form refused empty (its error summary and marked fields), and the editor's
 * link and media-picker dialogs open.
 */
async function scriptedStates(page: Page): Promise<string[]> {
  const found: string[] = [];
  const check = async (state: string) => {
    for (const finding of await severeViolations(page)) found.push(`/admin/create-blog (${state}): ${finding}`);
  };
  await page.goto("/admin/create-blog");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.locator(".error-summary").waitFor();
  await check("refused empty");

  await page.goto("/admin/create-blog");
  const editor = page.locator('.rich-text-content[contenteditable="true"]');
  await editor.waitFor();
  await editor.click();
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const linkDialog = page.getByRole("dialog", { name: "Add a link" });
  await linkDialog.waitFor();
  await check("link dialog");
  await linkDialog.getByRole("button", { name: "Cancel" }).click();
  await linkDialog.waitFor({ state: "hidden" });

  await page.getByRole("button", { name: "Image from the library" }).click();
  const picker = page.getByRole("dialog", { name: "Insert an image from the library" });
  await picker.locator(".media-picker-item").first().waitFor();
  await check("media picker");
  await picker.getByRole("button", { name: "Close" }).click();

  await editor.click();
  await page.keyboard.type("/");
  await page.getByRole("listbox").getByRole("option").first().waitFor();
  await check("block menu");
  await page.keyboard.press("Escape");
  return found;
}
