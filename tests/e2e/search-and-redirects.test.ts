import { pathOf, siteForThisFile } from "./harness";

/**
 * The site search and a redirect in a real browser with JavaScript off: the
 * header's box on a wide screen and on a phone, the results page, and a
 * redirect an editor adds that then takes a visitor from an old URL.
 */

const site = siteForThisFile();

describe("search without JavaScript", () => {
  it("goes from the header's box to marked results", async () => {
    const context = await site.newNoScriptContext();
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("search").getByLabel("Search the site").fill("vibration");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    expect(pathOf(page.url())).toBe("/search?q=vibration");
    await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();
    expect(await page.locator(".search-results li").count()).toBeGreaterThan(0);
    expect((await page.locator(".search-results mark").first().textContent())?.toLowerCase()).toBe("vibration");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    await page.getByLabel("Search the site").first().fill("zzqqxx");
    await page.getByLabel("Search the site").first().press("Enter");
    await page.getByText("No results for “zzqqxx”.").waitFor();
    await context.close();
  });

  it("waits at the top of the Menu on a phone, and fits it", async () => {
    const context = await site.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.getByRole("search").count()).toBe(0);
    await page.getByText("Menu", { exact: true }).click();
    const search = page.getByRole("search");
    const box = await search.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await search.getByLabel("Search the site").fill("vibration");
    await search.getByRole("button", { name: "Search" }).click();
    expect(pathOf(page.url())).toBe("/search?q=vibration");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe("a redirect without JavaScript", () => {
  it("is added on /admin/redirects and takes a visitor from the old URL", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/redirects");
    expect(pathOf(page.url())).toBe("/admin/redirects");
    await page.getByLabel("From").first().fill("/2019/05/old-brochure/");
    await page.getByLabel("To").first().fill("/contact-us");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await page.getByText("/2019/05/old-brochure").first().waitFor();
    await context.close();

    const visitor = await site.newNoScriptContext();
    const visit = await visitor.newPage();
    await visit.goto("/2019/05/old-brochure/?from=mail");
    expect(pathOf(visit.url())).toBe("/contact-us?from=mail");
    await visitor.close();
  });
});
