import type { BrowserContext } from "playwright-core";
import { openWatched, registerCustomer, siteForThisFile } from "./harness";

/**
 * A visitor meets a guarded article: the sign-in page shows what they are about to read, and signing in
 * lands on it. A mistyped address ends on a 404 that searches the site. With JavaScript and without.
 */

const CUSTOMER = { name: "Paula Polish", email: "paula@e2e.test", password: "paula's password" };
const ARTICLE = {
  title: "Our team is now ISO 27001 certified",
  path: "/news-details/our-team-is-now-iso-27001-certified",
  excerpt: "An external audit confirmed that our information security management meets ISO/IEC 27001:2022.",
};

const site = siteForThisFile();

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
    await page.setViewportSize({ width: 1280, height: 900 });
    const [teaserBox, formBox] = [await teaser.boundingBox(), await page.locator("form.auth-form").boundingBox()];
    // Side by side on a wide screen: the article on the left, the form on the right, at the same height.
    expect(teaserBox!.x + teaserBox!.width).toBeLessThanOrEqual(formBox!.x);
    expect(Math.abs(teaserBox!.y - formBox!.y)).toBeLessThan(200);
    const register = teaser.getByRole("link", { name: /Register/ });
    expect(await register.getAttribute("href")).toBe(`/register?redirectTo=${encodeURIComponent(ARTICLE.path)}`);

    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Password").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === ARTICLE.path);
    await page.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
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
});
