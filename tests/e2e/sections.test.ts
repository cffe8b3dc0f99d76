import type { BrowserContext, Page } from "playwright-core";
import { openWatched, pathOf, publishConfirmed, siteForThisFile } from "./harness";

/**
 * An editor builds a page of five sections, reorders them, removes one, publishes, and a visitor
 * sees the sections in that order: with JavaScript (moves happen in place, by button or by drag)
 * and without (every button posts the form, which comes back as typed).
 */

const site = siteForThisFile();

async function openEditor(javaScript: boolean): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  if (javaScript) {
    // Wide enough for the preview to open beside the form by itself.
    const context = await site.newAdminContext({ viewport: WIDE });
    return { context, ...(await openWatched(context, "/admin/create-pages")) };
  }
  const { context, page } = await site.noScriptAdminPage("/admin/create-pages");
  return { context, page, errors: [] };
}

const WIDE = { width: 1600, height: 900 };

const field = (page: Page, key: string) => page.locator(`[id="field-sections.${key}"]`);

async function legends(page: Page): Promise<string[]> {
  return page.locator(".section-editor > legend").allTextContents();
}

async function addSection(page: Page, label: string, position: number) {
  await page.getByRole("button", { name: label, exact: true }).click();
  await page.locator(".section-editor > legend", { hasText: `Section ${position}: ${label}` }).waitFor();
}

describe.each([
  { label: "with JavaScript", javaScript: true, title: "Why harbour clients stay", slug: "why-harbour-clients-stay" },
  { label: "without JavaScript", javaScript: false, title: "Why fjord clients stay", slug: "why-fjord-clients-stay" },
])("an editor $label", ({ javaScript, title, slug }) => {
  it("builds a page of five sections, reorders them, removes one, publishes it, and visitors see it", async () => {
    const { context, page, errors } = await openEditor(javaScript);
    await page.getByLabel("Title", { exact: true }).fill(title);

    await addSection(page, "Hero", 1);
    await field(page, "0.heading").fill(`${title}: the short answer`);
    await addSection(page, "FAQ", 2);
    await field(page, "1.items.0.question").fill("Do you answer at night?");
    await field(page, "1.items.0.answer").fill("Yes, around the clock.");
    await addSection(page, "Figures", 3);
    await field(page, "2.items.0.value").fill("25");
    await field(page, "2.items.0.label").fill("years");
    await field(page, "2.items.1.value").fill("40");
    await field(page, "2.items.1.label").fill("countries");
    await addSection(page, "Contact form", 4);
    await field(page, "3.heading").fill("Write to the harbour desk");
    await addSection(page, "Latest items", 5);
    // What was typed before each button survived it.
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    expect(await field(page, "0.heading").inputValue()).toBe(`${title}: the short answer`);
    expect(await field(page, "1.items.0.answer").inputValue()).toBe("Yes, around the clock.");

    // The contact form goes above the FAQ: two moves up.
    await page.getByRole("button", { name: "Move up section 4" }).click();
    await page.locator(".section-editor > legend", { hasText: "Section 3: Contact form" }).waitFor();
    await page.getByRole("button", { name: "Move up section 3" }).click();
    await page.locator(".section-editor > legend", { hasText: "Section 2: Contact form" }).waitFor();
    if (javaScript) {
      // Announced to screen readers, focus kept on the moved section's button.
      expect(await page.locator(".sections-editor [aria-live]").textContent()).toBe("Contact form section moved to position 2 of 5.");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move up section 2");
      // Dragged by its handle: the latest items go above the figures.
      // A window tall enough for both: Playwright scrolling to the target between press and move starts no drag.
      await page.setViewportSize({ width: 1280, height: 4000 });
      await page.locator('[data-section-index="4"] .section-drag-handle').dragTo(page.locator('[data-section-index="3"] > legend'));
      await page.locator(".section-editor > legend", { hasText: "Section 4: Latest items" }).waitFor();
      await page.getByRole("button", { name: "Move down section 4" }).click();
      await page.locator(".section-editor > legend", { hasText: "Section 5: Latest items" }).waitFor();
    }
    expect(await legends(page)).toEqual([
      "Section 1: Hero", "Section 2: Contact form", "Section 3: FAQ", "Section 4: Figures", "Section 5: Latest items",
    ]);
    expect(await field(page, "1.heading").inputValue()).toBe("Write to the harbour desk");

    await page.getByRole("button", { name: "Remove section 4" }).click();
    await page.locator(".section-editor").nth(3).locator("legend", { hasText: "Section 4: Latest items" }).waitFor();
    expect(await legends(page)).toEqual(["Section 1: Hero", "Section 2: Contact form", "Section 3: FAQ", "Section 4: Latest items"]);

    await publishConfirmed(page);
    await page.waitForURL((url) => /^\/admin\/edit-pages\/\d+$/.test(pathOf(url.href)));

    const visitor = await (await site.newNoScriptContext()).newPage();
    const response = await visitor.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(`${title}: the short answer`);
    const headings = await visitor.locator("main h2").allTextContents();
    expect(headings.slice(0, 3)).toEqual(["Write to the harbour desk", "Frequently asked questions", "Latest news"]);
    expect(await visitor.locator("main .faq-item summary").textContent()).toBe("Do you answer at night?");
    expect(await visitor.getByText("countries").count()).toBe(0);
    await visitor.context().close();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a section's picture, with JavaScript", () => {
  it("is chosen in the library's dialog, which sets the list beside it and shows the thumbnail", async () => {
    const { context, page, errors } = await openEditor(true);
    await addSection(page, "Image and text", 1);
    const choice = page.locator(".section-image-choice").first();
    expect(await field(page, "0.image_id").inputValue()).toBe("");
    await choice.getByRole("button", { name: "Choose from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image from the library" });
    await picker.locator(".media-picker-item").first().click();
    await picker.getByRole("button", { name: "Use this image" }).click();
    await picker.waitFor({ state: "hidden" });
    expect(await field(page, "0.image_id").inputValue()).toMatch(/^\d+$/);
    await choice.locator("img.section-image-thumb").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { label: "with JavaScript", javaScript: true },
  { label: "without JavaScript", javaScript: false },
])("the live preview $label", ({ javaScript }) => {
  it("shows the page from what the form holds, and nothing is saved", async () => {
    const { context, page, errors } = await openEditor(javaScript);
    await page.getByLabel("Title", { exact: true }).fill("A page seen as it is built");
    await addSection(page, "Hero", 1);
    // Open by itself beside the form on a wide screen, with or without JavaScript.
    expect(await page.locator(".live-preview").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await field(page, "0.heading").fill("First words of the hero");
    const frame = page.frameLocator('iframe[name="live-preview"]');
    // With JavaScript the frame follows the typing; without, its button fills it.
    if (!javaScript) await page.getByRole("button", { name: "Show the changes" }).click();
    await frame.getByRole("heading", { level: 1, name: "First words of the hero" }).waitFor();
    // The width switch draws a phone's page, and is no field of the page's.
    await page.getByText("Phone", { exact: true }).click();
    expect(Math.round((await page.locator('iframe[name="live-preview"]').boundingBox())!.width)).toBe(390);
    expect(await page.evaluate(() => new FormData(document.querySelector<HTMLFormElement>("form.edit-form")!).has("live_preview_width"))).toBe(false);

    await field(page, "0.heading").fill("Words changed since");
    if (!javaScript) await page.getByRole("button", { name: "Show the changes" }).click();
    // With JavaScript the frame follows once typing pauses.
    await frame.getByRole("heading", { level: 1, name: "Words changed since" }).waitFor();
    // The editor stayed on its screen, unsaved.
    expect(pathOf(page.url())).toBe("/admin/create-pages");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("A page seen as it is built");
    expect(errors).toEqual([]);
    await page.goto("/admin/custom-pages");
    expect(await page.getByText("A page seen as it is built").count()).toBe(0);
    await context.close();
  });
});

describe.each([
  { label: "with JavaScript", javaScript: true },
  { label: "without JavaScript", javaScript: false },
])("a logos section $label", ({ javaScript }) => {
  it("lists the library's pictures to tick only while its logos come from the library", async () => {
    const { context, page } = await openEditor(javaScript);
    await addSection(page, "Logos", 1);
    const choices = page.locator(".section-logo-choices");
    // A new section takes the certificates' logos: nothing to choose.
    expect(await field(page, "0.source").inputValue()).toBe("certificates");
    expect(await choices.isVisible()).toBe(false);
    await field(page, "0.source").selectOption("media");
    expect(await choices.isVisible()).toBe(true);
    expect(await choices.getByRole("checkbox").count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("the page editor, opened", () => {
  it("without JavaScript shows the saved page in the open preview and the first section open, the others as summary lines", async () => {
    const { context, page } = await openEditor(false);
    await page.getByLabel("Title", { exact: true }).fill("A page opened on its content");
    await addSection(page, "Hero", 1);
    await field(page, "0.heading").fill("The hero the editor sees first");
    await addSection(page, "FAQ", 2);
    await field(page, "1.heading").fill("Questions at the harbour");
    await field(page, "1.items.0.question").fill("Open on Sundays?");
    await field(page, "1.items.0.answer").fill("Yes.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL((url) => /^\/admin\/edit-pages\/\d+$/.test(pathOf(url.href)));

    await page.goto(page.url());
    const sections = page.locator("details.section-fields");
    expect(await sections.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))).toEqual([true, false]);
    expect(await sections.nth(1).locator("summary").textContent()).toBe("Questions at the harbour · 1 question");
    expect(await field(page, "0.heading").isVisible()).toBe(true);
    // The frame shows the saved page before anything is pressed.
    await page.frameLocator('iframe[name="live-preview"]').getByRole("heading", { level: 1, name: "The hero the editor sees first" }).waitFor();
    await context.close();
  });

  it("with JavaScript opens the preview beside the form on a wide screen, folded on a laptop and a phone, and keeps the editor's choice", async () => {
    const context = await site.newAdminContext({ viewport: WIDE });
    const { page, errors } = await openWatched(context, "/admin/create-pages");
    const isOpen = () => page.locator(".live-preview").evaluate((details) => (details as HTMLDetailsElement).open);
    expect(await isOpen()).toBe(true);
    await page.locator(".live-preview > summary").click();
    expect(await isOpen()).toBe(false);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await isOpen()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    // A laptop keeps the menu and the settings column beside the writing; the preview waits, folded, above the settings.
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const narrower = await site.newAdminContext({ viewport });
      const opened = await openWatched(narrower, "/admin/create-pages");
      expect(await opened.page.locator(".live-preview").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(opened.errors).toEqual([]);
      await narrower.close();
    }
  });
});
