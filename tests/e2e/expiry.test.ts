import type { BrowserContext } from "playwright-core";
import { publishConfirmed, siteForThisFile } from "./harness";

/**
 * An editor without JavaScript gives a news article an expiry on Berlin's clocks: a date before the
 * publication is refused under the field with what was typed kept, a later one is saved and shown
 * again in the site's format.
 */

const site = siteForThisFile({ env: { SITE_TIME_ZONE: "Europe/Berlin" } });
let context: BrowserContext;

beforeAll(async () => {
  context = await site.newAdminContext({ javaScriptEnabled: false, timezoneId: "Asia/Tokyo" });
});

afterAll(async () => {
  await context?.close();
});

it("sets Unpublish at in the publishing panel, refused before the publish date and kept as typed", async () => {
  const page = await context.newPage();
  await page.goto("/admin/create-blog");
  await page.getByLabel("Title", { exact: true }).fill("Summer offer");
  await page.getByLabel("Publish date (Europe/Berlin)").fill("2031-07-01T09:00");
  const expiry = page.getByLabel("Unpublish at (Europe/Berlin)");
  // A text field in the site's format, which also takes the ISO form typed here.
  expect(await expiry.getAttribute("type")).toBe("text");
  await expiry.fill("2031-06-30T09:00");
  // Without JavaScript the button reads Publish; the confirmation step then offers to schedule.
  await publishConfirmed(page);

  const refused = page.getByLabel("Unpublish at (Europe/Berlin)");
  await refused.waitFor();
  expect(await refused.getAttribute("aria-invalid")).toBe("true");
  expect(await page.getByText("Unpublish at must be after the publish date").count()).toBeGreaterThan(0);
  expect(await refused.inputValue()).toBe("30 Jun 2031, 09:00");
  expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Summer offer");

  await refused.fill("31 Aug 2031, 18:00");
  // Drawn by the server from the date it was sent, the button now says what it will do.
  await publishConfirmed(page, "Schedule");
  // Saved, the article opens in its editor, drawn from what was stored.
  await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
  expect(await page.getByLabel("Unpublish at (Europe/Berlin)").inputValue()).toBe("31 Aug 2031, 18:00");
  await page.close();
});
