import type { Page } from "playwright-core";
import { chooseOption, openWatched, pathOf, siteForThisFile } from "./harness";

/**
 * An admin makes the Why Northwind page the home page in Settings, and `/` shows its sections;
 * then gives `/` back to the standard home. Without JavaScript (the native select) and with it
 * (react-select over it).
 */

const site = siteForThisFile();

const STANDARD_HEADING = "Technology that keeps industry running";

async function homeHeading(page: Page): Promise<string> {
  await page.goto("/");
  return (await page.locator("main h1").textContent()) ?? "";
}

async function save(page: Page) {
  await page.locator("#setting-site").getByRole("button", { name: "Save" }).click();
  await page.waitForURL((url) => pathOf(url.href) === "/admin/setting?tab=site&saved=site");
}

describe("the home page as a page", () => {
  it("is chosen in Settings without JavaScript, and / shows the page's sections", async () => {
    const visitor = await (await site.newNoScriptContext()).newPage();
    expect(await homeHeading(visitor)).toBe(STANDARD_HEADING);

    const { context, page } = await site.noScriptAdminPage("/admin/setting?tab=site");
    // A draft cannot be chosen: the select lists published pages only.
    const choices = await page.locator("#site-home_page_id option").allTextContents();
    expect(choices[0]).toBe("The standard home page");
    expect(choices).toContain("Why Northwind (/why-northwind)");
    await page.locator("#site-home_page_id").selectOption({ label: "Why Northwind (/why-northwind)" });
    await save(page);

    expect(await homeHeading(visitor)).toBe("Why Northwind");
    await visitor.getByRole("heading", { name: "What you get" }).waitFor();
    await visitor.getByText("Do you work with the machines we already have?").waitFor();
    expect(await visitor.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/$/);
    // Its own address names / as the one to index.
    await visitor.goto("/why-northwind");
    expect(await visitor.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/$/);

    await page.goto("/admin/setting?tab=site");
    await page.locator("#site-home_page_id").selectOption({ label: "The standard home page" });
    await save(page);
    expect(await homeHeading(visitor)).toBe(STANDARD_HEADING);
    await context.close();
    await visitor.context().close();
  });

  it("is chosen in Settings with JavaScript, and / shows the page's sections", async () => {
    const context = await site.newAdminContext();
    const { page, errors } = await openWatched(context, "/admin/setting?tab=site");
    await page.locator(".react-select__control").first().waitFor();
    await chooseOption(page, "Home page", "Why Northwind (/why-northwind)");
    await save(page);

    const visitor = await (await site.newContext()).newPage();
    expect(await homeHeading(visitor)).toBe("Why Northwind");
    await visitor.getByRole("heading", { name: "In numbers" }).waitFor();
    // The sections' stylesheet came with them: each question is drawn in a box.
    const border = await visitor.locator(".faq-item").first().evaluate((element) => getComputedStyle(element).borderTopStyle);
    expect(border).toBe("solid");
    expect(errors).toEqual([]);
    await visitor.context().close();
    await context.close();
  });
});
