import type { BrowserContext, Page } from "playwright-core";
import { openWatched, pathOf, siteForThisFile } from "./harness";

/**
 * The content screens with JavaScript on: each hydrates without an error,
 * a save ends with the toast, a refusal shows the error toast beside the
 * inline alert, and Delete opens a dialog instead of the confirmation page.
 */

const site = siteForThisFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await site.newAdminContext();
});

afterAll(async () => {
  await context?.close();
});

function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

describe("content screens with JavaScript", () => {
  it("takes the editor to the first field to correct after a refused save", async () => {
    const { page, errors } = await openWatched(context, "/admin/create-service");
    await page.getByLabel("Summary", { exact: true }).fill("Kept after the error");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.locator("#field-title-error").waitFor();
    // The title leads the main column, which comes before the settings (the category is there, empty too).
    await page.waitForFunction(() => document.activeElement?.id === "field-title");
    expect(await page.locator("#field-category_id").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    expect(await page.getByLabel("Summary", { exact: true }).inputValue()).toBe("Kept after the error");
    // The browser logs the refused post's 422 itself; no script failed.
    expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
    await page.close();
  });

  // A test for each screen, so that none holds a busy machine's minute.
  it.for([
    "/admin/blog", "/admin/create-blog", "/admin/custom-pages", "/admin/create-pages", "/admin/home-slider", "/admin/create-slider",
    "/admin/hero-contents", "/admin/create-hero-contents", "/admin/hero-video", "/admin/news-media", "/admin/customer-mail",
    "/admin/setting", "/admin/CompanyPDF",
  ])("%s renders and hydrates without an error", async (path) => {
    const { page, errors } = await openWatched(context, path);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a saved setting ends with the toast; a refused one shows the error toast and the alert", async () => {
    const { page, errors } = await openWatched(context, "/admin/setting?tab=hero");
    const hero = page.locator("section", { has: page.getByRole("heading", { name: "Home page heading" }) });
    await hero.getByLabel("Title", { exact: true }).fill("Engineering you can trust");
    await hero.getByRole("button", { name: "Save" }).click();
    await toast(page, "Home page heading saved").waitFor();

    // A second tab saved since this page was loaded: a conflict, and nothing is overwritten.
    const other = await context.newPage();
    await other.goto("/admin/setting?tab=hero");
    const otherHero = other.locator("section", { has: other.getByRole("heading", { name: "Home page heading" }) });
    await otherHero.getByLabel("Title", { exact: true }).fill("Saved in the other tab");
    await otherHero.getByRole("button", { name: "Save" }).click();
    await toast(other, "Home page heading saved").waitFor();
    await other.close();

    await hero.getByLabel("Title", { exact: true }).fill("Stale edit");
    await hero.getByRole("button", { name: "Save" }).click();
    const message = "This record was changed by someone else. Reload it to see their changes.";
    await toast(page, message).waitFor();
    expect(await hero.getByRole("alert").textContent()).toBe(message);
    // The browser logs the refused post's status; nothing else went wrong.
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
    await page.close();
  });

  it("a saved settings tab says “Saved.” beside its own Save, and no other tab does", async () => {
    const { page, errors } = await openWatched(context, "/admin/setting?tab=hero");
    const hero = page.getByRole("region", { name: "Home page heading" });
    await hero.getByLabel("Button label", { exact: true }).fill("Talk to us");
    await hero.getByRole("button", { name: "Save" }).click();
    await hero.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    // The page-level toast still comes too.
    await toast(page, "Home page heading saved").waitFor();
    expect(pathOf(page.url())).toBe("/admin/setting?tab=hero&saved=hero");
    expect(await page.getByText("Saved.", { exact: true }).count()).toBe(1);
    expect(await hero.getByLabel("Button label", { exact: true }).inputValue()).toBe("Talk to us");

    // Saving on another tab moves the status there.
    await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Site" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/admin/setting?tab=site");
    const site = page.getByRole("region", { name: "Site", exact: true });
    await site.getByRole("button", { name: "Save" }).click();
    await site.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    expect(await page.getByText("Saved.", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Site", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the media library's drop zone names the files chosen in it", async () => {
    const { page, errors } = await openWatched(context, "/admin/news-media");
    const zone = page.getByRole("region", { name: "Upload files" }).locator(".upload-zone");
    await page.getByLabel("Files", { exact: true }).setInputFiles([
      { name: "quay-east.png", mimeType: "image/png", buffer: Buffer.from("a") },
      { name: "quay-west.png", mimeType: "image/png", buffer: Buffer.from("b") },
    ]);
    await zone.getByText("2 files chosen: quay-east.png, quay-west.png").waitFor();
    // The plain sentence for a page without script is not said twice.
    expect(await zone.getByText("Files chosen: press Upload.").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Delete opens a dialog, and the message is gone after confirming it", async () => {
    // A message from the public contact form.
    const contact = await context.newPage();
    await contact.goto("/contact-us");
    await contact.getByLabel("Name", { exact: true }).fill("Dialog Tester");
    await contact.getByLabel("Email", { exact: true }).fill("dialog@example.test");
    await contact.getByLabel("Message", { exact: true }).fill("Please delete me.");
    await contact.getByRole("button", { name: "Send message" }).click();
    await contact.getByText("Thank you, your message has been sent.").waitFor();
    await contact.close();

    const { page, errors } = await openWatched(context, "/admin/customer-mail?q=Dialog");
    await page.getByRole("link", { name: "Delete the message from Dialog Tester" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // The dialog opened in place: no confirmation page was loaded.
    expect(pathOf(page.url())).toBe("/admin/customer-mail?q=Dialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Message deleted").waitFor();
    expect(await page.getByText("Dialog Tester").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
