import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pixelmatch from "pixelmatch";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { siteForThisFile } from "./harness";

/**
 * Screenshots of the key pages at a desktop and a phone width, compared with
 * the PNGs committed in tests/e2e/baselines/. A page that looks different
 * beyond a small tolerance fails, and the picture of the difference is
 * written to a temporary directory named in the failure. A missing baseline
 * fails too; `UPDATE_BASELINES=true` writes the baselines instead (then
 * commit them). Pages are made deterministic first: the site's time zone and
 * the browser's are UTC, dates (the demo content's are relative to the day
 * it was seeded) read one fixed date, no animation or caret, fonts and
 * images loaded, and JavaScript off, so nothing moves by itself.
 */

const site = siteForThisFile({ env: { SITE_TIME_ZONE: "UTC" } });

const BASELINES = path.resolve(import.meta.dirname, "baselines");
const UPDATE = process.env.UPDATE_BASELINES === "true";
/** pixelmatch's per-pixel colour tolerance (0–1): small, so a changed colour counts. */
const PIXEL_THRESHOLD = 0.1;
/** The share of pixels that may differ before a page counts as changed. */
const MAX_DIFFERENT_RATIO = 0.002;

const VIEWPORTS = [
  { name: "1280", viewport: { width: 1280, height: 800 } },
  { name: "390", viewport: { width: 390, height: 844 } },
];

const FIXED_DATE = "January 1, 2026";

/** Fixes what changes from one run to the next, then waits for fonts and images. */
async function steady(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async (fixedDate) => {
    for (const element of document.querySelectorAll("time, .status-date, .publish-date-reading")) element.textContent = fixedDate;
    // The admin's lists write dates as plain text ("26 Nov 2026, 16:33 UTC"): the seed's and the clock's.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/\b\d{1,2} [A-Z][a-z]{2,3} \d{4}\b/.test(node.textContent ?? "")) node.textContent = fixedDate;
      // A list writes a date's time apart ("16:33 UTC"), so the line breaks only between day and time.
      else if (/^\s*\d{1,2}:\d{2}(?: [A-Z]{2,5})?\s*$/.test(node.textContent ?? "")) node.textContent = "09:00 UTC";
      // The edit screen writes the item's full address, whose port is each run's own.
      else if (node.textContent?.includes(location.origin)) node.textContent = node.textContent.replaceAll(location.origin, "http://127.0.0.1:3000");
    }
    // The share box's link to copy holds the address too.
    for (const input of document.querySelectorAll<HTMLInputElement>("input")) {
      if (input.value.includes(location.origin)) input.value = input.value.replaceAll(location.origin, "http://127.0.0.1:3000");
    }
    for (const input of document.querySelectorAll<HTMLInputElement>("input.date-text")) input.value = input.value ? "1 Jan 2026, 09:00" : "";
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="datetime-local"]')) input.value = input.value ? "2026-01-01T09:00" : "";
    await document.fonts.ready;
    // The whole page is shot: pictures below the fold load now, not when scrolled to, and
    // sections that skip their rendering off screen (content-visibility) render.
    for (const image of document.images) image.loading = "eager";
    const rendered = document.createElement("style");
    rendered.textContent = "* { content-visibility: visible !important; }";
    document.head.append(rendered);
    // decode() settles once the picture is loaded and decoded, so a busy machine cannot shoot it
    // between the two; a picture that fails shows as it fails.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  }, FIXED_DATE);
}

function readPng(file: string): PNG {
  return PNG.sync.read(fs.readFileSync(file));
}

/** Compares a screenshot with its baseline; a message names what differs, or null when it matches. */
function compare(name: string, screenshot: Buffer): string | null {
  const baselineFile = path.join(BASELINES, `${name}.png`);
  if (UPDATE) {
    fs.mkdirSync(BASELINES, { recursive: true });
    fs.writeFileSync(baselineFile, screenshot);
    return null;
  }
  if (!fs.existsSync(baselineFile)) return `${name}: no baseline at ${baselineFile}; run with UPDATE_BASELINES=true to write it`;
  const expected = readPng(baselineFile);
  const actual = PNG.sync.read(screenshot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return `${name}: ${actual.width}×${actual.height} px, the baseline is ${expected.width}×${expected.height} px`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const ratio = different / (actual.width * actual.height);
  if (ratio <= MAX_DIFFERENT_RATIO) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "visual-diff-"));
  const diffFile = path.join(dir, `${name}.diff.png`);
  fs.writeFileSync(diffFile, PNG.sync.write(diff));
  fs.writeFileSync(path.join(dir, `${name}.actual.png`), screenshot);
  return `${name}: ${(ratio * 100).toFixed(2)} % of the pixels differ (at most ${MAX_DIFFERENT_RATIO * 100} %); see ${diffFile}`;
}

async function shoot(page: Page, name: string, pathname: string, problems: string[]): Promise<void> {
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  await steady(page);
  // The whole page, not the first screen: a footer, a sidebar or a strip far down regresses as visibly.
  const screenshot = await page.screenshot({ animations: "disabled", caret: "hide", scale: "css", fullPage: true });
  const problem = compare(name, screenshot);
  if (problem) problems.push(problem);
}

describe.each(VIEWPORTS)("the key pages at $name px", ({ name: width, viewport }) => {
  const options = { viewport, timezoneId: "UTC", locale: "en-US", reducedMotion: "reduce" as const, javaScriptEnabled: false };

  it("look as the baselines do", async () => {
    const problems: string[] = [];
    const visitor = await site.newContext(options);
    const page = await visitor.newPage();
    await page.goto("/");
    const category = await page.locator('a[href^="/solutions/"]').first().getAttribute("href");
    await shoot(page, `home-${width}`, "/", problems);
    await shoot(page, `solution-category-${width}`, category!, problems);
    const detail = await page.locator('a[href^="/solution-details/"]').first().getAttribute("href");
    await shoot(page, `news-${width}`, "/news", problems);
    const article = await page.locator('a[href^="/news-details/"]').first().getAttribute("href");
    // An article needs a sign-in: a visitor gets the page that says why.
    await shoot(page, `sign-in-for-article-${width}`, article!, problems);
    await shoot(page, `contact-us-${width}`, "/contact-us", problems);
    await visitor.close();

    // The details are for signed-in visitors; the admin is one.
    const admin = await site.newAdminContext(options);
    const adminPage = await admin.newPage();
    await shoot(adminPage, `solution-detail-${width}`, detail!, problems);
    await shoot(adminPage, `news-article-${width}`, article!, problems);
    await shoot(adminPage, `admin-dashboard-${width}`, "/admin/dashboard", problems);
    await shoot(adminPage, `admin-edit-news-${width}`, "/admin/edit-blog/1", problems);
    await shoot(adminPage, `admin-news-list-${width}`, "/admin/blog", problems);
    await shoot(adminPage, `admin-certificates-${width}`, "/admin/client-logo", problems);
    await admin.close();

    expect(problems).toEqual([]);
  }, 120_000);
});
