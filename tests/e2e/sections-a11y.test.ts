import type { Page } from "playwright-core";
import path from "node:path";
import { siteForThisFile } from "./harness";

/**
 * axe-core on each section of the demo's Why Northwind page, one of every type, in turn, on a
 * desktop and on a phone: any finding of any impact fails, and every type must have been seen.
 */

const site = siteForThisFile();

const AXE_PATH = path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js");
const SECTION_TYPES = [
  "hero", "rich_text", "features", "logos", "figures", "quote", "cta", "faq", "image_text", "video", "contact_form", "latest",
];

type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };

async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run({ include: [include] }, { rules: { "label-content-name-mismatch": { enabled: true } } })).violations;
  }, selector);
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])("the sections of /why-northwind at $width px", (viewport) => {
  it("each pass axe with no finding, and all twelve types are there", async () => {
    // The page's JSON says which type each section is, in the order the page draws them.
    const response = await fetch(`${site.app.baseUrl}/api/frontend/pages/why-northwind`);
    expect(response.status).toBe(200);
    const types = ((await response.json()) as { data: { sections: Array<{ type: string }> } }).data.sections.map((section) => section.type);
    expect(new Set(types)).toEqual(new Set(SECTION_TYPES));

    const context = await site.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    await page.goto("/why-northwind");
    await page.waitForLoadState("networkidle");
    await page.addScriptTag({ path: AXE_PATH });
    const sections = page.locator("main article > section");
    expect(await sections.count()).toBe(types.length);

    const found = new Set<string>();
    const findings: string[] = [];
    for (const [index, type] of types.entries()) {
      const selector = `main article > section:nth-of-type(${index + 1})`;
      expect(await page.locator(selector).isVisible(), `${type} is drawn`).toBe(true);
      found.add(type);
      // Below the fold a section waits unrendered (content-visibility: auto), its size a guess: axe checks
      // it as a visitor sees it, scrolled to and drawn.
      await page.locator(selector).scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const finding of await violationsIn(page, selector)) findings.push(`${type}: ${finding}`);
    }
    expect(findings).toEqual([]);
    expect([...found].sort()).toEqual([...SECTION_TYPES].sort());
    await context.close();
  });
});
