import type { BrowserContext, Page } from "playwright-core";
import { openWatched, pathOf, siteForThisFile } from "./harness";

/**
 * A seeded solution's history, with JavaScript on and off: version 1 is kept
 * from the start; after an edit of a heading and a list item the comparison
 * shows both sides of the body side by side, headings as headings and the
 * changed words in <ins>/<del> (marked in forced colours too); "Show all
 * fields" is a plain link; "Restore this version" is a form post that saves
 * version 1 back as a new version. A German translation of an article has a
 * history of its own, linked from its form, compared and restored the same way.
 */

const site = siteForThisFile({ env: { SITE_LOCALES: "en,de" } });

async function openAdmin(javaScript: boolean, path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  if (!javaScript) return { ...(await site.noScriptAdminPage(path)), errors: [] };
  const context = await site.newAdminContext();
  return { context, ...(await openWatched(context, path)) };
}

describe.each([
  { label: "with JavaScript", javaScript: true, title: "Managed Kubernetes", item: "Upgrades and security patches within days of release" },
  { label: "without JavaScript", javaScript: false, title: "Cloud Migration", item: "Thirty days of hypercare after the last move" },
])("revisions $label", ({ javaScript, title, item }) => {
  it("a seeded solution has version 1; an edit of a heading and a list item compares side by side and version 1 comes back", async () => {
    const { context, page, errors } = await openAdmin(javaScript, "/admin/services");
    await page.getByRole("link", { name: title, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin/edit-service/"));
    const editPath = pathOf(page.url());

    if (javaScript) {
      const editor = page.locator('.rich-text-content[contenteditable="true"]');
      await editor.getByRole("heading", { name: "Overview" }).click();
      await page.keyboard.press("Home");
      await page.keyboard.type("Service ");
      await editor.getByText(item).click();
      await page.keyboard.press("Home");
      await page.keyboard.type("Only ");
      await editor.getByRole("heading", { name: "Service Overview" }).waitFor();
    } else {
      const body = page.locator("textarea[name=body]");
      const html = await body.inputValue();
      expect(html).toContain("<h2>Overview</h2>");
      await body.fill(html.replace("<h2>Overview</h2>", "<h2>Service Overview</h2>").replace(item, `Only ${item}`));
    }
    await page.getByRole("button", { name: "Update", exact: true }).click();
    // Saved, the editor stays open and says so.
    await page.getByRole("status").filter({ hasText: /^Updated/ }).first().waitFor();

    await page.goto(editPath);
    await page.getByRole("link", { name: "History (2)" }).click();
    await page.waitForURL((url) => /^\/admin\/revisions\/solutions\/\d+$/.test(url.pathname));
    // With JavaScript the address changes as the new screen renders: wait for the screen itself.
    await page.getByRole("heading", { name: `History of Solution “${title}”` }).waitFor();
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("Changed the body.");
    expect(await rows.nth(1).textContent()).toMatch(/Version 1.*Demo content.*First version/);

    await page.getByRole("link", { name: /^Version 1\b/ }).click();
    await page.waitForURL((url) => /^\/admin\/revisions\/solutions\/\d+\/\d+$/.test(url.pathname));
    await page.getByRole("heading", { name: `Version 1 of Solution “${title}”` }).waitFor();
    const headers = await page.locator("thead th").allTextContents();
    expect(headers[1]).toMatch(/^Version 1.*by Demo content/);
    expect(headers[2]).toMatch(/^Current \(version 2\).*by /);
    const body = page.getByRole("row", { name: /^Body/ });
    const [before, after] = [body.locator("td").nth(0), body.locator("td").nth(1)];
    // Headings stay headings on both sides; the added word is marked in the current one.
    expect(await before.locator("h2").first().textContent()).toBe("Overview");
    expect(await after.locator("h2").first().textContent()).toBe("Service Overview");
    expect(await after.locator("h2 ins").first().textContent()).toContain("Service");
    expect(await after.locator("li ins").first().textContent()).toContain("Only");
    expect(await before.locator("li", { hasText: item }).count()).toBe(1);
    expect(await before.locator("ins").count()).toBe(0);
    expect(await body.textContent()).not.toContain("<h2>");
    // Only what differs: the title did not change.
    expect(await page.getByRole("row", { name: /^Title/ }).count()).toBe(0);

    // High contrast drops background colours: the marks must still show.
    await page.emulateMedia({ forcedColors: "active" });
    const ins = await after.locator("ins").first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { line: style.textDecorationLine, border: style.borderTopStyle };
    });
    expect(ins).toEqual({ line: "underline", border: "solid" });
    await page.emulateMedia({ forcedColors: "none" });

    await page.getByRole("link", { name: "Show all fields" }).click();
    await page.waitForURL((url) => url.searchParams.get("all") === "1");
    await page.getByRole("link", { name: "Show only the changed fields" }).waitFor();
    expect(await page.getByRole("row", { name: /^Title/ }).locator("td").allTextContents()).toEqual([title, title]);
    expect(await page.getByRole("row", { name: /^Status/ }).locator("td").first().textContent()).toBe("Published");

    await page.getByRole("button", { name: "Restore this version" }).click();
    await page.waitForURL((url) => /^\/admin\/revisions\/solutions\/\d+$/.test(url.pathname));
    await page.locator("tbody tr").nth(2).waitFor();
    expect(await page.locator("tbody tr").count()).toBe(3);
    await page.goto(editPath);
    if (javaScript) {
      const editor = page.locator('.rich-text-content[contenteditable="true"]');
      await editor.getByRole("heading", { name: "Overview", exact: true }).waitFor();
      expect(await editor.getByText(`Only ${item}`).count()).toBe(0);
    } else {
      const html = await page.locator("textarea[name=body]").inputValue();
      expect(html).toContain("<h2>Overview</h2>");
      expect(html).not.toContain(`Only ${item}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { label: "with JavaScript", javaScript: true, title: "Hybrid Networking" },
  { label: "without JavaScript", javaScript: false, title: "Data Platform" },
])("restoring from the history $label", ({ javaScript, title }) => {
  it("the current version says Current, an older one says what it changed and is restored from its row", async () => {
    const { context, page, errors } = await openAdmin(javaScript, "/admin/services");
    await page.getByRole("link", { name: title, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin/edit-service/"));
    const editPath = pathOf(page.url());
    await page.getByLabel("Title", { exact: true }).fill(`${title} renamed`);
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await page.getByRole("status").filter({ hasText: /^Updated/ }).first().waitFor();

    await page.goto(editPath);
    await page.getByRole("link", { name: "History (2)" }).click();
    await page.getByRole("heading", { name: `History of Solution “${title} renamed”` }).waitFor();
    const rows = page.locator("tbody tr");
    expect(await rows.nth(0).textContent()).toMatch(/^Version 2Current.*Changed the title\b/);
    expect(await rows.nth(0).getByRole("button").count()).toBe(0);
    await rows.nth(1).getByRole("button", { name: "Restore version 1" }).click();
    await page.getByRole("heading", { name: `History of Solution “${title}”` }).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toMatch(/^Version 3Current/);
    if (javaScript) await page.getByRole("status").filter({ hasText: "Restored: saved as version 3" }).waitFor();
    await page.goto(editPath);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a translation's revisions without JavaScript", () => {
  it("a German article's saves are its translation's history; version 1 comes back", async () => {
    const english = "How predictive maintenance saved a bottling plant 400 hours";
    const { context, page } = await site.noScriptAdminPage(`/admin/blog?q=${encodeURIComponent(english)}`);
    await page.getByRole("row").filter({ hasText: english }).getByRole("link", { name: "DE: Published" }).click();
    await page.waitForURL((url) => url.search === "?locale=de");
    const formPath = pathOf(page.url());
    const title = page.getByLabel("Title (German)", { exact: true });
    const seeded = await title.inputValue();
    // The demo's translation is kept as its first version, as its article is.
    for (const [saved, next] of [["History (1)", `${seeded}, neu`], ["History (2)", `${seeded}, neuer`]]) {
      await page.getByRole("link", { name: saved }).waitFor();
      await title.fill(next);
      await page.getByRole("button", { name: "Update", exact: true }).click();
      await page.waitForURL((url) => url.search === "?locale=de");
    }
    await page.getByRole("link", { name: "History (3)" }).click();
    await page.getByRole("heading", { name: `History of News article “${english}” · German` }).waitFor();
    expect(await page.locator("tbody tr").count()).toBe(3);
    expect(await page.locator("tbody tr").nth(2).textContent()).toMatch(/Demo content.*First version/);
    // The one before the current compares with it.
    await page.locator("tbody tr").nth(1).getByRole("link").click();
    await page.getByRole("button", { name: "Restore this version" }).waitFor();
    const titleRow = page.getByRole("row", { name: /^Title/ });
    expect(await titleRow.locator("td").allTextContents()).toEqual([`${seeded}, neu`, `${seeded}, neuer`]);
    await page.getByRole("button", { name: "Restore this version" }).click();
    await page.waitForURL((url) => /^\/admin\/revisions\/news\/\d+$/.test(url.pathname) && url.search === "?locale=de");
    expect(await page.locator("tbody tr").count()).toBe(4);
    await page.goto(formPath);
    expect(await title.inputValue()).toBe(`${seeded}, neu`);
    await context.close();
  });
});
