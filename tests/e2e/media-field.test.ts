import type { Page } from "playwright-core";
import { pngBytes } from "../helpers/upload-files";
import { pathOf, siteForThisFile } from "./harness";

/**
 * The image field of an edit form, with JavaScript on and off: an editor chooses a file, sees
 * it previewed, types its alt text, sets its focal point, saves, and the image in the library
 * carries both (the edit form shows them again from the media item).
 */

const site = siteForThisFile();

async function openSavedArticle(page: Page, title: string) {
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await page.waitForURL((url) => /^\/admin\/edit-blog\/\d+$/.test(pathOf(url.href)));
}

describe("the image field with JavaScript", () => {
  it("previews a chosen file, takes its alt text and a focal point clicked on the preview, and saves them on the image", async () => {
    const context = await site.newAdminContext();
    const page = await context.newPage();
    await page.goto("/admin/create-blog");
    await page.locator(".react-select__control").first().waitFor();
    await page.locator('.rich-text-content[contenteditable="true"]').waitFor();

    await page.getByLabel("Title", { exact: true }).fill("Quay at dawn");
    await page.locator('.rich-text-content[contenteditable="true"]').click();
    await page.keyboard.type("Cranes against the morning sky.");
    await page.getByLabel("Choose file").setInputFiles({ name: "quay.png", mimeType: "image/png", buffer: await pngBytes(800, 400, "#0b5cad") });

    const preview = page.getByAltText("Preview: quay.png");
    await preview.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Preview: quay.png"]');
      return image !== null && image.complete;
    });
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
    expect(await page.getByText("New file: quay.png — replaces the library choice").isVisible()).toBe(true);

    await page.getByLabel("Alt text").fill("The quay at dawn");
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    // A click lands on a whole pixel of a preview some 200 px tall: within 2 % of the point aimed at.
    expect(Math.abs(Number(await page.getByLabel("Focal point X (%)").inputValue()) - 25)).toBeLessThanOrEqual(2);
    expect(Math.abs(Number(await page.getByLabel("Focal point Y (%)").inputValue()) - 75)).toBeLessThanOrEqual(2);
    const savedX = await page.getByLabel("Focal point X (%)").inputValue();
    const savedY = await page.getByLabel("Focal point Y (%)").inputValue();
    expect(await page.locator(".media-field-marker").evaluate((marker) => [marker.style.left, marker.style.top])).toEqual([`${savedX}%`, `${savedY}%`]);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/admin/blog");

    await openSavedArticle(page, "Quay at dawn");
    await page.locator(".react-select__control").first().waitFor();
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The quay at dawn");
    expect(await page.getByLabel("Focal point X (%)").inputValue()).toBe(savedX);
    expect(await page.getByLabel("Focal point Y (%)").inputValue()).toBe(savedY);
    expect(await page.getByText(/^From the library: The quay at dawn \(quay\.png\)$/).isVisible()).toBe(true);
    await context.close();
  });
});

describe("the image field without JavaScript", () => {
  it("posts the file, its alt text and the focal point typed as numbers", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-blog");
    await page.getByLabel("Title", { exact: true }).fill("Pier at noon");
    await page.locator("textarea[name=body]").fill("<p>The old pier.</p>");
    await page.getByLabel("Choose file").setInputFiles({ name: "pier.png", mimeType: "image/png", buffer: await pngBytes(640, 480, "#2a6fdb") });
    await page.getByLabel("Alt text").fill("The old pier at noon");
    await page.getByLabel("Focal point X (%)").fill("30");
    await page.getByLabel("Focal point Y (%)").fill("60");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    expect(pathOf(page.url())).toBe("/admin/blog");

    await openSavedArticle(page, "Pier at noon");
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The old pier at noon");
    expect(await page.getByLabel("Focal point X (%)").inputValue()).toBe("30");
    expect(await page.getByLabel("Focal point Y (%)").inputValue()).toBe("60");
    await context.close();
  });
});
