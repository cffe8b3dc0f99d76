import type { BrowserContext, Page } from "playwright-core";
import { openWatched, registerCustomer, siteForThisFile } from "./harness";

/**
 * A visitor meets a guarded article: the sign-in page shows what they are about to read, and signing in
 * lands on it. A mistyped address ends on a 404 that searches the site. The news leads with its newest
 * article, an article offers its share links, and the home page stays short on a phone. With JavaScript
 * and without.
 */

const CUSTOMER = { name: "Paula Polish", email: "paula@e2e.test", password: "paula's password" };
const ARTICLE = {
  title: "Our team is now ISO 27001 certified",
  path: "/news-details/our-team-is-now-iso-27001-certified",
  excerpt: "An external audit confirmed that our information security management meets ISO/IEC 27001:2022.",
};

const NEWEST = {
  title: "We opened our new operations centre",
  path: "/news-details/we-opened-our-new-operations-centre",
  excerpt: "Our new 24/7 operations centre in Portsmouth watches over 42,000 customer devices from one room.",
};
/** The home page's height on a 390 px phone was 8,632 px before its card lists became sideways rows. */
const PHONE_HOME_MAX_HEIGHT = 6000;

const site = siteForThisFile();

async function signIn(page: Page) {
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await page.getByLabel("Password").fill(CUSTOMER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The page's full height: the sections below the first screen are laid out only as they near it
 * (content-visibility), so they are laid out here first, as a visitor scrolling down would have them.
 */
function fullHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    document.querySelectorAll<HTMLElement>("main .section").forEach((section) => (section.style.contentVisibility = "visible"));
    return document.documentElement.scrollHeight;
  });
}

beforeAll(async () => {
  await registerCustomer(site, CUSTOMER);
});

describe.each([
  { label: "with JavaScript", javaScript: true },
  { label: "without JavaScript", javaScript: false },
])("a visitor $label", ({ javaScript }) => {
  const newContext = (): Promise<BrowserContext> => (javaScript ? site.newContext() : site.newNoScriptContext());

  it("opens a guarded article card, sees the article beside the sign-in form, signs in and lands on it", async () => {
    const context = await newContext();
    const { page, errors } = await openWatched(context, "/news");
    await page.getByRole("link", { name: ARTICLE.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(ARTICLE.path);

    const teaser = page.getByRole("complementary", { name: ARTICLE.title });
    await teaser.waitFor();
    expect(await teaser.getByRole("heading", { level: 2 }).textContent()).toBe(ARTICLE.title);
    expect(await teaser.textContent()).toContain(ARTICLE.excerpt);
    const cover = teaser.locator("img.guarded-teaser-image");
    expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // On a phone the article's start comes first, then the card whose register button is still in the first screen, above the password.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await teaser.isVisible()).toBe(true);
    const registerButton = await page.getByRole("main").getByRole("link", { name: "Register free and read on" }).boundingBox();
    const password = await page.getByLabel("Password").boundingBox();
    expect((await teaser.boundingBox())!.y).toBeLessThan(registerButton!.y);
    expect(registerButton!.y + registerButton!.height).toBeLessThanOrEqual(844);
    expect(registerButton!.y).toBeLessThan(password!.y);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [teaserBox, formBox] = [await teaser.boundingBox(), await page.locator(".guarded-sign-in .auth-page").boundingBox()];
    // Side by side on a wide screen: the article on the left, the sign-in card on the right, their tops level.
    expect(teaserBox!.x + teaserBox!.width).toBeLessThanOrEqual(formBox!.x);
    expect(Math.abs(teaserBox!.y - formBox!.y)).toBeLessThan(2);
    // The card opens with the register button there too, above the password.
    const cardRegister = await page.locator(".guarded-sign-in .auth-page").getByRole("link", { name: "Register free and read on" }).boundingBox();
    expect(cardRegister!.y).toBeLessThan((await page.getByLabel("Password").boundingBox())!.y);
    // Asked once: the teaser is the item alone.
    expect(await teaser.getByRole("link", { name: /Register/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Register free and read on" }).getAttribute("href")).toBe(`/register?redirectTo=${encodeURIComponent(ARTICLE.path)}`);
    // What an account opens is read on a phone too, in the card under its button.
    expect(await page.locator(".guarded-sign-in .auth-page .guarded-teaser-inside").isVisible()).toBe(true);

    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Password").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === ARTICLE.path);
    await page.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
    // Signed in, a phone's closed Menu button shows the customer's initials, and the header still fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator("header .menu-toggle > summary .menu-initials").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a guarded product on a phone: the register button in the first screen, what's inside under the card", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
    const { page, errors } = await openWatched(context, `/login?${new URLSearchParams({ redirectTo: "/product-details/edge-gateway-x1" })}`);
    const register = await page.getByRole("main").getByRole("link", { name: "Register free and read on" }).boundingBox();
    expect(register!.y + register!.height).toBeLessThanOrEqual(844);
    const outline = page.getByRole("region", { name: "What’s inside" });
    expect(await outline.getByRole("listitem").allTextContents()).toEqual(expect.arrayContaining(["Overview", "Key features", "Specifications"]));
    const card = await page.locator(".guarded-sign-in .auth-page").boundingBox();
    expect((await outline.boundingBox())!.y).toBeGreaterThanOrEqual(card!.y + card!.height);
    // On a wide screen it sits under the product, left of the card.
    await page.setViewportSize({ width: 1280, height: 900 });
    const [teaserBox, outlineBox, cardBox] = [
      await page.getByRole("complementary", { name: "Edge Gateway X1" }).boundingBox(),
      await outline.boundingBox(),
      await page.locator(".guarded-sign-in .auth-page").boundingBox(),
    ];
    expect(outlineBox!.y).toBeGreaterThanOrEqual(teaserBox!.y + teaserBox!.height);
    expect(outlineBox!.x + outlineBox!.width).toBeLessThanOrEqual(cardBox!.x);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("mistypes an address and finds the page through the 404's search", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto("/solutions/data-analitycs");
    expect(response!.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    const popular = page.locator("ul.not-found-popular");
    expect(await popular.getByRole("link", { name: "Data & Analytics" }).getAttribute("href")).toBe("/solutions/data-analytics");

    const search = page.getByRole("search", { name: "Search from this page" });
    await search.getByLabel("Search the site").fill("predictive maintenance");
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "predictive maintenance");
    await page.getByRole("link", { name: "How predictive maintenance saved a bottling plant 400 hours" }).first().waitFor();
    await context.close();
  });
  it("reads the news led by the newest article, large with its cover, excerpt, date and reading time, the rest in the grid", async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript });
    const { page, errors } = await openWatched(context, "/news");
    const lead = page.locator("article.news-lead");
    expect(await lead.getByRole("heading", { level: 2 }).textContent()).toBe(NEWEST.title);
    expect(await lead.textContent()).toContain(NEWEST.excerpt);
    expect(await lead.locator("time").textContent()).toMatch(/^\d{1,2} \w+ \d{4}$/);
    expect(await lead.getByText(/^\d+ min read$/).count()).toBe(1);
    const cover = lead.locator("img.news-lead-image");
    expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // Larger than a card of the grid, and above it; the newest is not repeated there.
    const grid = page.locator("main ul.card-grid");
    const [leadBox, gridBox, cardBox] = [await lead.boundingBox(), await grid.boundingBox(), await grid.locator("article.card").first().boundingBox()];
    expect(leadBox!.width).toBeGreaterThan(cardBox!.width * 2);
    expect(leadBox!.y + leadBox!.height).toBeLessThanOrEqual(gridBox!.y);
    expect(await grid.getByRole("link", { name: NEWEST.title }).count()).toBe(0);

    // Articles are for registered customers: the list says so once, with a way to register that comes back here.
    const note = page.locator("p.guard-note");
    expect(await note.textContent()).toContain("Full articles are free for registered customers.");
    expect(await note.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register?redirectTo=%2Fnews");
    // Said once above the list, so the cards under it carry no lock of their own.
    expect(await page.locator("main .card-lock").count()).toBe(0);

    await lead.getByRole("link", { name: NEWEST.title }).click();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === NEWEST.path);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shares an article: LinkedIn, X and email links to its canonical address, and Copy link", async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site.app.baseUrl)) outside.push(request.url());
    });
    await page.goto(`/login?redirectTo=${encodeURIComponent(ARTICLE.path)}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === ARTICLE.path);
    await page.waitForLoadState("networkidle");
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
    expect(canonical).toBe(`${site.app.baseUrl}${ARTICLE.path}`);

    const share = page.getByRole("region", { name: "Share this article" });
    const href = async (name: string) => (await share.getByRole("link", { name }).getAttribute("href"))!;
    expect(new URL(await href("Share on LinkedIn (opens in a new tab)")).searchParams.get("url")).toBe(canonical);
    const x = new URL(await href("Share on X (opens in a new tab)"));
    expect([x.origin, x.searchParams.get("url"), x.searchParams.get("text")]).toEqual(["https://x.com", canonical, ARTICLE.title]);
    const mail = new URL(await href("Share on Email"));
    expect([mail.protocol, mail.searchParams.get("subject"), mail.searchParams.get("body")]).toEqual(["mailto:", ARTICLE.title, canonical]);
    // Plain links: nothing from the networks loads with the page.
    expect(outside).toEqual([]);

    const copy = share.getByRole("button", { name: "Copy link" });
    const typed = share.getByLabel("Link to this article");
    if (javaScript) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.app.baseUrl });
      expect(await typed.isVisible()).toBe(false);
      await copy.click();
      await share.getByRole("status").getByText("Link copied").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    } else {
      // Without JavaScript the button could do nothing: the address stands there to copy by hand instead.
      expect(await copy.isVisible()).toBe(false);
      expect(await typed.isVisible()).toBe(true);
      expect(await typed.inputValue()).toBe(canonical);
    }
    await context.close();
  });

  it("keeps the header one row at every width: the links from 1024 px, the Menu button below", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto("/news");
    for (const width of [390, 768, 900, 1000, 1023, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const header = (await page.locator("header.site-header").boundingBox())!;
      expect(header.height, `${width} px`).toBeLessThan(80);
      const wide = page.locator("header .main-nav-wide");
      expect(await wide.isVisible(), `${width} px`).toBe(width >= 1024);
      expect(await page.locator("header .menu-toggle > summary").isVisible(), `${width} px`).toBe(width < 1024);
      if (width >= 1024) {
        // Every entry, the account and the search stand level with the logo.
        const logo = (await page.locator("header .brand").boundingBox())!;
        const boxes = await page
          .locator("header .main-nav-wide .nav-list > li, header .main-nav-wide .nav-account, header .header-search > summary")
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
        for (const box of boxes) expect(box.top < logo.y + logo.height && box.bottom > logo.y, `${width} px`).toBe(true);
      }
    }
    await context.close();
  });

  it("reads the company page: its figures, certificates, newest customer story and contact, then opens the story", async () => {
    for (const width of [1280, 390]) {
      const context = await site.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      await page.goto("/about-us");
      await page.getByRole("heading", { level: 1, name: "About us" }).waitFor();
      for (const name of ["In figures", "Independently certified", "A customer's story", "Talk to our team"]) {
        expect(await page.getByRole("region", { name }).isVisible(), `${name} at ${width} px`).toBe(true);
      }
      // Under the hero the bands render as they near the screen (content-visibility), as a reader scrolls to them.
      const uptime = page.getByRole("region", { name: "In figures" }).getByText("99.98%");
      await uptime.scrollIntoViewIfNeeded();
      expect(await uptime.isVisible()).toBe(true);
      const contact = page.getByRole("region", { name: "Talk to our team" });
      expect(await contact.getByRole("link", { name: "+44 23 9649 6000" }).getAttribute("href")).toBe("tel:+442396496000");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const story = page.getByRole("region", { name: "A customer's story" }).getByRole("article").getByRole("link");
      const target = (await story.getAttribute("href"))!;
      await story.click();
      await page.waitForURL((url) => url.pathname === target);
      await context.close();
    }
  });

  it("shows a category's customer story as one feature as wide as the cards above it", async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto("/solutions/cloud-infrastructure");
    const cards = (await page.locator("main .card-grid").first().boundingBox())!;
    const feature = (await page.getByRole("region", { name: "A customer's story" }).getByRole("article").boundingBox())!;
    expect(Math.abs(feature.width - cards.width)).toBeLessThan(2);
    // Its cover beside the text, not above it.
    const cover = (await page.locator(".story-feature-image").boundingBox())!;
    const title = (await page.locator(".story-feature-title").boundingBox())!;
    expect(title.x).toBeGreaterThan(cover.x + cover.width - 1);
    await context.close();
  });

  it("keeps the home page under 6,000 px on a 390 px phone, its card lists scrolling sideways with every card in them", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto("/");
    expect(await fullHeight(page)).toBeLessThan(PHONE_HOME_MAX_HEIGHT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const products = page.getByRole("region", { name: "Featured products" }).getByRole("list");
    const cards = products.getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(2);
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The last card is reached by scrolling the row, and opens.
    const last = cards.last().getByRole("link");
    const target = (await last.getAttribute("href"))!;
    await last.scrollIntoViewIfNeeded();
    expect(await products.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await last.click();
    // A product sheet is for registered customers: the sign-in page, on the way to it.
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === target);
    await context.close();
  });
});
