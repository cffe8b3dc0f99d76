import { pathOf, publishConfirmed, siteForThisFile } from "./harness";

/**
 * The site search and a redirect in a real browser with JavaScript off: the
 * header's box on a wide screen and on a phone, the results page, a redirect
 * an editor adds that then takes a visitor from an old URL, one made from the
 * 404 log, and the content health report leading to the fix.
 */

const site = siteForThisFile();

describe("search without JavaScript", () => {
  it("goes from the header's box to marked results", async () => {
    const context = await site.newNoScriptContext();
    const page = await context.newPage();
    await page.goto("/");
    // Behind the magnifier at the end of the header, a <details> that opens without scripts.
    expect(await page.getByRole("search").count()).toBe(0);
    await page.locator("header .header-search > summary").click();
    await page.getByRole("search").getByLabel("Search the site").fill("vibration");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    expect(pathOf(page.url())).toBe("/search?q=vibration");
    await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();
    expect(await page.locator(".search-results li").count()).toBeGreaterThan(0);
    expect((await page.locator(".search-results mark").first().textContent())?.toLowerCase()).toBe("vibration");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    // The results page holds its own box, open.
    await page.getByRole("main").getByLabel("Search the site").fill("zzqqxx");
    await page.getByRole("main").getByLabel("Search the site").press("Enter");
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

describe("the 404 log without JavaScript", () => {
  it("lists a missing page visitors asked for, with a Redirect… form filled in that takes it off the list", async () => {
    const visitor = await site.newNoScriptContext();
    const visit = await visitor.newPage();
    const missing = await visit.goto("/2018/annual-report.pdf", { referer: "https://partner.example/links" });
    expect(missing?.status()).toBe(404);
    await visitor.close();

    // The screen writes the instance's batched misses before it reads them.
    const { context, page } = await site.noScriptAdminPage("/admin/redirects");
    const row = page.getByRole("table", { name: "Missing pages" }).getByRole("row").filter({ hasText: "/2018/annual-report.pdf" });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain("https://partner.example/links");

    await row.getByText("Redirect…").click();
    expect(await row.getByLabel("From").inputValue()).toBe("/2018/annual-report.pdf");
    await row.getByLabel("To").fill("/contact-us");
    await row.getByRole("button", { name: "Create redirect" }).click();
    await page.getByRole("table", { name: "Missing pages" }).or(page.getByText("No missing pages were asked for.")).first().waitFor();
    expect(await page.getByRole("table", { name: "Missing pages" }).getByText("/2018/annual-report.pdf").count()).toBe(0);
    await context.close();

    const again = await site.newNoScriptContext();
    const followed = await again.newPage();
    await followed.goto("/2018/annual-report.pdf");
    expect(pathOf(followed.url())).toBe("/contact-us");
    await again.close();
  }, 120_000);
});

describe("content health without JavaScript", () => {
  it("reports a link in a page to a path that answers 404, and leads to the page's form", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-pages");
    await page.getByLabel("Title", { exact: true }).fill("Partners");
    await page.getByLabel("Slug", { exact: true }).fill("partners");
    await page.locator("textarea[name=body]").fill('<p>See our <a href="/no-such-brochure">brochure</a>.</p>');
    await publishConfirmed(page);
    expect(pathOf(page.url())).toMatch(/^\/admin\/edit-pages\/\d+$/);

    await page.goto("/admin/health");
    const broken = page.getByRole("region", { name: /Links to pages that answer 404/ });
    await broken.getByText("/no-such-brochure").first().waitFor();
    await broken.getByRole("link", { name: "Edit: Partners" }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/edit-pages\/\d+$/);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Partners");
    await context.close();
  });
});
