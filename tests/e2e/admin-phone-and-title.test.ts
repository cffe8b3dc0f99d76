import type { Page } from "playwright-core";
import { openWatched, siteForThisFile } from "./harness";

/**
 * What an editor meets on a phone and in the title: no admin screen wider
 * than 390 px, tables that keep their column names as cards, a media
 * library of thumbnails three to a row, page titles that read as their
 * sidebar entries, and a title field that wraps a long title and moves on
 * to the body on Enter.
 */

const site = siteForThisFile();

const PHONE = { width: 390, height: 844 };

const SCREENS = ["/admin/dashboard", "/admin/setting", "/admin/audit", "/admin/health", "/admin/news-media", "/admin/blog", "/admin/client-logo?edit=1", "/admin/edit-blog/1", "/admin/backup",
  // The screens drawn as an edit screen since: a video, a slide, a document.
  "/admin/hero-video", "/admin/edit-slider/1", "/admin/CompanyPDF"];

/** Each cell of a table's first row: its column's name, and whether the phone's stylesheet draws that name before it. */
function cellLabels(page: Page): Promise<Array<[string | undefined, boolean]>> {
  return page
    .locator(".admin-table tbody tr:first-child td")
    .evaluateAll((cells) => cells.map((cell) => [(cell as HTMLElement).dataset.label, getComputedStyle(cell, "::before").content !== "none"] as [string | undefined, boolean]));
}

describe("the admin on a 390 px phone", () => {
  it("fits every screen to the width, and a table's cells name their columns", async () => {
    const context = await site.newAdminContext({ viewport: PHONE });
    const page = await context.newPage();
    for (const screen of SCREENS) {
      await page.goto(screen);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(PHONE.width);
      // The header is one row: the screen's place (on the dashboard its welcome) and View site side by side, the
      // signed-in person left to the menu's My Account.
      const tops = await page
        .locator(".admin-header > :is(.admin-brand, .admin-welcome, .admin-user, .admin-site-link)")
        .evaluateAll((parts) => parts.filter((part) => part.getClientRects().length > 0).map((part) => Math.round(part.getBoundingClientRect().top + part.getBoundingClientRect().height / 2)));
      expect(tops.length, screen).toBe(2);
      expect(Math.max(...tops) - Math.min(...tops), screen).toBeLessThanOrEqual(4);
      expect(await page.locator(".admin-header").evaluate((header) => header.getBoundingClientRect().height), screen).toBeLessThan(64);
      // Menu shares that row, at its start, rather than take a row of its own above the screen.
      const [header, menu] = [await page.locator(".admin-header").boundingBox(), await page.locator(".admin-nav-toggle-label").boundingBox()];
      expect(menu!.y, screen).toBeGreaterThanOrEqual(header!.y);
      expect(menu!.y + menu!.height, screen).toBeLessThanOrEqual(header!.y + header!.height);
      const lead = page.locator(".admin-welcome");
      expect(menu!.x + menu!.width, screen).toBeLessThanOrEqual((await lead.boundingBox())!.x);
    }
    await page.goto("/admin/dashboard");
    expect(await page.locator(".admin-header").getByText("Welcome To Dashboard").isVisible()).toBe(true);
    // A list's name stands in the header; on its screens the way back to it, the heading below naming the screen.
    await page.goto("/admin/blog");
    expect(await page.locator(".admin-header .admin-where-page").textContent()).toBe("News");
    expect(await page.locator(".admin-header .admin-where-page").isVisible()).toBe(true);
    await page.goto("/admin/edit-blog/1");
    expect(await page.locator(".admin-header .admin-where-section").getAttribute("href")).toBe("/admin/blog");
    expect(await page.locator(".admin-header .admin-where-section").isVisible()).toBe(true);
    expect(await page.locator(".admin-header .admin-where-page").isVisible()).toBe(false);
    await page.goto("/admin/audit");
    // A card: what happened heads it, when and who plain under it, the other facts by their columns' names.
    expect(await cellLabels(page)).toEqual([
      ["When", false],
      ["Who", false],
      ["Action", true],
      ["Item", true],
      ["Summary", false],
      ["Address", true],
    ]);
    const firstRow = page.locator(".admin-table tbody tr").first();
    const [summary, when] = [await firstRow.locator('td[data-label="Summary"]').boundingBox(), await firstRow.locator('td[data-label="When"]').boundingBox()];
    expect(summary!.y + summary!.height).toBeLessThanOrEqual(when!.y);
    await context.close();
  });

  it("keeps a body's toolbar to one row that scrolls sideways, its buttons reached by the arrow keys", async () => {
    const context = await site.newAdminContext({ viewport: PHONE });
    const { page, errors } = await openWatched(context, "/admin/edit-blog/1");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const row = await toolbar.evaluate((bar) => ({ height: bar.getBoundingClientRect().height, scrollWidth: bar.scrollWidth, clientWidth: bar.clientWidth }));
    const paragraph = toolbar.getByRole("button", { name: "Paragraph" });
    const buttonHeight = (await paragraph.boundingBox())!.height;
    // One row, however many buttons: the sticky bar stays a thin line above the writing.
    expect(row.height).toBeLessThan(buttonHeight * 1.6);
    expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    // A chevron at its right edge says the row goes on; it goes once the row's end is reached.
    const cue = () => toolbar.evaluate((bar) => Number(getComputedStyle(bar, "::after").opacity));
    expect(await cue()).toBeGreaterThan(0.5);
    await toolbar.evaluate((bar) => bar.scrollTo({ left: bar.scrollWidth }));
    await expect.poll(cue).toBeLessThan(0.1);
    await toolbar.evaluate((bar) => bar.scrollTo({ left: 0 }));

    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);
    const inView = () => page.evaluate(() => {
      const button = document.activeElement!.getBoundingClientRect();
      const bar = document.activeElement!.closest('[role="toolbar"]')!.getBoundingClientRect();
      return button.left >= bar.left - 1 && button.right <= bar.right + 1;
    });
    // The caret in the body's first paragraph, then the toolbar's first button.
    await page.locator(".rich-text-content p").first().click();
    // The editor takes the focus in its own time: the toolbar's button is focused once it has, and seen to be.
    await page.waitForFunction(() => document.activeElement?.classList.contains("rich-text-content"));
    await paragraph.focus();
    await expect.poll(focused).toBe("Paragraph");
    // End: the last button that works now (undo and redo wait for a change), scrolled into the row's view.
    await page.keyboard.press("End");
    expect(await focused()).toBe("Image from the library");
    expect(await inView()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Paragraph");
    expect(await inView()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Heading H2");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("Image from the library");
    // Enter on a focused button still does its work: the paragraph becomes a heading.
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await toolbar.getByRole("button", { name: "Heading H2" }).getAttribute("aria-pressed")).toBe("true");
    // Where every button fits, no chevron.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(cue).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the media library three thumbnails a row, with page links", async () => {
    const context = await site.newAdminContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/admin/news-media");
    const tops = await page.locator(".media-card").evaluateAll((cards) => cards.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]);
    expect(await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).count()).toBe(1);
    await context.close();
  });
});

describe("the settings tabs on a phone", () => {
  it("wrap into rows within the screen, every tab in sight and the current one filled", async () => {
    const context = await site.newAdminContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/admin/setting?tab=site");
    await page.waitForLoadState("networkidle");
    const row = page.getByRole("navigation", { name: "Settings sections" }).locator("ul");
    const boxes = await row.locator("a").evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect()).map(({ top, left, right }) => ({ top, left, right })));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
    const current = row.locator('[aria-current="page"]');
    expect(await current.evaluate((tab) => getComputedStyle(tab).backgroundColor)).not.toBe(await row.locator("a:not([aria-current])").first().evaluate((tab) => getComputedStyle(tab).backgroundColor));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

describe("the admin at 1280 px", () => {
  const DESKTOP = { width: 1280, height: 900 };

  it("lays the audit log's filters out in one row", async () => {
    const context = await site.newAdminContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/admin/audit");
    const form = page.getByRole("form", { name: "Filter the audit log" });
    const bottoms = await form.locator("input, select, button").evaluateAll((controls) => controls.map((control) => Math.round(control.getBoundingClientRect().bottom)));
    expect(bottoms).toHaveLength(6);
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(4);
    await context.close();
  });

  it("gives the media library's cards one height, their Edit at the same place in each", async () => {
    const context = await site.newAdminContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/admin/news-media");
    const cards = await page.locator(".media-card").evaluateAll((all) =>
      all.map((card) => ({ height: Math.round(card.getBoundingClientRect().height), edit: Math.round(card.querySelector(".form-actions")!.getBoundingClientRect().bottom - card.getBoundingClientRect().top) })),
    );
    expect(cards.length).toBeGreaterThan(8);
    expect(new Set(cards.map((card) => card.height)).size).toBe(1);
    expect(new Set(cards.map((card) => card.edit)).size).toBe(1);
    // A name is never cut on one line: it wraps to two lines, broken anywhere, before it is clamped.
    const name = page.locator(".media-card", { hasText: "cyber-essentials-plus-certificate.pdf" }).locator(".media-card-name");
    const shown = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      return { whiteSpace: style.whiteSpace, lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)), cut: element.scrollHeight > element.clientHeight + 1 };
    });
    expect(shown).toEqual({ whiteSpace: "normal", lines: 2, cut: false });
    await context.close();
  });

  it("scrolls an edit screen's settings with the page, and its last setting, scrolled to, lies above the publishing bar", async () => {
    const context = await site.newAdminContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/admin/edit-blog/1");
    const settings = page.getByRole("group", { name: "Settings" });
    const bar = page.getByRole("group", { name: "Publishing" });
    // No box of its own that scrolls: the page does.
    expect(await settings.evaluate((column) => [getComputedStyle(column).overflowY, column.scrollHeight <= column.clientHeight + 1])).toEqual(["visible", true]);
    const last = settings.locator("summary").last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
    // The settings column is 20rem, its image field without a frame of its own, so the focal point's two fields sit side by side.
    expect(Math.round((await settings.boundingBox())!.width)).toBe(320);
    // Folded once the script runs (the library's dialog button says it has): opened, the numbers show.
    await settings.getByRole("button", { name: "Choose from library" }).waitFor();
    await settings.locator("summary", { hasText: "Focal point" }).click();
    const [x, y] = await Promise.all([page.getByLabel("Focal point X (%)"), page.getByLabel("Focal point Y (%)")].map(async (field) => (await field.boundingBox())!));
    expect(Math.abs(x.y - y.y)).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe("the admin's page titles", () => {
  it("read as the sidebar's entries", async () => {
    const context = await site.newAdminContext();
    const page = await context.newPage();
    const nav = page.getByRole("navigation", { name: "Admin" });
    // Backups and the audit log wait folded under System, which opens with a click (a <details>).
    for (const [label, folded] of [["Backups", true], ["Certificate", false], ["Solution Category", false], ["Company PDF", false], ["Audit Log", true]] as const) {
      await page.goto("/admin/dashboard");
      // Once the page's modules have run: a group opened while React takes over the page could be drawn closed again.
      await page.waitForLoadState("networkidle");
      if (folded) await nav.getByText("System", { exact: true }).click();
      await nav.getByRole("link", { name: label, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: label, exact: true }).waitFor();
    }
    await context.close();
  });
});

describe("the admin's sidebar", () => {
  it("shows every entry down to Log Out in a laptop's 1280 × 800 window, each row still a 24 px target", async () => {
    const context = await site.newAdminContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/admin/dashboard");
    const nav = page.locator(".admin-nav");
    expect(await nav.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
    const logOut = (await page.getByRole("button", { name: "Log Out" }).boundingBox())!;
    expect(logOut.y + logOut.height).toBeLessThanOrEqual(800);
    const heights = await nav.locator(".admin-nav-link, summary").evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    // With System open the list is longer than the window: the current entry, low in it, is scrolled into view.
    await page.goto("/admin/backup");
    await page.waitForLoadState("networkidle");
    const [list, current] = [(await nav.boundingBox())!, (await nav.locator('[aria-current="page"]').boundingBox())!];
    expect(current.y + current.height).toBeLessThanOrEqual(list.y + list.height);
    expect(current.y).toBeGreaterThanOrEqual(list.y);
    await context.close();
  });
});

describe("the title of an edit screen", () => {
  it("wraps a long title onto more lines, and Enter moves on to the body without breaking the line", async () => {
    const context = await site.newAdminContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openWatched(context, "/admin/create-blog");
    const title = page.getByLabel("Title", { exact: true });
    await page.locator('.rich-text-content[contenteditable="true"]').waitFor();
    await title.fill("Short");
    const oneLine = (await title.boundingBox())!.height;
    await title.fill("Our new operations centre in Portsmouth watches over forty-two thousand customer devices from one room");
    expect((await title.boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
    await title.press("End");
    await title.press("Enter");
    expect(await title.inputValue()).not.toContain("\n");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("rich-text-content"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
