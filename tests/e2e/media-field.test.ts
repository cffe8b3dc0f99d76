import type { Page } from "playwright-core";
import { pngBytes } from "../helpers/upload-files";
import { pathOf, publishConfirmed, siteForThisFile } from "./harness";

/**
 * The image field of an edit form, with JavaScript on and off: an editor chooses a file, sees
 * it previewed, types its alt text, sets its focal point, saves, and the image in the library
 * carries both (the edit form shows them again from the media item). The field is one drop
 * area with "Choose from library" beside it (a small Replace once there is a picture), previews
 * the card and share crops the point gives, and a refused save keeps what was typed in it.
 */

/** The crop previews' CSS positions, card first. */
function cropPositions(page: Page): Promise<string[]> {
  return page.locator(".media-field-crop img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).style.objectPosition));
}

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
    // Hydrated: the library dialog's button is there, and the editor.
    await page.getByRole("button", { name: "Choose from library" }).waitFor();
    await page.locator('.rich-text-content[contenteditable="true"]').waitFor();

    await page.getByLabel("Title", { exact: true }).fill("Quay at dawn");
    await page.locator('.rich-text-content[contenteditable="true"]').click();
    await page.keyboard.type("Cranes against the morning sky.");
    await page.getByLabel("Drop an image or choose a file").setInputFiles({ name: "quay.png", mimeType: "image/png", buffer: await pngBytes(800, 400, "#0b5cad") });

    const preview = page.getByAltText("Preview: quay.png");
    await preview.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Preview: quay.png"]');
      return image !== null && image.complete;
    });
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
    // Nothing was chosen from the library: the file replaces nothing.
    expect(await page.getByText("New file: quay.png", { exact: true }).isVisible()).toBe(true);

    await page.getByLabel("Alt text").fill("The quay at dawn");
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    // A click lands on a whole pixel of a preview some 200 px tall: within 2 % of the point aimed at.
    expect(Math.abs(Number(await page.getByLabel("Focal point X (%)").inputValue()) - 25)).toBeLessThanOrEqual(2);
    expect(Math.abs(Number(await page.getByLabel("Focal point Y (%)").inputValue()) - 75)).toBeLessThanOrEqual(2);
    const savedX = await page.getByLabel("Focal point X (%)").inputValue();
    const savedY = await page.getByLabel("Focal point Y (%)").inputValue();
    expect(await page.locator(".media-field-marker").evaluate((marker) => [marker.style.left, marker.style.top])).toEqual([`${savedX}%`, `${savedY}%`]);

    await publishConfirmed(page);
    await page.waitForURL((url) => /^\/admin\/edit-blog\/\d+$/.test(pathOf(url.href)));

    await openSavedArticle(page, "Quay at dawn");
    await page.getByRole("button", { name: "Choose from library" }).waitFor();
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The quay at dawn");
    expect(await page.getByLabel("Focal point X (%)").inputValue()).toBe(savedX);
    expect(await page.getByLabel("Focal point Y (%)").inputValue()).toBe(savedY);
    expect(await page.getByText(/^From the library: The quay at dawn \(quay\.png\)$/).isVisible()).toBe(true);
    await context.close();
  });
});

describe("the image field with JavaScript, as one control", () => {
  it("is a drop area with Choose from library beside it and no select, and its crop previews follow the focal point", async () => {
    const context = await site.newAdminContext();
    const page = await context.newPage();
    await page.goto("/admin/create-blog");
    const field = page.getByRole("group", { name: "Cover image" });
    await field.getByRole("button", { name: "Choose from library" }).waitFor();
    expect(await field.locator("select").count()).toBe(0);
    expect(await field.locator(".react-select__control").count()).toBe(0);
    expect(await field.getByText("Drop an image or choose a file").isVisible()).toBe(true);
    expect(await field.locator("input[type=file]").count()).toBe(1);
    // No picture yet, no point to set on it: the focal point's fields come with the picture.
    expect(await field.getByLabel("Focal point X (%)").count()).toBe(0);

    await field.getByLabel("Drop an image or choose a file").setInputFiles({ name: "crane.png", mimeType: "image/png", buffer: await pngBytes(900, 300, "#0b5cad") });
    await field.getByAltText("Preview: crane.png").waitFor();
    // With a picture the drop area is a small Replace beside the library and Remove: no second place to drop.
    expect(await field.locator(".media-drop").count()).toBe(1);
    expect(await field.locator(".media-drop-compact").isVisible()).toBe(true);
    expect(await field.getByRole("button", { name: "Remove cover image" }).isVisible()).toBe(true);
    // The point is set on the picture; its numbers fold under "Focal point" until asked for.
    expect(await field.getByLabel("Focal point X (%)").isVisible()).toBe(false);
    await field.locator("summary", { hasText: "Focal point" }).click();
    expect(await field.getByLabel("Focal point X (%)").isVisible()).toBe(true);
    expect(await page.locator(".media-field-crop figcaption").allTextContents()).toEqual(["Card", "Share picture"]);
    expect(await cropPositions(page)).toEqual(["50% 50%", "50% 50%"]);
    await field.getByLabel("Focal point X (%)").fill("20");
    expect(await cropPositions(page)).toEqual(["20% 50%", "20% 50%"]);
    const preview = field.getByAltText("Preview: crane.png");
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: box.width * 0.9, y: box.height * 0.1 } });
    const [x, y] = (await cropPositions(page))[0].split(" ").map((value) => Number.parseFloat(value));
    expect(Math.abs(x - 90)).toBeLessThanOrEqual(2);
    expect(Math.abs(y - 10)).toBeLessThanOrEqual(4);
    // The card is 16:9 and the share picture 1200×630: both shown at those shapes.
    const [card, share] = await page.locator(".media-field-crop img").evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width / image.getBoundingClientRect().height));
    expect(Math.abs(card - 16 / 9)).toBeLessThan(0.05);
    expect(Math.abs(share - 1200 / 630)).toBeLessThan(0.05);

    // The library, in its dialog: the choice replaces the file and is posted from a hidden input.
    await field.getByRole("button", { name: "Choose from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image from the library" });
    await picker.locator(".media-picker-item").first().click();
    await picker.getByRole("button", { name: "Use this image" }).click();
    await field.getByText(/^From the library: /).waitFor();
    expect(await field.locator("input[type=hidden][name=cover_image_id]").inputValue()).toMatch(/^\d+$/);
    expect(await field.locator("input[type=file]").inputValue()).toBe("");
    await context.close();
  });
});

describe("the image field without JavaScript", () => {
  it("asks on the publish step for the alternative text a chosen picture lacks, and saves what was written there", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-blog");
    await page.getByLabel("Title", { exact: true }).fill("Pier lights at night");
    await page.locator("textarea[name=body]").fill("<p>The pier, lit for the winter.</p>");
    await page.getByLabel("Drop an image or choose a file").setInputFiles({ name: "pier.png", mimeType: "image/png", buffer: await pngBytes(800, 400, "#14532d") });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const asked = page.getByRole("region", { name: /Publish/ });
    await asked.getByText(/no alternative text/).waitFor();
    await asked.getByLabel("Alternative text for the picture").fill("The pier lit up at night");
    await asked.getByRole("button", { name: "Publish now" }).click();
    await page.waitForURL((url) => /^\/admin\/edit-blog\/\d+$/.test(pathOf(url.href)));
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The pier lit up at night");
    await context.close();
  });

  it("keeps the alt text and focal point typed when the save is refused, and offers the library as its select", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-blog");
    expect(await page.locator("select[name=cover_image_id]").count()).toBe(1);
    // A new article has no picture yet: its focal point waits for one (the centre goes with a first upload).
    expect(await page.getByLabel("Focal point X (%)").count()).toBe(0);
    // A solution's picture is there: the point is typed beside it.
    await page.goto("/admin/edit-service/1");
    await page.getByLabel("Title", { exact: true }).fill("");
    await page.getByLabel("Alt text").fill("The dock at dusk");
    await page.getByLabel("Focal point X (%)").fill("15");
    await page.getByLabel("Focal point Y (%)").fill("85");
    await page.getByRole("button", { name: "Update", exact: true }).click();
    expect(await page.locator("#field-title-error").textContent()).toBe("Title is required");
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The dock at dusk");
    expect(await page.getByLabel("Focal point X (%)").inputValue()).toBe("15");
    expect(await page.getByLabel("Focal point Y (%)").inputValue()).toBe("85");
    await context.close();
  });

  it("gives a customer story's cover and logo the same field: drop area and alt text each, the focal point posted unseen until there is a picture", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-customer-stories");
    for (const base of ["cover_image", "logo"]) {
      expect(await page.locator(`input[type=file][name=${base}_file]`).count()).toBe(1);
      expect(await page.locator(`input[name=${base}_alt]`).count()).toBe(1);
      expect(await page.locator(`input[type=hidden][name=${base}_focal_x]`).count()).toBe(1);
      expect(await page.locator(`input[type=hidden][name=${base}_focal_y]`).count()).toBe(1);
    }
    expect(await page.getByText("Focal point").count()).toBe(0);
    expect(await page.getByText("Drop an image or choose a file").count()).toBe(2);
    expect(await page.locator("form.admin-form").getAttribute("enctype")).toBe("multipart/form-data");
    await context.close();
  });

  it("posts the file and its alt text, then the focal point typed as numbers beside the saved picture", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/create-blog");
    await page.getByLabel("Title", { exact: true }).fill("Pier at noon");
    await page.locator("textarea[name=body]").fill("<p>The old pier.</p>");
    await page.getByLabel("Drop an image or choose a file").setInputFiles({ name: "pier.png", mimeType: "image/png", buffer: await pngBytes(640, 480, "#2a6fdb") });
    await page.getByLabel("Alt text").fill("The old pier at noon");
    await publishConfirmed(page);
    const editor = pathOf(page.url());
    expect(editor).toMatch(/^\/admin\/edit-blog\/\d+$/);

    // Saved, the article opens in its editor: the picture is shown, and its focal point is asked for beside it.
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The old pier at noon");
    expect(await page.getByLabel("Focal point X (%)").inputValue()).toBe("50");
    await page.getByLabel("Focal point X (%)").fill("30");
    await page.getByLabel("Focal point Y (%)").fill("60");
    await page.getByRole("button", { name: "Update", exact: true }).click();
    expect(pathOf(page.url())).toBe(editor);

    await openSavedArticle(page, "Pier at noon");
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The old pier at noon");
    expect(await page.getByLabel("Focal point X (%)").inputValue()).toBe("30");
    expect(await page.getByLabel("Focal point Y (%)").inputValue()).toBe("60");
    // The server draws the crops at the stored point.
    expect(await cropPositions(page)).toEqual(["30% 60%", "30% 60%"]);
    await context.close();
  });
});
