import type { BrowserContext, Page } from "playwright-core";
import { slugify } from "~/utils/slug";
import { E2E_ADMIN, openWatched, pathOf, severeViolations, siteForThisFile } from "./harness";

/**
 * A translator, with JavaScript on and with it off: opens an English article in the admin, switches
 * to German, sees the English text beside each field, copies it into the form, writes the German
 * title, publishes, and the German article is at its German address; then the same for a custom
 * page, whose sections come across with its text.
 */

const site = siteForThisFile({ env: { SITE_LOCALES: "en,de" } });

// Every article and page of the demo has German text: the translation to create is of an article and a page made here.
const NEW_ARTICLE = {
  title: "Our spring service hours",
  excerpt: "The service desk opens an hour earlier from April.",
  body: "<p>From the first of April the service desk answers from seven in the morning.</p>",
  status: "published",
};
const NEW_PAGE = {
  title: "Delivery terms",
  body: "<p>What we ship, and when.</p>",
  status: "published",
  sections: [
    { type: "rich_text", body: "<h2>Lead times</h2><p>Gateways ship within five working days.</p>" },
    { type: "cta", heading: "A question about an order?", text: "", button: { label: "Ask us", url: "/contact-us" } },
  ],
};

beforeAll(async () => {
  const login = await fetch(`${site.app.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  for (const [path, item] of [["/api/admin/news", NEW_ARTICLE], ["/api/admin/pages", NEW_PAGE]] as const) {
    const response = await fetch(`${site.app.baseUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${data.token}` },
      body: JSON.stringify(item),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
});

async function openList(javaScript: boolean, path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  if (javaScript) {
    const context = await site.newAdminContext();
    return { context, ...(await openWatched(context, path)) };
  }
  const { context, page } = await site.noScriptAdminPage(path);
  return { context, page, errors: [] };
}

describe.each([
  // Made above without German text: the translation is created.
  { label: "with JavaScript", javaScript: true, english: NEW_ARTICLE.title, german: "Unsere Servicezeiten im Frühling", button: "Publish", before: "DE: Missing",
    page: { english: NEW_PAGE.title, german: "Lieferbedingungen", before: "DE: Missing", button: "Publish" } },
  // This one has German text already: the translation is rewritten from the English and updated.
  { label: "without JavaScript", javaScript: false, english: "How predictive maintenance saved a bottling plant 400 hours", german: "Vorausschauende Wartung spart einer Abfüllanlage 400 Stunden", button: "Update", before: "DE: Published",
    page: { english: "Why Northwind", german: "Warum Northwind, kurz gesagt", before: "DE: Published", button: "Update" } },
])("a translator $label", ({ javaScript, english, german, button, before, page: customPage }) => {
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
    await switcher.getByRole("link", { name: "German" }).click();
    await page.waitForURL((url) => url.search === "?locale=de");
    await page.getByRole("heading", { level: 1, name: "Translate news article into German" }).waitFor();

    // The English text beside each translated field.
    for (const label of ["English title", "English slug", "English excerpt", "English body", "English SEO title", "English SEO description"]) {
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator(".translation-source-text").first().textContent()).toBe(english);

    await page.getByRole("button", { name: "Copy from English" }).click();
    const title = page.getByLabel("Title (German)", { exact: true });
    await expect.poll(() => title.inputValue()).toBe(english);
    if (javaScript) {
      const editor = page.locator('.rich-text-content[contenteditable="true"]');
      await expect.poll(() => editor.textContent()).toContain("the service desk answers from seven in the morning");
    } else {
      expect(await page.getByLabel("Body (German)", { exact: true }).inputValue()).toContain("<p>");
    }
    // What is still the English is named above the form; with JavaScript the list follows the typing.
    const note = page.locator(".translation-unchanged");
    expect(await note.textContent()).toMatch(/^Still in English, word for word: title, .*body\. Translate before you publish\.$/);
    await title.fill(german);
    if (javaScript) {
      await expect.poll(() => note.textContent()).not.toContain("title");
      expect(await note.textContent()).toContain("body");
    }
    await page.getByRole("button", { name: button, exact: true }).click();

    // Saved, the translation stays open in its editor.
    await page.waitForURL((url) => /^\/admin\/edit-blog\/\d+$/.test(url.pathname) && url.searchParams.get("locale") === "de");
    const slug = slugify(german, "de");
    const toast = page.getByRole("status").filter({ hasText: `German: Published “${german}”` });
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

  it("translates a page, its sections with it, and the German page is at its German address", async () => {
    const opened = await openList(javaScript, `/admin/custom-pages?q=${encodeURIComponent(customPage.english)}`);
    context = opened.context;
    const { page, errors } = opened;
    const row = page.getByRole("row").filter({ hasText: customPage.english });
    await row.getByRole("link", { name: customPage.before }).click();
    await page.waitForURL((url) => /^\/admin\/edit-pages\/\d+$/.test(url.pathname) && url.search === "?locale=de");
    await page.getByRole("heading", { level: 1, name: "Translate page into German" }).waitFor();
    expect(await page.locator(".translation-source-text").first().textContent()).toBe(customPage.english);

    // The English sections listed to read, then copied into the form as the translation's own.
    const sections = await page.locator(".translation-source-sections li").count();
    await page.getByRole("button", { name: "Copy from English" }).click();
    const title = page.getByLabel("Title (German)", { exact: true });
    await expect.poll(() => title.inputValue()).toBe(customPage.english);
    await expect.poll(() => page.locator("fieldset.section-editor").count()).toBe(sections);
    await title.fill(customPage.german);
    await page.getByRole("button", { name: customPage.button, exact: true }).click();

    await page.waitForURL((url) => /^\/admin\/edit-pages\/\d+$/.test(url.pathname) && url.searchParams.get("locale") === "de");
    const slug = slugify(customPage.german, "de");
    await page.getByRole("status").filter({ hasText: `German: Published “${customPage.german}”` }).waitFor();
    const german = await context.newPage();
    expect((await german.goto(`/de/${slug}`))?.status()).toBe(200);
    // A page opened by a hero has the hero's heading as its h1: the German title is the document's.
    expect(await german.title()).toContain(customPage.german);
    expect(await german.locator("html").getAttribute("lang")).toBe("de");
    expect(await german.locator("main article > section").count()).toBe(sections);
    expect(errors).toEqual([]);
  });
});

describe("the translation screens", () => {
  it("keep the German body's formatting toolbar on one row at 1280 px, and at 390 px one row inside the screen that scrolls sideways", async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await site.newAdminContext({ viewport });
      const page = await context.newPage();
      await page.goto("/admin/blog");
      const translation = await page.getByRole("link", { name: /^DE: / }).first().getAttribute("href");
      await page.goto(translation!);
      // The editor and its toolbar load after the page hydrates.
      await page.locator('.rich-text-content[contenteditable="true"]').waitFor();
      const toolbar = page.getByRole("toolbar", { name: "Formatting" });
      const boxes = await Promise.all((await toolbar.getByRole("button").all()).map((button) => button.boundingBox()));
      const rows = new Set(boxes.map((box) => Math.round(box!.y + box!.height / 2)));
      expect(rows.size).toBe(1);
      const bar = (await toolbar.boundingBox())!;
      expect(bar.x + bar.width).toBeLessThanOrEqual(viewport.width);
      // The buttons past the screen's edge are a sideways scroll of the toolbar away, not off the page.
      if (viewport.width === 390) expect(await toolbar.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
      else for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(bar.x + bar.width);
      await context.close();
    }
  });

  it("note, as the translator types, a translation much shorter than the English, and drop the note once it is not", async () => {
    const context = await site.newAdminContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/admin/edit-blog/1?locale=de");
    await page.waitForLoadState("networkidle");
    const row = page.locator(".translation-row", { has: page.getByLabel("Excerpt (German)") });
    const note = row.locator(".translation-short");
    expect(await note.count()).toBe(0);
    await page.getByLabel("Excerpt (German)").fill("Neu in Portsmouth.");
    await note.waitFor();
    expect(await note.textContent()).toMatch(/^Much shorter than the original \(19 % of its length\): check that nothing is left out\.$/);
    await page.getByLabel("Excerpt (German)").fill("Unsere neue Leitstelle in Portsmouth überwacht rund um die Uhr mehr als 42.000 Geräte von Kunden aus einem Raum.");
    await note.waitFor({ state: "detached" });
    await context.close();
  });

  it("have no serious or critical accessibility finding, at 1280 and at 390 px", async () => {
    const findings: string[] = [];
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      // The page's CSP would refuse the injected axe script; the test lifts it.
      const context = await site.newAdminContext({ bypassCSP: true, viewport });
      const page = await context.newPage();
      for (const list of ["/admin/blog", "/admin/custom-pages"]) {
        await page.goto(list);
        for (const finding of await severeViolations(page)) findings.push(`${list} at ${viewport.width}: ${finding}`);
        const translation = await page.getByRole("link", { name: /^DE: / }).first().getAttribute("href");
        if (!translation) throw new Error(`${list} links no translation`);
        await page.goto(translation);
        await page.getByRole("button", { name: "Copy from English" }).waitFor();
        for (const finding of await severeViolations(page)) findings.push(`${translation} at ${viewport.width}: ${finding}`);
      }
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});
