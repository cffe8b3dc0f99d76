import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { createPostgresDatabase, startApp, type PostgresDatabase } from "../helpers/process";

/**
 * Starts the built site (global-setup.ts builds it) as a real process on a free
 * port (tests/helpers/process.ts), with its own temporary DATA_DIR: embedded
 * PGlite on disk (a copy of a folder seeded once per configuration, `seededTemplate`),
 * or a fresh PostgreSQL database when TEST_DATABASE_URL is set. Demo content is
 * seeded and the first admin gets known credentials.
 */

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };

interface RunningApp {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed, for diagnosing a failure. */
  output: () => string;
  stop: () => Promise<void>;
}

/** `port`: chosen up front (tests/helpers/process.ts `freePort`) when SITE_URL must name it, as passkeys need. */
interface SiteOptions {
  env?: Record<string, string>;
  port?: number;
  /** Extra Chromium switches, e.g. to resolve a second host name locally. */
  browserArgs?: string[];
}

function siteEnv(sessionSecret: string, extra: Record<string, string> = {}): Record<string, string> {
  return { SESSION_SECRET: sessionSecret, SEED_DEMO: "true", ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...extra };
}

/**
 * A data folder already migrated and seeded for sites started with `env`, made by
 * the first file that asks and copied by the next: seeding takes about 9 of the 13
 * seconds a fresh embedded database needs to start. None on PostgreSQL, whose
 * database is made per file, or outside the browser suite's global setup.
 */
async function seededTemplate(env: Record<string, string>): Promise<{ dataDir: string; sessionSecret: string } | undefined> {
  const root = process.env.E2E_TEMPLATES_DIR;
  if (!root || process.env.TEST_DATABASE_URL) return undefined;
  const key = crypto.createHash("sha256").update(JSON.stringify(Object.entries(env).sort())).digest("hex").slice(0, 16);
  const dataDir = path.join(root, key, "data");
  const secretFile = path.join(root, key, "session-secret");
  if (!fs.existsSync(secretFile)) {
    const sessionSecret = crypto.randomBytes(24).toString("hex");
    fs.mkdirSync(dataDir, { recursive: true });
    const app = await startApp({ dataDir, env: siteEnv(sessionSecret, env) });
    await app.stop();
    // Written last: a folder without it is one whose seeding did not finish.
    fs.writeFileSync(secretFile, sessionSecret);
  }
  return { dataDir, sessionSecret: fs.readFileSync(secretFile, "utf8") };
}

async function startSite(options: SiteOptions = {}): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-e2e-"));
  let database: PostgresDatabase | undefined;
  const cleanUp = async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (process.env.TEST_DATABASE_URL) database = await createPostgresDatabase("e2e", process.env.TEST_DATABASE_URL);
    // A file that fixes its port names it in SITE_URL: its template would be its alone.
    const template = options.port === undefined ? await seededTemplate(options.env ?? {}) : undefined;
    if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
    // Stops the process itself when it never becomes healthy.
    const app = await startApp({
      databaseUrl: database?.url,
      dataDir,
      port: options.port,
      env: siteEnv(template?.sessionSecret ?? crypto.randomBytes(24).toString("hex"), options.env),
    });
    const stop = async () => {
      await app.stop();
      await cleanUp();
    };
    return { baseUrl: app.baseUrl, dataDir, output: app.output, stop };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}

/** The site and a browser of one test file, with the browser contexts its tests open. */
export interface SiteUnderTest {
  app: RunningApp;
  browser: Browser;
  /** A context with JavaScript on, its URLs relative to the site. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A context with JavaScript switched off: what a script-free visitor gets. */
  newNoScriptContext: () => Promise<BrowserContext>;
  /** A context with JavaScript on, the first admin signed in. */
  newAdminContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A page without JavaScript, the first admin signed in and sent on to `redirectTo`. */
  noScriptAdminPage: (redirectTo: string) => Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Starts the site and a browser before the calling file's tests and stops both
 * after them (register it at the top of the file, before the file's own hooks).
 */
export function siteForThisFile(options: SiteOptions = {}): SiteUnderTest {
  const site = {} as SiteUnderTest;
  beforeAll(async () => {
    site.app = await startSite(options);
    site.browser = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.app?.stop();
  });
  // A SITE_URL of the file's own (http://localhost:PORT for passkeys) is the address the browser uses too.
  site.newContext = (contextOptions = {}) => site.browser.newContext({ baseURL: options.env?.SITE_URL ?? site.app.baseUrl, ...contextOptions });
  site.newNoScriptContext = () => site.newContext({ javaScriptEnabled: false });
  site.newAdminContext = async (contextOptions = {}) => {
    const context = await site.newContext(contextOptions);
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.close();
    return context;
  };
  site.noScriptAdminPage = async (redirectTo) => {
    const context = await site.newNoScriptContext();
    const page = await context.newPage();
    await signInAsAdmin(page, redirectTo);
    return { context, page };
  };
  return site;
}

/** Registers a customer through the site's own form, without JavaScript; the guarded detail pages need one. */
export async function registerCustomer(site: SiteUnderTest, customer: { name: string; email: string; password: string }) {
  const context = await site.newNoScriptContext();
  const page = await context.newPage();
  await page.goto("/register");
  await page.getByLabel("Name").fill(customer.name);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByLabel("Confirm password").fill(customer.password);
  await page.getByRole("button", { name: "Register" }).click();
  expect(pathOf(page.url())).toBe("/");
  await context.close();
}

/** A URL's path and query, to compare where the browser ended up. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Signs the first admin in on `page` (with or without JavaScript) through the
 * admin sign-in form, asking to go on to `redirectTo`, and waits until the
 * browser is there: a failed sign-in times out here.
 */
async function signInAsAdmin(page: Page, redirectTo = "/admin/dashboard"): Promise<void> {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => pathOf(url.href) === redirectTo);
}

/**
 * Presses Publish (or Schedule) on an edit screen and says yes when asked: in the dialog with
 * JavaScript, on the step page without. Gives back the question, e.g. "Publish now".
 */
export async function publishConfirmed(page: Page, button: "Publish" | "Schedule" = "Publish"): Promise<string> {
  await page.getByRole("button", { name: button, exact: true }).click();
  const asked = page.locator("dialog[open], section.publish-confirmation").first();
  await asked.waitFor();
  const question = (await asked.locator("#publish-dialog-question, #publish-confirmation-question").textContent()) ?? "";
  await asked.getByRole("button", { name: /^(Publish now|Schedule)$/ }).click();
  return question;
}

/** Picks `label` in the react-select (JavaScript on) of the field labelled `field`. */
export async function chooseOption(page: Page, field: string, label: string): Promise<void> {
  // By role: a sidebar group may share the field's name.
  await page.getByRole("combobox", { name: field, exact: true }).fill(label);
  await page.getByRole("option", { name: label, exact: true }).click();
}

/**
 * Opens `path` in a new page of `context` and waits until every module has
 * loaded and run (React has hydrated it), recording each script error and
 * console error the page reports meanwhile and afterwards.
 */
export async function openWatched(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return { page, errors };
}

const AXE_PATH = path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js");
const SEVERE = new Set(["serious", "critical"]);

/**
 * axe-core's serious and critical findings on the page as it is now, one line
 * each. The page's CSP refuses the injected script: open it in a context with
 * `bypassCSP: true`.
 */
export async function severeViolations(page: Page): Promise<string[]> {
  // Scripted widgets (the rich-text editor, the selects) draw themselves after hydration.
  await page.waitForLoadState("networkidle");
  // A section below the fold waits unrendered (content-visibility: auto), and axe would read the
  // colours behind it (the footer's): every section is checked as a visitor scrolling to it sees it.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    type Results = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<Results> } }).axe;
    // Off by default in axe (experimental), but a control whose name does not hold its visible text defeats voice control.
    return axe.run({ rules: { "label-content-name-mismatch": { enabled: true } } });
  });
  return results.violations
    .filter((violation) => SEVERE.has(violation.impact))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** axe-core's serious and critical findings on `url`, opened in a tab of its own in `context`. */
export async function severeViolationsAt(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    return await severeViolations(page);
  } finally {
    await page.close();
  }
}

/** Unfolds the edit screen's settings panel titled `title` (a <details>), as a person clicks its title; an open one stays open. */
export async function openSettingsPanel(page: Page, title: string): Promise<void> {
  const panel = page.locator("details.settings-panel").filter({ has: page.locator(".settings-panel-title", { hasText: new RegExp(`^${title}$`) }) });
  if (!(await panel.evaluate((details) => (details as HTMLDetailsElement).open))) await panel.locator("summary").click();
}
