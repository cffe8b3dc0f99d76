import type { BrowserContext, Page } from "playwright-core";
import { registerCustomer, severeViolations, siteForThisFile } from "./harness";

/**
 * A German visitor, with JavaScript on and with it off: starts at /de, opens Why Northwind in
 * German, and uses the header's language switcher, which keeps them on the same page, the same
 * news article and the same solution in the other language. The alternates list both versions, and the sitemap
 * the page's. Every German screen passes axe at both widths.
 */

const CUSTOMER = { name: "Greta Seiten", email: "greta-pages@e2e.test", password: "greta's password" };

const site = siteForThisFile({ env: { SITE_LOCALES: "en,de" } });

// Articles are behind the details guard: the visitor needs an account.
beforeAll(async () => {
  await registerCustomer(site, CUSTOMER);
});

async function expectHeading(page: Page, name: string) {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([name]);
}

async function switchTo(page: Page, language: "English" | "Deutsch", pathname: string) {
  await page.getByRole("navigation", { name: /^(Language|Sprache)$/ }).getByRole("link", { name: language }).click();
  await page.waitForURL((url) => url.pathname === pathname);
  await page.locator(`html[lang="${language === "English" ? "en" : "de"}"]`).waitFor({ state: "attached" });
  expect(await page.getByRole("navigation", { name: /^(Language|Sprache)$/ }).locator('[aria-current="page"] .language-name').textContent()).toBe(language);
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("a German visitor %s", (_label, javaScript) => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
  });

  it("browses /de and switches language on a page and on an article without losing their place", async () => {
    context = javaScript ? await site.newContext() : await site.newNoScriptContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`/login?redirectTo=${encodeURIComponent("/de")}`);
    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Password").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/de");
    // The address changes a moment before the browser renders the page it names.
    await page.locator('html[lang="de"]').waitFor({ state: "attached" });

    await page.goto("/de/warum-northwind");
    await expectHeading(page, "Warum Northwind");
    await page.getByRole("heading", { name: "Was Sie bekommen" }).waitFor();
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toMatch(/\/why-northwind$/);

    await switchTo(page, "English", "/why-northwind");
    await expectHeading(page, "Why Northwind");
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href")).toMatch(/\/de\/warum-northwind$/);
    await switchTo(page, "Deutsch", "/de/warum-northwind");

    await page.goto("/news-details/edge-gateway-x1-wins-an-industry-design-award");
    await switchTo(page, "Deutsch", "/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche");
    await expectHeading(page, "Edge Gateway X1 gewinnt einen Designpreis der Branche");
    await switchTo(page, "English", "/news-details/edge-gateway-x1-wins-an-industry-design-award");

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/de/warum-northwind</loc>");
    expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]+\/de\/warum-northwind"\/>/);
    // Articles need a sign-in on the demo site, so the sitemap leaves them out in every language; their alternates are in the page.
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href")).toMatch(
      /\/de\/news-details\/edge-gateway-x1-gewinnt-einen-designpreis-der-branche$/,
    );
    expect(errors).toEqual([]);
  });

  it("opens a category from the German menu, a solution in it, and switches to the same solution in English", async () => {
    context = javaScript ? await site.newContext() : await site.newNoScriptContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`/de/login?redirectTo=${encodeURIComponent("/de")}`);
    await page.getByLabel("E-Mail").fill(CUSTOMER.email);
    await page.getByLabel("Passwort").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/de");
    await page.locator('html[lang="de"]').waitFor({ state: "attached" });

    // The Lösungen dropdown is a <details>: it opens with or without scripts, and names the categories in German.
    const nav = page.getByRole("navigation", { name: "Hauptmenü" });
    await nav.getByText("Lösungen", { exact: true }).click();
    await nav.getByRole("link", { name: "Daten & Analytics" }).click();
    await page.waitForURL((url) => url.pathname === "/de/solutions/daten-und-analytics");
    await expectHeading(page, "Daten & Analytics");

    await page.getByRole("link", { name: "Vorausschauende Wartung" }).click();
    await page.waitForURL((url) => url.pathname === "/de/solution-details/vorausschauende-wartung");
    await expectHeading(page, "Vorausschauende Wartung");
    await page.getByRole("heading", { name: "Das Wichtigste" }).waitFor();

    await switchTo(page, "English", "/solution-details/predictive-maintenance");
    await expectHeading(page, "Predictive Maintenance");
    await switchTo(page, "Deutsch", "/de/solution-details/vorausschauende-wartung");
    expect(errors).toEqual([]);
  });
});

describe("the header of a site in two languages, for a signed-in customer", () => {
  it("keeps every menu entry whole from 1024 px, and no page is wider than a phone", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Password").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    for (const pathname of ["/news", "/de/warum-northwind"]) {
      await page.goto(pathname);
      for (const width of [360, 390, 1024, 1100, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const fit = await page.evaluate(() => ({
          pageWidth: document.documentElement.scrollWidth,
          // An entry cut short (an ellipsis) is wider inside than the room it was given.
          cut: [...document.querySelectorAll<HTMLElement>("header .main-nav-wide .nav-list > li > a, header .main-nav-wide summary")]
            .filter((entry) => entry.offsetParent !== null && entry.scrollWidth > entry.clientWidth + 1)
            .map((entry) => entry.textContent),
        }));
        expect(fit, `${pathname} at ${width} px`).toEqual({ pageWidth: width, cut: [] });
      }
    }
    await context.close();
  });
});

describe("the German home's featured products, one of them not yet translated", () => {
  it("fills every row at 1280 px: of five, two rows of two, then the fifth beside the way to all products", async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/de");
    const rows = await page.locator("[aria-labelledby='locale-home-products'] .card-grid > li").evaluateAll((items) => {
      const byTop = new Map<number, number[]>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), Math.round(box.width)]);
      }
      const row = (items[0].parentElement as HTMLElement).getBoundingClientRect().width;
      // Each row's cards and the share of the row they fill, gaps included.
      return [...byTop.values()].map((widths) => ({ cards: widths.length, filled: Math.round((widths.reduce((sum, width) => sum + width, 0) / row) * 10) / 10 }));
    });
    expect(rows.map((row) => row.cards)).toEqual([2, 2, 2]);
    expect(await page.locator("[aria-labelledby='locale-home-products'] .card-grid > li:last-child a").getAttribute("href")).toBe("/de/products");
    for (const row of rows) expect(row.filled).toBeGreaterThanOrEqual(0.9);
    await context.close();
  });
});

// German words are longer and a second switcher sits in the header: each German screen is checked
// on its own, in a test of its own, and the tests of both widths run side by side.
describe.concurrent.each([
  ["at 1280 px", { width: 1280, height: 900 }],
  ["at 390 px", { width: 390, height: 844 }],
])("accessibility (axe-core) of the German site %s", (_label, viewport) => {
  let anyone: BrowserContext;
  let signedIn: BrowserContext;
  beforeAll(async () => {
    anyone = await site.newContext({ bypassCSP: true, viewport });
    signedIn = await site.newContext({ bypassCSP: true, viewport });
    const page = await signedIn.newPage();
    // Asked for no page, the German sign-in lands on the German home.
    await page.goto("/de/login");
    await page.getByLabel("E-Mail").fill(CUSTOMER.email);
    await page.getByLabel("Passwort").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/de");
    await page.close();
  });
  afterAll(async () => {
    await anyone.close();
    await signedIn.close();
  });

  async function findings(context: BrowserContext, pathname: string) {
    const page = await context.newPage();
    await page.goto(pathname);
    const result = { lang: await page.locator("html").getAttribute("lang"), findings: await severeViolations(page) };
    await page.close();
    return result;
  }

  it.for([
    "/de", "/de/news", "/de/ueber-uns", "/de/warum-northwind", "/de/solutions/daten-und-analytics", "/de/products/edge-hardware",
    "/de/contact-us", "/de/search?q=wartung", "/de/login", "/de/register", "/de/forgot-password", "/de/gibt-es-nicht",
  ])("finds no serious or critical violations on %s", async (pathname, { expect }) => {
    expect(await findings(anyone, pathname)).toEqual({ lang: "de", findings: [] });
  });

  it.for([
    "/de/solution-details/vorausschauende-wartung", "/de/product-details/edge-gateway-x1",
    "/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche", "/de/certificates", "/de/account",
  ])("finds none on %s behind the sign-in", async (pathname, { expect }) => {
    expect(await findings(signedIn, pathname)).toEqual({ lang: "de", findings: [] });
  });
});


describe("every page of the sitemap on a 390 px phone", () => {
  // German runs to long compound words ("Gewässerverunreinigungen"): one in a narrow box once made its page scroll sideways.
  it("fits the screen's width in either language", async () => {
    const context = await site.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
    expect(paths.filter((path) => path.startsWith("/de")).length).toBeGreaterThan(10);
    const wider: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      // Sections off screen are laid out only as they near it (content-visibility): all of them, as a visitor scrolling down has them.
      const width = await page.evaluate(() => {
        document.querySelectorAll<HTMLElement>("main .section").forEach((section) => (section.style.contentVisibility = "visible"));
        return document.documentElement.scrollWidth;
      });
      if (width > 390) wider.push(`${path}: ${width}px`);
    }
    expect(wider).toEqual([]);
    await context.close();
  });
});
