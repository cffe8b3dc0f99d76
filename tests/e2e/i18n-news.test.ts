import type { BrowserContext, Page } from "playwright-core";
import { registerCustomer, siteForThisFile } from "./harness";

/**
 * A German visitor, with JavaScript on and with it off: opens /de/news, finds the
 * articles under their German titles, and reads one at its German address, in a
 * page that says it is German.
 */

const CUSTOMER = { name: "Greta Deutsch", email: "greta@e2e.test", password: "greta's password" };
const ARTICLE = "Edge Gateway X1 gewinnt einen Designpreis der Branche";

const site = siteForThisFile({ env: { SITE_LOCALES: "en,de" } });

// Articles are behind the details guard: the visitor needs an account.
beforeAll(async () => {
  await registerCustomer(site, CUSTOMER);
});

async function expectHeading(page: Page, name: string) {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([name]);
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("a German visitor %s", (_label, javaScript) => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
  });

  it("opens /de/news and reads an article at its German address", async () => {
    context = javaScript ? await site.newContext() : await site.newNoScriptContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`/login?redirectTo=${encodeURIComponent("/de/news")}`);
    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Password").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/de/news");
    await expectHeading(page, "Neuigkeiten");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    // Every article of the demo has German text: the list names none by its English title.
    expect(await page.getByRole("link", { name: "Wir sind jetzt nach ISO 27001 zertifiziert" }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Our team is now ISO 27001 certified" }).count()).toBe(0);

    await page.getByRole("link", { name: ARTICLE }).first().click();
    await page.waitForURL((url) => url.pathname === "/de/news-details/edge-gateway-x1-gewinnt-einen-designpreis-der-branche");
    await expectHeading(page, ARTICLE);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toMatch(
      /\/news-details\/edge-gateway-x1-wins-an-industry-design-award$/,
    );
    expect(errors).toEqual([]);
  });
});
