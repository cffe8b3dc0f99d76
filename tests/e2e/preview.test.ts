import type { BrowserContext, Page } from "playwright-core";
import { pathOf, severeViolations, siteForThisFile } from "./harness";

/**
 * The Preview button of an editorial form opens, in a new tab, the public
 * page with the form's current values, and saves nothing: with JavaScript
 * (where Remix would otherwise post in the same tab) and without.
 */

const site = siteForThisFile();

async function previewTab(context: BrowserContext, form: Page): Promise<Page> {
  const opened = context.waitForEvent("page");
  await form.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = await opened;
  await preview.waitForLoadState("load");
  return preview;
}

describe("previewing an unsaved form", () => {
  it("shows an edited news article in a new tab, with the editor's form left as it was and nothing saved", async () => {
    const context = await site.newAdminContext({ bypassCSP: true });
    const form = await context.newPage();
    await form.goto("/admin/edit-blog/1");
    await form.waitForLoadState("networkidle");
    const title = form.getByLabel("Title", { exact: true });
    const saved = await title.inputValue();
    await title.fill("A headline <em>not yet</em> saved");

    const preview = await previewTab(context, form);
    expect(pathOf(preview.url())).toBe("/admin/preview/news/1");
    expect(await preview.locator(".preview-banner").textContent()).toContain("Preview — not saved.");
    expect(await preview.getByRole("heading", { level: 1 }).textContent()).toBe("A headline <em>not yet</em> saved");
    expect(await preview.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    // The public site's frame around it.
    expect(await preview.locator("footer").count()).toBeGreaterThan(0);
    expect(await severeViolations(preview)).toEqual([]);
    await preview.close();

    // The form keeps what was typed; the article as stored is unchanged.
    expect(pathOf(form.url())).toBe("/admin/edit-blog/1");
    expect(await title.inputValue()).toBe("A headline <em>not yet</em> saved");
    const fresh = await context.newPage();
    await fresh.goto("/admin/edit-blog/1");
    expect(await fresh.getByLabel("Title", { exact: true }).inputValue()).toBe(saved);
    await context.close();
  });

  it("works without JavaScript, and names what a save would refuse", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-pages");
    await page.getByLabel("Title", { exact: true }).fill("Our harbour");
    await page.locator("textarea[name=body]").fill("<p>Open <strong>all year</strong><script>alert(1)</script></p>");
    const preview = await previewTab(context, page);
    expect(pathOf(preview.url())).toBe("/admin/preview/pages");
    expect(await preview.getByRole("heading", { level: 1 }).textContent()).toBe("Our harbour");
    expect(await preview.locator("main strong").allTextContents()).toContain("all year");
    expect(await preview.content()).not.toContain("alert(1)");
    await preview.close();

    await page.getByLabel("Title", { exact: true }).fill("");
    const refused = await previewTab(context, page);
    expect(await refused.getByRole("heading", { level: 1 }).textContent()).toBe("This preview cannot be shown");
    expect(await refused.getByRole("alert").textContent()).toContain("Title is required");
    await refused.close();

    // Nothing was created by either preview.
    await page.goto("/admin/custom-pages?q=harbour");
    expect(await page.getByRole("link", { name: "Our harbour" }).count()).toBe(0);
    await context.close();
  });
});
