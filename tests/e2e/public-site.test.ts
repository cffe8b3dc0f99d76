import type { BrowserContext, Page } from "playwright-core";
import { E2E_ADMIN, severeViolations, severeViolationsAt, registerCustomer, siteForThisFile } from "./harness";

/**
 * The public website in a real browser, with JavaScript on and with it off:
 * a visitor's journey to a guarded page, a detail page's sidebar at 1280 and
 * 390 px, news pagination, the contact form,
 * and an axe-core accessibility check of the main pages.
 */

const CUSTOMER = { name: "Petra Public", email: "petra@e2e.test", password: "petra's password" };
/** The longest name the header has to hold. */
const LONG_NAMED = { name: "Maximiliane Konstantinopoulou-Whitfield", email: "maximiliane@e2e.test", password: "maximiliane's password" };

const site = siteForThisFile();

beforeAll(async () => {
  await registerCustomer(site, CUSTOMER);
  await registerCustomer(site, LONG_NAMED);
  await addNewsArticles(7);
});

/** Published articles through the admin API, so that the news list has a second page. */
async function addNewsArticles(count: number) {
  const login = await fetch(`${site.app.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  for (let index = 1; index <= count; index += 1) {
    const response = await fetch(`${site.app.baseUrl}/api/admin/news`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${data.token}` },
      body: JSON.stringify({
        title: `Field report ${index}`,
        excerpt: `Notes from the field, part ${index}.`,
        body: `<p>Part ${index} of our field reports.</p>`,
        status: "published",
        published_at: new Date(Date.now() - (200 + index) * 86_400_000).toISOString(),
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

function newContext(javaScript: boolean): Promise<BrowserContext> {
  return javaScript ? site.newContext() : site.newNoScriptContext();
}

/** Waits for the page's h1 to read `name`: with JavaScript the URL can change a moment before the new page shows. */
async function expectHeading(page: Page, name: string) {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([name]);
}

async function signIn(page: Page, customer = CUSTOMER) {
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The header's height at each width, and whether everything in it stands on one row at 1280 px. */
async function headerAt(page: Page): Promise<{ heights: number[]; oneRow: boolean }> {
  const heights: number[] = [];
  let oneRow = false;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    heights.push((await page.locator("header.site-header").boundingBox())!.height);
    if (width === 1280) {
      const logo = (await page.locator("header .brand").boundingBox())!;
      const last = (await page.locator("header .header-search > summary").boundingBox())!;
      const account = (await page.locator("header .main-nav-wide .nav-account").boundingBox())!;
      // The account and the search sit level with the logo, not on a row of their own.
      oneRow = [last, account].every((box) => box.y < logo.y + logo.height && box.y + box.height > logo.y);
    }
  }
  return { heights, oneRow };
}

type Box = { x: number; y: number; width: number; height: number };

/** Where a detail page's body column and its sidebar's call to action are drawn. */
async function detailBoxes(page: Page, sidebar: string): Promise<{ body: Box; call: Box }> {
  const body = await page.locator("main article .rich-body").boundingBox();
  const call = await page.getByRole("complementary", { name: sidebar }).getByRole("link", { name: "Contact us" }).boundingBox();
  return { body: body!, call: call! };
}

/** At 1280 px the call to action sits to the right of the body column, beside it rather than under it. */
async function expectCallBesideBody(page: Page, sidebar: string) {
  const { body, call } = await detailBoxes(page, sidebar);
  expect(call.x).toBeGreaterThanOrEqual(body.x + body.width);
  expect(call.y).toBeLessThan(body.y + body.height);
}

/** On a phone it comes after the body, and nothing is wider than the screen. */
async function expectCallUnderBody(page: Page, sidebar: string) {
  const { body, call } = await detailBoxes(page, sidebar);
  expect(call.y).toBeGreaterThanOrEqual(body.y + body.height);
  const widths = await page.evaluate(() => ({ content: document.scrollingElement!.scrollWidth, viewport: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("a visitor %s", (_label, javaScript) => {
  it("goes from the home page to a category, signs in when asked, and lands on the detail page", async () => {
    const context = await newContext(javaScript);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto("/");
    await expectHeading(page, "Technology that keeps industry running");

    // The Solutions dropdown is a <details>: it opens with or without scripts.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Solutions", { exact: true }).click();
    await nav.getByRole("link", { name: "Cloud & Infrastructure" }).click();
    await page.waitForURL("**/solutions/cloud-infrastructure");
    await expectHeading(page, "Cloud & Infrastructure");

    await page.getByRole("link", { name: "Managed Kubernetes" }).click();
    await page.waitForURL("**/login?redirectTo=%2Fsolution-details%2Fmanaged-kubernetes");
    await signIn(page);
    await page.waitForURL("**/solution-details/managed-kubernetes");
    await expectHeading(page, "Managed Kubernetes");
    expect(await page.getByRole("heading", { name: "What you get" }).isVisible()).toBe(true);
    // The header now has the customer's menu: a person icon named by their name, opening on who is signed in, their account and Sign out.
    await nav.locator(".account-menu > summary", { hasText: CUSTOMER.name }).click();
    expect(await nav.locator(".account-who").innerText()).toBe(`Signed in as ${CUSTOMER.name}`);
    expect(await nav.getByRole("link", { name: "Your account" }).getAttribute("href")).toBe("/account");
    expect(await nav.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);

    await nav.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await nav.getByRole("link", { name: "Sign in" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows the footer's Solutions to the overview of every category, and opens one from there", async () => {
    const context = await newContext(javaScript);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto("/news");
    await page.locator("footer").getByRole("link", { name: "Solutions", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/solutions");
    await expectHeading(page, "Solutions");
    const cards = page.locator("main ul.overview-grid > li");
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(1).textContent()).toContain("Turn operational data into decisions");
    // Every solution at a glance under the cards, with its area.
    const predictive = page.locator("main .glance-list > li").filter({ hasText: "Predictive Maintenance" });
    expect(await predictive.locator(".glance-category").textContent()).toBe("Data & Analytics");

    await page.getByRole("link", { name: "Data & Analytics" }).click();
    await page.waitForURL("**/solutions/data-analytics");
    await expectHeading(page, "Data & Analytics");
    // The breadcrumb's Solutions leads back to the overview.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Solutions" }).click();
    await page.waitForURL((url) => url.pathname === "/solutions");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the header one row and the same height signed in as signed out, at 1280 and 390 px", async () => {
    const context = await newContext(javaScript);
    const page = await context.newPage();
    await page.goto("/news");
    const signedOut = await headerAt(page);
    expect(signedOut.oneRow).toBe(true);
    expect(signedOut.heights[0]).toBeLessThan(80);

    await page.goto("/login?redirectTo=%2Fnews");
    await signIn(page, LONG_NAMED);
    await page.waitForURL((url) => url.pathname === "/news");
    await page.getByRole("heading", { level: 1, name: "News" }).waitFor();
    const signedIn = await headerAt(page);
    expect(signedIn).toEqual(signedOut);

    // The magnifier opens the search box; with JavaScript it takes the focus at once.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator("header .header-search > summary").click();
    const search = page.getByRole("search");
    await search.getByLabel("Search the site").waitFor();
    if (javaScript) await page.waitForFunction(() => document.activeElement?.id === "site-search-q", undefined, { timeout: 5000 });
    await search.getByLabel("Search the site").fill("edge");
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "edge");
    await context.close();
  });

  it("on a phone, opens the Menu button and follows a link from it", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto("/");
    // One row: the logo and the Menu button, the links folded away.
    const header = await page.locator("header.site-header").boundingBox();
    expect(header!.height).toBeLessThan(80);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.isVisible()).toBe(false);

    await page.getByText("Menu", { exact: true }).click();
    await nav.getByText("Products", { exact: true }).click();
    await nav.getByRole("link", { name: "Edge Hardware" }).click();
    await page.waitForURL("**/products/edge-hardware");
    await expectHeading(page, "Edge Hardware");
    if (javaScript) expect(await nav.isVisible()).toBe(false);
    await context.close();
  });

  it("reads an article in one column with the call to action and more news under it, a solution with them beside its body, then follows them", async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto("/login?redirectTo=%2Fnews-details%2Fedge-gateway-x1-wins-an-industry-design-award");
    await signIn(page);
    await page.waitForURL("**/news-details/edge-gateway-x1-wins-an-industry-design-award");
    await expectHeading(page, "Edge Gateway X1 wins an industry design award");
    // An article reads as one centred column at every width: what follows it comes under it.
    await expectCallUnderBody(page, "Contact us and more news");
    const column = (await page.locator(".news-article").boundingBox())!;
    expect(Math.abs(column.x + column.width / 2 - 640)).toBeLessThan(20);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectCallUnderBody(page, "Contact us and more news");

    const moreNews = page.getByRole("complementary", { name: "Contact us and more news" });
    await moreNews.getByRole("link", { name: "We opened our new operations centre" }).click();
    await page.waitForURL("**/news-details/we-opened-our-new-operations-centre");
    await expectHeading(page, "We opened our new operations centre");

    await page.goto("/solution-details/managed-kubernetes");
    await expectHeading(page, "Managed Kubernetes");
    await expectCallUnderBody(page, "Contact us and related solutions");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectCallBesideBody(page, "Contact us and related solutions");

    await page.getByRole("complementary", { name: "Contact us and related solutions" }).getByRole("link", { name: "Contact us" }).click();
    await page.waitForURL((url) => url.pathname === "/contact-us");
    await expectHeading(page, "Contact us");
    await context.close();
  });

  it("pages through the news, 9 articles a page", async () => {
    const context = await newContext(javaScript);
    const page = await context.newPage();
    await page.goto("/news");
    const cards = page.locator("main .card-title");
    expect(await cards.count()).toBe(9);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL("**/news?page=2");
    await expectHeading(page, "News");
    await page.getByText("Page 2 of 2").waitFor();
    expect(await cards.count()).toBe(2);
    expect(await cards.allTextContents()).toEqual(["Field report 6", "Field report 7"]);
    expect(await pagination.locator('[aria-current="page"]').textContent()).toBe("Page 2");
    await pagination.getByRole("link", { name: "Page 1" }).click();
    await page.waitForURL((url) => url.pathname === "/news" && url.search === "");
    await page.getByText("Page 2 of 2").waitFor({ state: "detached" });
    expect(await cards.count()).toBe(9);
    await context.close();
  });

  it("sends the contact form: an error first, then the thank-you message", async () => {
    const context = await newContext(javaScript);
    const page = await context.newPage();
    await page.goto("/contact-us");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name").fill("Oscar Onsite");
    await form.getByLabel("Email").fill("oscar-at-example");
    await form.getByLabel("Message").fill(`Please call me back (${javaScript ? "scripted" : "plain"}).`);
    await form.getByRole("button", { name: "Send message" }).click();

    const emailError = page.locator("#field-email-error");
    await emailError.waitFor();
    expect(await form.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    // The first field to correct takes the focus: with JavaScript the page stays and
    // moves it there; without (or sent before the page's script started) the answered
    // page opens on it.
    await page.waitForFunction(() => document.activeElement?.id === "field-email", undefined, { timeout: 5000 });
    expect(await form.getByLabel("Name").inputValue()).toBe("Oscar Onsite");
    expect(await form.getByLabel("Message").inputValue()).toContain("Please call me back");

    await form.getByLabel("Email").fill("oscar@example.test");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL("**/contact-us?sent=1");
    expect(await page.getByRole("status").textContent()).toContain("Thank you, your message has been sent.");
    // The thank-you stands in the form's place, with a way to write again.
    expect(await page.locator("#contact-form").count()).toBe(0);
    await page.getByRole("link", { name: "Send another message" }).click();
    await page.waitForURL((url) => url.pathname === "/contact-us" && url.search === "");
    expect(await page.locator("#contact-form").getByLabel("Email").inputValue()).toBe("");
    await context.close();
  });
});

describe("with JavaScript", () => {
  it("scrolls to the top after a navigation", async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "All news" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("link", { name: "All news" }).click();
    await page.waitForURL("**/news");
    await page.getByRole("heading", { level: 1, name: "News" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("loads no module on a public page; on the sign-in page, once the page has loaded, keeping a menu opened meanwhile open", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const modules: string[] = [];
    page.on("request", (request) => {
      if (/\/build\/.*\.js$/.test(request.url())) modules.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(modules).toEqual([]);

    // The sign-in page takes React, for passkeys: its files wait until the menu is open.
    let release!: () => void;
    const menuOpened = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/build/**/*.js", async (route) => {
      await menuOpened;
      await route.continue();
    });
    await page.goto("/login", { waitUntil: "load" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByText("Menu", { exact: true }).click();
    expect(await nav.isVisible()).toBe(true);
    release();
    await page.waitForFunction(() => "__remixRouter" in window, undefined, { timeout: 15_000 });
    // Hydrated without closing the menu.
    expect(await nav.isVisible()).toBe(true);
    const timing = await page.evaluate(() => ({
      loaded: performance.getEntriesByType("navigation")[0] ? (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd : 0,
      firstScript: Math.min(...performance.getEntriesByType("resource").filter((entry) => /\/build\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime)),
    }));
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
    // Now a navigation inside the site, drawn by React, closes it.
    await nav.getByText("Products", { exact: true }).click();
    await nav.getByRole("link", { name: "Edge Hardware" }).click();
    await page.waitForURL("**/products/edge-hardware");
    await expectHeading(page, "Edge Hardware");
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });

  it("leaves the slider where the visitor put it, and moves it with Next, Previous and the dots", async () => {
    // The page's clock is the test's: a minute passes at once, and the slider has not moved by itself.
    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/");
    const track = page.locator(".slider-track");
    const shown = () => page.evaluate(() => {
      const strip = document.querySelector(".slider-track");
      return strip && strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : -1;
    });
    const current = () => page.locator(".slider-dots a[aria-current='true']").getAttribute("href");
    const next = page.getByRole("button", { name: "Next slide" });
    const previous = page.getByRole("button", { name: "Previous slide" });
    await next.waitFor();
    await page.clock.runFor(60_000);
    await page.waitForTimeout(1_000);
    expect(await track.evaluate((element) => element.scrollLeft)).toBe(0);

    await next.click();
    await page.waitForFunction(() => document.querySelector(".slider-dots a[aria-current='true']")?.getAttribute("href") === "#slide-2", undefined, { timeout: 5_000 });
    expect(await shown()).toBe(1);
    // Previous from the first slide goes round to the last.
    await previous.click();
    await page.waitForFunction(() => document.querySelector(".slider-dots a[aria-current='true']")?.getAttribute("href") === "#slide-1", undefined, { timeout: 5_000 });
    await previous.click();
    const last = await page.locator(".slider-dots a").last().getAttribute("href");
    await page.waitForFunction((href) => document.querySelector(".slider-dots a[aria-current='true']")?.getAttribute("href") === href, last, { timeout: 5_000 });
    // The dots sit beside Previous, already in view: the page stays where the clicks above left it.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.locator(".slider-dots a").first().click();
    await page.waitForFunction(() => document.querySelector(".slider-dots a[aria-current='true']")?.getAttribute("href") === "#slide-1", undefined, { timeout: 5_000 });
    expect(await current()).toBe("#slide-1");
    // The dot slid the strip sideways only: the plain link would have scrolled the page to the slide's top.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();

    // Without JavaScript there is nothing to press that would do nothing: the dots are links.
    const plain = await site.newNoScriptContext();
    const still = await plain.newPage();
    await still.goto("/");
    expect(await still.getByRole("button", { name: "Next slide" }).count()).toBe(0);
    expect(await still.locator(".slider-dots a").count()).toBeGreaterThan(1);
    await plain.close();
  });
});

// Each screen is its own test, and the tests of both widths run side by side: a test mostly
// waits on the site and the network going quiet, and none holds a busy machine's minute.
describe.concurrent.each([
  ["at 1280 px", { width: 1280, height: 900 }],
  ["at 390 px", { width: 390, height: 844 }],
])("accessibility (axe-core) %s", (_label, viewport) => {
  // The page's CSP would refuse the injected axe script; the test lifts it.
  const axeContext = () => site.newContext({ bypassCSP: true, viewport });
  let anyone: BrowserContext;
  let signedIn: BrowserContext;
  beforeAll(async () => {
    anyone = await axeContext();
    signedIn = await axeContext();
    const page = await signedIn.newPage();
    await page.goto("/login");
    await signIn(page);
    await page.waitForURL((url) => url.pathname === "/");
    await page.close();
  });
  afterAll(async () => {
    await anyone.close();
    await signedIn.close();
  });

  it.for([
    "/", "/solutions", "/products", "/solutions/data-analytics", "/solutions/cloud-infrastructure", "/products/edge-hardware",
    "/news", "/news?page=2", "/contact-us", "/about-us", "/privacy-policy", "/search", "/search?q=cloud", "/login",
    "/login?redirectTo=%2Fsolution-details%2Fdata-platform", "/register", "/forgot-password", "/reset-password/not-a-real-token",
    "/no-such-page",
  ])("finds no serious or critical violations on %s", async (url, { expect }) => {
    expect(await severeViolationsAt(anyone, url)).toEqual([]);
  });

  it.for([
    "/solution-details/data-platform", "/product-details/vision-node-v2", "/news-details/we-opened-our-new-operations-centre",
    "/certificates", "/account",
  ])("finds none on %s behind the sign-in", async (url, { expect }) => {
    expect(await severeViolationsAt(signedIn, url)).toEqual([]);
  });

  it("finds none on the registration form showing its errors", async ({ expect }) => {
    const page = await anyone.newPage();
    await page.goto("/register");
    await page.getByRole("button", { name: "Register" }).click();
    await page.locator("[aria-invalid=true]").first().waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await page.close();
  });

  it("finds none on the contact form showing its errors", async ({ expect }) => {
    const page = await anyone.newPage();
    await page.goto("/contact-us");
    await page.locator("#contact-form").getByRole("button", { name: "Send message" }).click();
    await page.locator("#field-name-error").waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await page.close();
  });
});
