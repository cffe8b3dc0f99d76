import type { BrowserContext, Page } from "playwright-core";
import { slugify } from "~/utils/slug";
import { openWatched, pathOf, siteForThisFile } from "./harness";

/**
 * A translator, with JavaScript on and with it off: opens an English article in the admin, switches
 * to Deutsch, sees the English text beside each field, copies it into the form, writes the German
 * title, publishes, and the German article is at its German address.
 */

const site = siteForThisFile({ env: { SITE_LOCALES: "en,de" } });

async function openList(javaScript: boolean, path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  if (javaScript) {
    const context = await site.newAdminContext();
    return { context, ...(await openWatched(context, path)) };
  }
  const { context, page } = await site.noScriptAdminPage(path);
  return { context, page, errors: [] };
}

describe.each([
  // The demo leaves this article untranslated: the translation is created.
  { label: "with JavaScript", javaScript: true, english: "Our team is now ISO 27001 certified", german: "Unser Team ist jetzt nach ISO 27001 zertifiziert", button: "Publish", before: "DE: Missing" },
  // This one has German text already: the translation is rewritten from the English and updated.
  { label: "without JavaScript", javaScript: false, english: "How predictive maintenance saved a bottling plant 400 hours", german: "Vorausschauende Wartung spart einer Abfüllanlage 400 Stunden", button: "Update", before: "DE: Published" },
])("a translator $label", ({ javaScript, english, german, button, before }) => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
  });

  it("translates an article into German from the English beside each field, and it is on the German site", async () => {
    const opened = await openList(javaScript, `/admin/blog?q=${encodeURIComponent(english)}`);
    context = opened.context;
    const { page, errors } = opened;
    const row = page.getByRole("row").filter({ hasText: english });
    expect(await row.getByRole("link", { name: before }).count()).toBe(1);

    await row.getByRole("link", { name: english, exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/edit-blog\/\d+$/.test(url.pathname) && url.search === "");
    const switcher = page.getByRole("navigation", { name: "Language of the text" });
    expect(await switcher.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("page");
    await switcher.getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL((url) => url.search === "?locale=de");
    await page.getByRole("heading", { level: 1, name: "Translate news article into Deutsch" }).waitFor();

    // The English text beside each translated field.
    for (const label of ["English title", "English slug", "English excerpt", "English body", "English SEO title", "English SEO description"]) {
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator(".translation-source-text").first().textContent()).toBe(english);

    await page.getByRole("button", { name: "Copy from English" }).click();
    const title = page.getByLabel("Title (Deutsch)", { exact: true });
    await expect.poll(() => title.inputValue()).toBe(english);
    if (javaScript) {
      const editor = page.locator('.rich-text-content[contenteditable="true"]');
      await expect.poll(() => editor.textContent()).toContain("The certificate covers our operations centre");
    } else {
      expect(await page.getByLabel("Body (Deutsch)", { exact: true }).inputValue()).toContain("<p>");
    }
    await title.fill(german);
    await page.getByRole("button", { name: button, exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/admin/blog");
    const slug = slugify(german);
    const toast = page.getByRole("status").filter({ hasText: `Deutsch: Published “${german}”` });
    await toast.waitFor();
    expect(await toast.getByRole("link", { name: "View on site" }).getAttribute("href")).toBe(`/de/news-details/${slug}`);

    // Articles are read signed in (the translator is).
    const article = await context.newPage();
    expect((await article.goto(`/de/news-details/${slug}`))?.status()).toBe(200);
    expect(await article.getByRole("heading", { level: 1 }).textContent()).toBe(german);
    expect(await article.locator("html").getAttribute("lang")).toBe("de");
    expect(pathOf(article.url())).toBe(`/de/news-details/${slug}`);
    expect(errors).toEqual([]);
  });
});
