import { pathOf, siteForThisFile } from "./harness";

/**
 * A news article's history without JavaScript: the edit screen links its
 * History, a version compares with the record word by word in <ins>/<del>
 * (marked in forced colours too), and "Restore this version" is a plain form
 * post that saves a new version.
 */

const site = siteForThisFile();

describe("revisions without JavaScript", () => {
  it("an editor compares an earlier version with the article and restores it", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-blog");
    await page.getByLabel("Title", { exact: true }).fill("Quarterly report");
    await page.locator("textarea[name=body]").fill("<p>Sales grew in the north.</p>");
    await page.getByRole("button", { name: "Save draft" }).click();
    expect(pathOf(page.url())).toBe("/admin/blog");

    await page.getByRole("link", { name: "Quarterly report" }).first().click();
    await page.locator("textarea[name=body]").fill("<p>Sales fell in the south.</p>");
    await page.getByRole("button", { name: /^Save/ }).click();
    expect(pathOf(page.url())).toBe("/admin/blog");

    await page.getByRole("link", { name: "Quarterly report" }).first().click();
    await page.getByRole("link", { name: "History (2)" }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/revisions\/news\/\d+$/);
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain("Body");

    await page.getByRole("link", { name: /Version 1/ }).click();
    const body = page.getByRole("row", { name: /Body/ });
    expect(await body.locator("del").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("grew")]));
    expect(await body.locator("ins").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("fell")]));
    // The words of the stored HTML are shown, never its markup.
    expect(await body.textContent()).not.toContain("<p>");

    // High contrast drops background colours: the marks must still show.
    await page.emulateMedia({ forcedColors: "active" });
    const del = await body.locator("del").first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { line: style.textDecorationLine, border: style.borderTopStyle };
    });
    expect(del).toEqual({ line: "line-through", border: "dashed" });
    const ins = await body.locator("ins").first().evaluate((element) => getComputedStyle(element).textDecorationLine);
    expect(ins).toBe("underline");

    await page.getByRole("button", { name: "Restore this version" }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/revisions\/news\/\d+$/);
    expect(await page.locator("tbody tr").count()).toBe(3);
    await page.goto(pathOf(page.url()).replace(/^\/admin\/revisions\/news\//, "/admin/edit-blog/"));
    expect(await page.locator("textarea[name=body]").inputValue()).toContain("grew in the north");
    await context.close();
  });
});
