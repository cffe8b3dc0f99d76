/**
 * `npm run screens`: a picture of every public and admin screen at 1280 and 390 px, for a
 * design review. Starts the built site on a fresh demo database in two languages (en, de)
 * and writes, under SCREENS_DIR (default /tmp/screens):
 *   public/      every page a visitor reaches from the menus, one of each detail page, search, 404, sign-in;
 *   signed-in/   the guarded detail pages as a registered customer reads them;
 *   admin/       every screen of the admin's sidebar, one edit screen of each list, revisions, the admin's 404;
 *   nojs/, nojs-admin/   a few of those with JavaScript off;
 *   walk-1280/, walk-390/   publishing a news article with a new cover from the dashboard, a picture a step;
 *   console.txt  what the browser's console reported as an error, page by page.
 * SCREENS_ONLY=regex shoots only the paths it matches (and the walk only when it matches "walk"), to look again after a change.
 * Whole pages are shot: pictures below the fold are loaded first and sections that skip
 * rendering off screen are rendered, as tests/e2e/visual.test.ts does.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import sharp from "sharp";
import { ensureBuild, startApp } from "../tests/helpers/process";

const OUT = process.env.SCREENS_DIR ?? "/tmp/screens";
const WIDTHS = [1280, 390] as const;
const ADMIN = { email: "admin@screens.test", password: "screens admin password" };
const CUSTOMER = { name: "Dana Reviewer", email: "dana@screens.test", password: "screens customer password" };
const consoleErrors: string[] = [];
const ONLY = process.env.SCREENS_ONLY ? new RegExp(process.env.SCREENS_ONLY) : null;

function fileName(pathname: string, width: number): string {
  const name = pathname.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-") || "home";
  return `${name}-${width}.png`;
}

async function shoot(page: Page, pathname: string, dir: string, width: number): Promise<void> {
  if (ONLY && !ONLY.test(pathname)) return;
  const response = await page.goto(pathname);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    const rendered = document.createElement("style");
    rendered.textContent = "* { content-visibility: visible !important; }";
    document.head.append(rendered);
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  fs.mkdirSync(path.join(OUT, dir), { recursive: true });
  await page.screenshot({ path: path.join(OUT, dir, fileName(pathname, width)), fullPage: true, animations: "disabled", caret: "hide" });
  console.log(`${dir}/${fileName(pathname, width)} (${response?.status() ?? "?"})`);
}

async function newContext(browser: Browser, baseURL: string, width: number, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width > 600 ? 800 : 844 },
    javaScriptEnabled,
    // The capture adds a style element to each page; the site's policy would refuse it.
    bypassCSP: true,
    reducedMotion: "reduce",
    locale: "en-GB",
  });
  context.on("page", (page) => {
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${width} ${page.url()}: ${message.text()}`);
    });
  });
  return context;
}

async function signInAdmin(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin/dashboard");
  return page;
}

/** Same-site paths of the links `selector` matches on the page now open, in order, once each. */
async function linksOn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => new URL(href).pathname))];
}

async function publicPaths(page: Page): Promise<{ open: string[]; details: string[] }> {
  await page.goto("/");
  const menus = await linksOn(page, "header a, footer a");
  const details: string[] = [];
  for (const list of ["/solutions", "/products", "/news", "/customer-stories"]) {
    await page.goto(list);
    const categories = (await linksOn(page, `main a[href^="${list}/"]`)).filter((pathname) => !pathname.endsWith(".xml"));
    if (categories[0]) details.push(categories[0]);
  }
  const open = [
    ...new Set([...menus, ...details, "/de", "/de/news", "/search", "/search?q=cloud", "/login", "/register", "/forgot-password", "/no-such-page"]),
  ].filter((pathname) => !pathname.startsWith("/media/") && !pathname.endsWith(".xml") && pathname !== "/logout");
  return { open, details };
}

/** One detail page of each guarded kind, found as a signed-in customer sees the lists (a visitor's cards lead to the sign-in page). */
async function guardedPaths(page: Page, details: string[]): Promise<string[]> {
  const guarded: string[] = [];
  for (const [list, prefix] of [["/solutions", "/solution-details/"], ["/products", "/product-details/"], ["/news", "/news-details/"]]) {
    await page.goto(details.find((pathname) => pathname.startsWith(`${list}/`)) ?? list);
    const first = (await linksOn(page, `main a[href^="${prefix}"]`))[0];
    if (first) guarded.push(first);
  }
  return guarded;
}

async function adminPaths(page: Page): Promise<string[]> {
  await page.goto("/admin/dashboard");
  const screens = (await linksOn(page, "nav a[href^='/admin/']")).filter((pathname) => !pathname.includes("logout"));
  const edits: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    const edit = (await linksOn(page, "main a[href*='/admin/edit-'], main a[href*='/admin/mail-details/']"))[0];
    if (edit) edits.push(edit);
  }
  const revisions = edits.find((pathname) => pathname.startsWith("/admin/edit-blog/"));
  const extra = ["/admin/create-blog", "/admin/create-pages", "/admin/no-such-screen"];
  if (revisions) extra.push(`/admin/revisions/news/${revisions.split("/").pop()}`);
  return [...new Set([...screens, ...edits, ...extra])];
}

async function registerCustomer(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto("/register");
  await page.getByLabel("Name").fill(CUSTOMER.name);
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await page.getByLabel("Password", { exact: true }).fill(CUSTOMER.password);
  await page.getByLabel("Confirm password").fill(CUSTOMER.password);
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.close();
}

/** Publishing a news article with a new cover from the dashboard; gives back the clicks it took. */
async function walk(page: Page, width: number): Promise<number> {
  const dir = path.join(OUT, `walk-${width}`);
  fs.mkdirSync(dir, { recursive: true });
  let step = 0;
  let clicks = 0;
  const picture = async (what: string) => {
    step += 1;
    await page.screenshot({ path: path.join(dir, `${String(step).padStart(2, "0")}-${what}.png`) });
  };
  await page.goto("/admin/dashboard");
  await page.waitForLoadState("networkidle");
  await picture("dashboard");
  clicks += 1;
  await page.getByRole("link", { name: "Write news" }).first().click();
  await page.waitForURL("**/admin/create-blog");
  await page.locator('.rich-text-content[contenteditable="true"]').waitFor();
  await page.keyboard.type(`Our new harbour office (${width})`);
  await picture("title-typed");
  const cover = await sharp({ create: { width: 1200, height: 750, channels: 3, background: "#1f6fb2" } }).png().toBuffer();
  clicks += 1;
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByLabel("Drop an image or choose a file").click()]);
  await chooser.setFiles({ name: "harbour-office.png", mimeType: "image/png", buffer: cover });
  await page.getByAltText("Preview: harbour-office.png").waitFor();
  await picture("cover-chosen");
  clicks += 1;
  // Pressed where it stands, as a person's pointer does: Playwright's click first scrolls the sticky bar's
  // button to its place at the form's end, and the pictures after it showed a page a person never scrolled.
  const publish = (await page.getByRole("button", { name: "Publish", exact: true }).boundingBox())!;
  await page.mouse.click(publish.x + publish.width / 2, publish.y + publish.height / 2);
  const asked = page.getByRole("dialog", { name: "Publish now" });
  await asked.waitFor();
  await page.keyboard.type("The new harbour office at dusk");
  await picture("publish-dialog");
  clicks += 1;
  await asked.getByRole("button", { name: "Publish now" }).click();
  await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
  const toast = page.locator(".admin-toaster [role=status]").filter({ hasText: "Published" });
  await toast.waitFor();
  // The toast fades in: shot once it is wholly there, as a person reads it.
  await page.waitForFunction(() => {
    const shown = document.querySelector(".admin-toaster [role=status]")?.parentElement;
    return shown !== null && shown !== undefined && getComputedStyle(shown).opacity === "1";
  });
  await picture("published");
  return clicks;
}

async function main() {
  ensureBuild();
  if (!ONLY) fs.rmSync(OUT, { recursive: true, force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-screens-"));
  console.log(`Starting the site (production, PGlite in ${dataDir})…`);
  const app = await startApp({
    dataDir,
    env: {
      SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
      SEED_DEMO: "true",
      SITE_LOCALES: "en,de",
      SITE_TIME_ZONE: "Europe/London",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  try {
    const visitor = await newContext(browser, app.baseUrl, 1280);
    const { open, details } = await publicPaths(await visitor.newPage());
    const customer = await newContext(browser, app.baseUrl, 1280);
    await registerCustomer(customer);
    const guarded = await guardedPaths(await customer.newPage(), details);
    const admin = await newContext(browser, app.baseUrl, 1280);
    const admins = await adminPaths(await signInAdmin(admin));
    const clicks: string[] = [];
    for (const width of WIDTHS) {
      const visitors = await newContext(browser, app.baseUrl, width);
      const page = await visitors.newPage();
      for (const pathname of [...open, ...guarded]) await shoot(page, pathname, "public", width);
      const customers = await newContext(browser, app.baseUrl, width);
      await customers.addCookies(await customer.cookies());
      const signedIn = await customers.newPage();
      for (const pathname of guarded) await shoot(signedIn, pathname, "signed-in", width);
      const editors = await newContext(browser, app.baseUrl, width);
      await editors.addCookies(await admin.cookies());
      const editor = await editors.newPage();
      for (const pathname of admins) await shoot(editor, pathname, "admin", width);
      const scriptless = await newContext(browser, app.baseUrl, width, false);
      const noScript = await scriptless.newPage();
      for (const pathname of ["/", "/contact-us", guarded[0] ?? "/login", "/news"]) await shoot(noScript, pathname, "nojs", width);
      const scriptlessEditors = await newContext(browser, app.baseUrl, width, false);
      await scriptlessEditors.addCookies(await admin.cookies());
      const noScriptEditor = await scriptlessEditors.newPage();
      for (const pathname of ["/admin/dashboard", "/admin/create-blog", "/admin/setting"]) await shoot(noScriptEditor, pathname, "nojs-admin", width);
      for (const context of [visitors, customers, editors, scriptless, scriptlessEditors]) await context.close();
    }
    // Last, at both widths: the walk adds an article to the news the other pictures show.
    for (const width of WIDTHS) {
      if (ONLY && !ONLY.test("walk")) break;
      const editors = await newContext(browser, app.baseUrl, width);
      await editors.addCookies(await admin.cookies());
      clicks.push(`${width} px: ${await walk(await editors.newPage(), width)} clicks`);
      await editors.close();
    }
    fs.writeFileSync(path.join(OUT, "console.txt"), consoleErrors.join("\n") + "\n");
    console.log(`Publishing a news article with a new cover: ${clicks.join(", ")}`);
    console.log(`${consoleErrors.length} console errors (console.txt). Pictures in ${OUT}`);
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
