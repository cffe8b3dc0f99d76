import type { BrowserContext, Locator, Page } from "playwright-core";
import { openWatched, pathOf, publishConfirmed, severeViolations, siteForThisFile } from "./harness";

/**
 * An editor publishes and schedules news articles on a site in Berlin's time zone, with
 * JavaScript on and off: Publish and Schedule ask first (a dialog with JavaScript, a step page
 * without) naming the moment and the URL, the toast says what happened, and the site follows.
 * The edit screen keeps its settings beside the writing on a wide screen and below it on a phone.
 */

const site = siteForThisFile({ env: { SITE_TIME_ZONE: "Europe/Berlin" } });

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** The confirmation asking `question`: the dialog with JavaScript, the step page's section without. */
function confirmation(page: Page, javaScript: boolean, question: string): Locator {
  return page.getByRole(javaScript ? "dialog" : "region", { name: question, exact: true });
}

async function openEditor(javaScript: boolean, path: string, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  if (javaScript) {
    const context = await site.newAdminContext(viewport ? { viewport } : {});
    return { context, ...(await openWatched(context, path)) };
  }
  const { context, page } = await site.noScriptAdminPage(path);
  if (viewport) await page.setViewportSize(viewport);
  return { context, page, errors: [] };
}

async function writeArticle(page: Page, javaScript: boolean, title: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  if (javaScript) {
    await page.locator('.rich-text-content[contenteditable="true"]').click();
    await page.keyboard.type("Written for the publishing test.");
  } else {
    await page.getByLabel("Body", { exact: true }).fill("<p>Written for the publishing test.</p>");
  }
}

describe.each([
  { label: "with JavaScript", javaScript: true, title: "Harbour office opens its doors", later: "Harbour office plans an open day", refused: "harbour excerpt" },
  { label: "without JavaScript", javaScript: false, title: "Fjord office opens its doors", later: "Fjord office plans an open day", refused: "fjord excerpt" },
])("an editor $label", ({ javaScript, title, later, refused }) => {
  it("publishes a news article: the toast says Published, offers it on the site, and visitors get it", async () => {
    const { context, page, errors } = await openEditor(javaScript, "/admin/create-blog");
    const slug = title.toLowerCase().replaceAll(" ", "-");
    await writeArticle(page, javaScript, title);
    if (javaScript) {
      // The URL the empty slug will give, while the title is typed.
      await page.getByText(`/news-details/${slug}`, { exact: false }).first().waitFor();
    } else {
      expect(await page.getByText("The URL is made from the title when saved.").isVisible()).toBe(true);
    }
    // Asked, the editor goes back to editing first: nothing is saved, and nothing typed is lost.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const asked = confirmation(page, javaScript, "Publish now");
    expect(await asked.getByText(`/news-details/${slug}`, { exact: false }).isVisible()).toBe(true);
    // The search description and the cover were left empty: said as advice, and the button still publishes.
    expect(await asked.locator(".publish-notes li").allInnerTexts()).toEqual([
      expect.stringMatching(/^It has no search description/),
      expect.stringMatching(/^It has no picture/),
    ]);
    if (!javaScript) {
      // A page of its own: the form waits out of sight, its fields carried.
      expect(await page.getByLabel("Title", { exact: true }).isVisible()).toBe(false);
      expect(await asked.locator("input[type=hidden][name=title]").inputValue()).toBe(title);
    }
    await asked.getByRole("button", { name: "Back to editing" }).click();
    await page.getByLabel("Title", { exact: true }).waitFor();
    expect(pathOf(page.url())).toBe("/admin/create-blog");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmation(page, javaScript, "Publish now").getByRole("button", { name: "Publish now" }).click();
    // Saved, the new article opens in its editor.
    await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
    const published = toast(page, `Published “${title}”`);
    await published.waitFor();
    expect(await published.getByRole("link", { name: "View on site" }).getAttribute("href")).toBe(`/news-details/${slug}`);
    // Saved, leaving it cancels nothing: the bar's way out says Close, and Cancel again once something is typed.
    const bar = page.getByRole("group", { name: "Publishing" });
    expect(await bar.getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/admin/blog");
    if (javaScript) {
      await page.getByLabel("Title", { exact: true }).fill(`${title}, revised`);
      await bar.getByRole("link", { name: "Cancel" }).waitFor();
      await page.getByLabel("Title", { exact: true }).fill(title);
    }

    // Articles are read signed in (the editor is); the news list is everyone's.
    const article = await context.newPage();
    expect((await article.goto(`/news-details/${slug}`))?.status()).toBe(200);
    expect(await article.getByRole("heading", { level: 1 }).textContent()).toContain(title);
    const visitor = await site.newContext();
    const news = await visitor.newPage();
    await news.goto("/news");
    expect(await news.getByRole("link", { name: title }).count()).toBeGreaterThan(0);
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("schedules a news article for a date to come: the toast names the date in the site's zone, and visitors do not get it yet", async () => {
    const { context, page, errors } = await openEditor(javaScript, "/admin/create-blog");
    const slug = later.toLowerCase().replaceAll(" ", "-");
    await writeArticle(page, javaScript, later);
    await page.getByLabel("Publish date (Europe/Berlin)").fill("2031-01-15T09:00");
    // The date beside the picker, in the site's words (the server's rendering after a reload without JavaScript).
    if (javaScript) expect(await page.getByText("On the site: Wed 15 Jan 2031, 09:00 Europe/Berlin").isVisible()).toBe(true);
    // With JavaScript the bar has switched Publish to Schedule; without it the server reads the date the same.
    await page.getByRole("button", { name: javaScript ? "Schedule" : "Publish", exact: true }).click();
    const asked = confirmation(page, javaScript, "Schedule for 15 Jan 2031, 09:00 Europe/Berlin");
    expect(await asked.getByText(`/news-details/${slug}`, { exact: false }).isVisible()).toBe(true);
    await asked.getByRole("button", { name: "Schedule", exact: true }).click();
    // Saved, the new article opens in its editor.
    await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
    const scheduled = toast(page, "Scheduled for 15 Jan 2031, 09:00 (Europe/Berlin)");
    await scheduled.waitFor();
    expect(await scheduled.getByRole("link", { name: "Preview" }).getAttribute("href")).toBe(`/news-details/${slug}?preview=1`);

    const visitor = await site.newContext();
    const news = await visitor.newPage();
    await news.goto("/news");
    await news.getByRole("heading", { level: 1 }).waitFor();
    expect(await news.getByRole("link", { name: later }).count()).toBe(0);
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a publish without a title: the error names the field, what was typed is kept, and nothing goes public", async () => {
    const { context, page, errors } = await openEditor(javaScript, "/admin/create-blog");
    await writeArticle(page, javaScript, "");
    await page.getByLabel("Excerpt", { exact: true }).fill(`Kept ${refused}`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // With the title empty nothing asks "Publish now": the server refuses at once, with JavaScript and without.
    const error = page.locator("#field-title-error");
    await error.waitFor();
    expect(await error.textContent()).toBe("Title is required");
    expect(await page.locator("dialog[open]").count()).toBe(0);
    expect(await page.getByRole("region", { name: "Publish now" }).count()).toBe(0);
    expect(pathOf(page.url())).toBe("/admin/create-blog");
    expect(await page.getByLabel("Excerpt", { exact: true }).inputValue()).toBe(`Kept ${refused}`);
    const visitor = await site.newContext();
    const news = await visitor.newPage();
    await news.goto("/news");
    await news.getByRole("heading", { level: 1 }).waitFor();
    expect(await news.getByText(`Kept ${refused}`).count()).toBe(0);
    await visitor.close();
    // The refused post's 422 is the browser's own log line; no script failed.
    expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
    await context.close();
  });

  it("keeps the settings to the right of the writing at 1280 px, below it at 390 px, and the publishing bar in one row on the phone", async () => {
    const { context, page } = await openEditor(javaScript, "/admin/create-blog", { width: 1280, height: 900 });
    const main = page.locator(".edit-main");
    const settings = page.getByRole("group", { name: "Settings" });
    const wideMain = (await main.boundingBox())!;
    const wideSettings = (await settings.boundingBox())!;
    expect(wideSettings.x).toBeGreaterThanOrEqual(wideMain.x + wideMain.width);
    expect(wideSettings.y).toBeLessThan(wideMain.y + wideMain.height);
    // A writing column of about 720 px, the body's field about 670 px of it.
    expect(wideMain.width).toBeGreaterThanOrEqual(700);
    expect((await page.locator(".field-rich-text").boundingBox())!.width).toBeGreaterThanOrEqual(660);
    // The settings fold into panels: the cover image first (in view without scrolling the panel) and publishing (when,
    // and the address) open, SEO folded; the sidebar scrolls on its own beside the writing (the publishing bar is always
    // in view). The excerpt is written under the title, as the article's standfirst.
    const panels = await page.locator("details.settings-panel").evaluateAll((all) =>
      all.map((panel) => [panel.querySelector(".settings-panel-title")?.textContent, (panel as HTMLDetailsElement).open]),
    );
    expect(panels).toEqual([
      ["Cover image", true],
      ["Publishing", true],
      ["SEO", false],
    ]);
    for (const field of [page.getByLabel("Drop an image or choose a file"), page.getByLabel("Title", { exact: true }), page.getByLabel("Excerpt", { exact: true }), page.getByLabel("Body", { exact: true })]) {
      const box = (await field.boundingBox())!;
      expect(box.y).toBeLessThan(900);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => window.innerWidth === 390);
    const narrowMain = (await main.boundingBox())!;
    const narrowSettings = (await settings.boundingBox())!;
    expect(narrowSettings.y).toBeGreaterThanOrEqual(narrowMain.y + narrowMain.height);
    expect(Math.abs(narrowSettings.x - narrowMain.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const bar = page.getByRole("group", { name: "Publishing" });
    const centres: number[] = [];
    for (const control of [bar.locator(".publishing-bar-state"), ...(await bar.getByRole("button").all()), bar.getByRole("link", { name: "Cancel" })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      centres.push(box.y + box.height / 2);
    }
    centres.sort((a, b) => a - b);
    const rows = 1 + centres.filter((centre, index) => index > 0 && centre - centres[index - 1] > 16).length;
    expect(rows).toBe(1);
    // One compact row: it hides little of the form.
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(60);
    await context.close();
  });
});

describe("the publish dialog", () => {
  it("has no serious or critical accessibility finding, and Back to editing closes it with nothing saved", async () => {
    const context = await site.newAdminContext({ bypassCSP: true });
    const { page } = await openWatched(context, "/admin/create-blog");
    await writeArticle(page, true, "Dialog checked by axe");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Publish now" });
    await dialog.waitFor();
    // No picture asks for its words here: the answer has the focus, so Enter publishes.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Publish now");
    expect(await severeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Back to editing" }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(pathOf(page.url())).toBe("/admin/create-blog");
    await context.close();
  });

  it("names the numbered address a title already taken will get, as the save gives it", async () => {
    const context = await site.newAdminContext();
    const { page, errors } = await openWatched(context, "/admin/create-blog");
    await writeArticle(page, true, "Twin headline");
    await publishConfirmed(page);
    await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
    // Its own slug is never "taken" for the article itself.
    expect(await page.locator(".slug-url-address").textContent()).toBe("/news-details/twin-headline");

    await page.goto("/admin/create-blog");
    await writeArticle(page, true, "Twin headline");
    // The URL line asks the server, which knows the slug is taken.
    await page.locator(".slug-url-address", { hasText: "/news-details/twin-headline-2" }).waitFor();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Publish now" });
    expect(await dialog.locator(".publish-confirmation-url").textContent()).toBe("Registered customers will find it at /news-details/twin-headline-2");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    const published = toast(page, "Published “Twin headline”");
    await published.waitFor();
    expect(await published.getByRole("link", { name: "View on site" }).getAttribute("href")).toBe("/news-details/twin-headline-2");
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { width: 1280, height: 800, label: "at 1280 px" },
    { width: 390, height: 844, label: "on a phone" },
  ])("is titled, names the path readers will see, holds the page still, and its toast covers no field $label", async ({ width, height }) => {
    const context = await site.newAdminContext({ viewport: { width, height } });
    const { page, errors } = await openWatched(context, "/admin/create-blog");
    await writeArticle(page, true, `Dialog at ${width}`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Publish now" });
    await dialog.waitFor();
    // A title, not a bold line.
    const title = dialog.getByRole("heading", { name: "Publish now", level: 2 });
    expect(await title.evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize))).toBeGreaterThanOrEqual(20);
    // The test site's own address is localhost: readers will see the path alone, never a raw URL.
    expect(await dialog.locator(".publish-confirmation-url").textContent()).toBe(`Registered customers will find it at /news-details/dialog-at-${width}`);
    // The page behind does not jump as the dialog opens: the menu and, beside the settings at 1280 px, the toolbar stay where they stood.
    const watched = width >= 1280 ? [".admin-nav", ".rich-text-toolbar"] : [".admin-nav"];
    const standing = () => page.evaluate((selectors) => selectors.map((selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? null), watched);
    await dialog.getByRole("button", { name: "Back to editing" }).click();
    const closed = await standing();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await dialog.waitFor();
    expect(await standing()).toEqual(closed);

    await dialog.getByRole("button", { name: "Publish now" }).click();
    await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
    const published = toast(page, `Published “Dialog at ${width}”`);
    await published.hover();
    const box = (await published.boundingBox())!;
    const overlaps = async (selector: string) => {
      const other = await page.locator(selector).first().boundingBox();
      return other !== null && box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
    };
    // Nothing important under it: the header, the title, the publishing bar, the publish date just set.
    expect(await overlaps(".admin-header")).toBe(false);
    expect(await overlaps(".publishing-bar")).toBe(false);
    expect(await overlaps("#field-title")).toBe(false);
    if (width > 960) expect(await overlaps("#field-published_at")).toBe(false);
    // At the bottom: right of the writing on a desktop, centred on a phone.
    expect(box.y + box.height).toBeGreaterThan(height * 0.7);
    if (width < 600) expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(16);
    expect(errors).toEqual([]);
    await context.close();
  });
});
