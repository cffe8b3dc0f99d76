import type { BrowserContext } from "playwright-core";
import { openWatched, publishConfirmed, siteForThisFile } from "./harness";

/**
 * A site in Berlin's time zone, edited from a browser in Tokyo's: the editor
 * picks a publish date on the company's clocks, the screens show it back on
 * them, and the pages hydrate without a mismatch whatever the browser's zone.
 */

const site = siteForThisFile({ env: { SITE_TIME_ZONE: "Europe/Berlin" } });
let context: BrowserContext;

beforeAll(async () => {
  context = await site.newAdminContext({ timezoneId: "Asia/Tokyo" });
});

afterAll(async () => {
  await context?.close();
});

describe("the site's time zone", () => {
  it("a publish date picked on Berlin's clocks is saved, listed and edited on them", async () => {
    const { page, errors } = await openWatched(context, "/admin/create-blog");
    expect(await page.getByText("To schedule, a date like 24 Nov 2026, 09:30.").count()).toBe(1);
    await page.getByLabel("Title", { exact: true }).fill("Scheduled from Tokyo");
    // Written in the site's format whatever the browser's language; the ISO form is taken as well.
    expect(await page.getByLabel("Publish date (Europe/Berlin)").getAttribute("type")).toBe("text");
    await page.getByLabel("Publish date").fill("2031-07-01T09:00");
    // Read back on the company's clock, and on the editor's own, seven hours ahead in summer.
    const reading = page.locator(".publish-date-reading");
    await expect.poll(() => reading.innerText()).toContain("Your clock:");
    expect(await reading.innerText()).toMatch(/On the site: \w+ 1 Jul 2031, 09:00 Europe\/Berlin\s*Your clock: \w+ 1 Jul 2031, 16:00 Asia\/Tokyo/);
    // The date is still to come: the publishing bar offers to schedule, and the confirmation names the site's zone.
    expect(await publishConfirmed(page, "Schedule")).toBe("Schedule for 1 Jul 2031, 09:00 Europe/Berlin");
    // Saved, the article opens in its editor with the date as it was typed, then the list shows it in the site's zone.
    await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
    // The address changes as the editor renders: wait for the field drawn from what was stored.
    await expect.poll(() => page.getByLabel("Publish date").inputValue()).toBe("1 Jul 2031, 09:00");
    await page.goto("/admin/blog");
    const row = page.getByRole("row", { name: /Scheduled from Tokyo/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("1 Jul 2031, 09:00 CEST");
    expect(errors).toEqual([]);
    await page.close();

    // Reloaded from the server, with the browser's own zone nine hours ahead: the same text, no hydration mismatch.
    const reloaded = await openWatched(context, "/admin/blog");
    expect(await reloaded.page.getByRole("row", { name: /Scheduled from Tokyo/ }).textContent()).toContain("1 Jul 2031, 09:00 CEST");
    expect(reloaded.errors).toEqual([]);
    await reloaded.page.close();
  });
});
