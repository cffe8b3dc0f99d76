import sharp from "sharp";
import { openSettingsPanel, pathOf, publishConfirmed, siteForThisFile } from "./harness";

/**
 * The content screens without JavaScript: an admin writes, edits and deletes
 * a news article and a custom page with plain form posts, and the public site
 * (seen by an anonymous visitor) follows each step; the media library takes
 * two images in one upload.
 */

const site = siteForThisFile();

/**
 * What an anonymous visitor gets at `path`, asked again until `check` holds:
 * public pages may be served from a cache for a few seconds (docs/product.md#public-site).
 */
async function publicly(path: string, check: (status: number, html: string) => boolean): Promise<{ status: number; html: string }> {
  const deadline = Date.now() + 25_000;
  let last = { status: 0, html: "" };
  while (Date.now() < deadline) {
    const response = await fetch(`${site.app.baseUrl}${path}`, { redirect: "manual" });
    last = { status: response.status, html: await response.text() };
    if (check(last.status, last.html)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return last;
}

describe("news without JavaScript", () => {
  it("an admin writes, edits and deletes an article, and the news page follows", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/blog");
    await page.getByRole("link", { name: "Add news article" }).click();
    expect(pathOf(page.url())).toBe("/admin/create-blog");

    // Refused: the error beside the field, the input kept (and its folded panel open again to show it).
    await page.getByLabel("Excerpt", { exact: true }).fill("Kept after the error");
    await page.getByLabel("Slug", { exact: true }).fill("Not a slug!");
    await page.getByRole("button", { name: "Save draft" }).click();
    expect(await page.getByLabel("Title", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#field-title-error").textContent()).toBe("Title is required");
    expect(await page.getByLabel("Excerpt", { exact: true }).inputValue()).toBe("Kept after the error");
    // The answered page opens on the first field to correct, under a summary linking to each refused field.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-title");
    const summary = page.locator(".error-summary[role=alert]");
    expect(await summary.getByRole("link").allTextContents()).toEqual([
      "Title is required",
      "Slug may contain only lowercase letters, numbers and single dashes",
    ]);
    expect(await summary.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["#field-title", "#field-slug"]);

    await page.getByLabel("Title", { exact: true }).fill("Harbour office opens");
    await page.getByLabel("Slug", { exact: true }).fill("");
    await page.getByLabel("Excerpt", { exact: true }).fill("Our new office by the harbour.");
    await page.locator("textarea[name=body]").fill("<p>Come and <strong>visit</strong>.</p><script>alert(1)</script>");
    await publishConfirmed(page);
    // Published, the article stays open in its editor.
    const editor = pathOf(page.url());
    expect(editor).toMatch(/^\/admin\/edit-blog\/\d+$/);

    // The notice read without JavaScript offers the article, as the toast does.
    const viewOnSite = page.getByRole("status").getByRole("link", { name: "View on site" });
    expect(await viewOnSite.getAttribute("href")).toBe("/news-details/harbour-office-opens");
    const opened = page.waitForResponse((response) => pathOf(response.url()) === "/news-details/harbour-office-opens");
    await viewOnSite.click();
    expect((await opened).status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Harbour office opens");

    const listed = await publicly("/news", (status, html) => status === 200 && html.includes("Harbour office opens"));
    expect(listed.html).toContain('href="/news-details/harbour-office-opens"');

    // The admin's preview of the article itself.
    await page.goto("/news-details/harbour-office-opens?preview=1");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Harbour office opens");
    expect(await page.locator("strong", { hasText: "visit" }).count()).toBe(1);
    expect(await page.content()).not.toContain("alert(1)");

    // Edit the title, from the list.
    await page.goto("/admin/blog?q=harbour");
    expect(await page.getByRole("row", { name: /Harbour office opens/ }).getByText("Published").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Edit Harbour office opens" }).click();
    expect(pathOf(page.url())).toBe(editor);
    await page.getByLabel("Title", { exact: true }).fill("Harbour office now open");
    await page.getByRole("button", { name: "Update" }).click();
    expect(pathOf(page.url())).toBe(editor);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Harbour office now open");
    expect((await publicly("/news", (_, html) => html.includes("Harbour office now open"))).html).toContain("Harbour office now open");

    // Delete: without JavaScript the Delete link leads to a confirmation step.
    await page.goto("/admin/blog?q=harbour");
    expect(await page.getByRole("link", { name: "Harbour office now open", exact: true }).count()).toBe(1);
    await page.getByRole("link", { name: "Delete Harbour office now open" }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/blog\?q=harbour&confirm-delete=\d+$/);
    expect(await page.locator(".delete-confirmation").getByText("Delete news article “Harbour office now open”?").isVisible()).toBe(true);
    await page.locator(".delete-confirmation").getByRole("button", { name: "Delete" }).click();
    expect(pathOf(page.url())).toBe("/admin/blog?q=harbour");
    expect(await page.getByRole("link", { name: "Harbour office now open", exact: true }).count()).toBe(0);
    expect((await publicly("/news", (_, html) => !html.includes("Harbour office"))).html).not.toContain("Harbour office");
    await context.close();
  });
});

describe("custom pages without JavaScript", () => {
  it("an admin creates, edits and deletes a page, and the site follows", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/custom-pages");
    await page.getByRole("link", { name: "Add page" }).click();
    expect(pathOf(page.url())).toBe("/admin/create-pages");

    // A reserved first path segment is refused.
    await page.getByLabel("Title", { exact: true }).fill("Careers");
    await page.getByLabel("Slug", { exact: true }).fill("news");
    await page.getByRole("button", { name: "Save draft" }).click();
    expect(await page.locator("#field-slug-error").textContent()).toBe("This slug is reserved");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Careers");

    await page.getByLabel("Slug", { exact: true }).fill("careers");
    await page.locator("textarea[name=body]").fill("<h2>Open roles</h2><p>We are hiring engineers.</p>");
    await openSettingsPanel(page, "Menu");
    await page.getByLabel("Show in the site's menu").check();
    await publishConfirmed(page);
    // Published, the new page opens in its editor.
    const editor = pathOf(page.url());
    expect(editor).toMatch(/^\/admin\/edit-pages\/\d+$/);

    const shown = await publicly("/careers", (status) => status === 200);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("<h1>Careers</h1>");
    expect(shown.html).toContain("We are hiring engineers.");
    // In the menu of every public page.
    expect((await publicly("/contact-us", (_, html) => html.includes('href="/careers"'))).html).toContain('href="/careers"');

    await page.getByLabel("Title", { exact: true }).fill("Careers at the company");
    await page.getByRole("button", { name: "Update" }).click();
    expect(pathOf(page.url())).toBe(editor);
    expect((await publicly("/careers", (_, html) => html.includes("Careers at the company"))).html).toContain("<h1>Careers at the company</h1>");

    await page.goto("/admin/custom-pages");
    await page.getByRole("link", { name: "Delete Careers at the company" }).click();
    await page.locator(".delete-confirmation").getByRole("button", { name: "Delete" }).click();
    expect(pathOf(page.url())).toBe("/admin/custom-pages");
    expect((await publicly("/careers", (status) => status === 404)).status).toBe(404);
    await context.close();
  });
});

describe("media library without JavaScript", () => {
  it("takes two images in one upload and shows them with thumbnails", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/news-media");
    const image = (color: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).png().toBuffer();
    // The upload is open above the grid: a drop zone with its button, the file input covering all of it.
    const upload = page.getByRole("region", { name: "Upload files" });
    expect(await upload.locator("details, summary").count()).toBe(0);
    const zone = upload.locator(".upload-zone");
    expect(await zone.isVisible()).toBe(true);
    expect(await zone.getByText("Choose files", { exact: true }).isVisible()).toBe(true);
    const [zoneBox, inputBox] = await Promise.all([zone.boundingBox(), page.getByLabel("Files", { exact: true }).boundingBox()]);
    // Inside the zone's 2 px dashed border.
    for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(inputBox![side] - zoneBox![side])).toBeLessThanOrEqual(4);
    expect(zoneBox!.height).toBeGreaterThan(100);
    expect(await zone.getByText("Files chosen: press Upload.").isVisible()).toBe(false);
    await page.getByLabel("Files", { exact: true }).setInputFiles([
      { name: "harbour-front.png", mimeType: "image/png", buffer: await image("#1e6b3a") },
      { name: "harbour-night.png", mimeType: "image/png", buffer: await image("#0b1f3a") },
    ]);
    // Without script the zone still says that files are chosen.
    expect(await zone.getByText("Files chosen: press Upload.").isVisible()).toBe(true);
    await page.getByLabel("Alt text", { exact: true }).fill("The harbour office");
    await page.getByRole("button", { name: "Upload" }).click();
    expect(pathOf(page.url())).toBe("/admin/news-media");

    for (const name of ["harbour-front.png", "harbour-night.png"]) {
      const card = page.locator(".media-card", { hasText: name });
      expect(await card.count()).toBe(1);
      const src = await card.locator("img").getAttribute("src");
      expect(src).toMatch(/^\/media\/\d+\/harbour-(front|night)\.png\?w=480$/);
      const thumbnail = await context.request.get(src!);
      expect(thumbnail.status()).toBe(200);
      expect(thumbnail.headers()["content-type"]).toBe("image/webp");
      expect(await card.locator("img").getAttribute("alt")).toBe("The harbour office");
    }

    // An SVG in the same kind of upload is refused by name, with the rule.
    await page.getByLabel("Files", { exact: true }).setInputFiles([
      { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    await page.getByRole("button", { name: "Upload" }).click();
    expect(await page.locator(".upload-refused").textContent()).toBe("logo.svg: SVG images are not accepted");
    await context.close();
  });

  it("asks for each picture's words after an upload without them, and shows them on the cards", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/news-media");
    const image = (color: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: color } }).png().toBuffer();
    await page.getByLabel("Files", { exact: true }).setInputFiles([
      { name: "pier-north.png", mimeType: "image/png", buffer: await image("#7a4b00") },
      { name: "pier-south.png", mimeType: "image/png", buffer: await image("#0b5cad") },
    ]);
    await page.getByRole("button", { name: "Upload" }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/news-media\?describe=\d+(?:%2C|,)\d+$/);
    const panel = page.getByRole("region", { name: "Describe what you uploaded" });
    await panel.getByLabel("Alt text for pier-north.png").fill("The north pier at low tide");
    await panel.getByLabel("Alt text for pier-south.png").fill("Boats at the south pier");
    await panel.getByRole("button", { name: "Save descriptions" }).click();
    expect(pathOf(page.url())).toBe("/admin/news-media");
    expect(await page.locator(".media-card", { hasText: "pier-north.png" }).locator("img").getAttribute("alt")).toBe("The north pier at low tide");
    expect(await page.locator(".media-card", { hasText: "pier-south.png" }).locator("img").getAttribute("alt")).toBe("Boats at the south pier");
    await context.close();
  });
});

describe("settings without JavaScript", () => {
  it("draws the phone field exactly as the email field", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/setting");
    const look = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) => {
        const style = getComputedStyle(input);
        return {
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          padding: `${style.paddingTop} ${style.paddingRight} ${style.paddingBottom} ${style.paddingLeft}`,
          radius: style.borderTopLeftRadius,
        };
      });
    const email = await look("Email");
    expect(email.border).toBe("1px solid rgb(138, 147, 163)");
    expect(await look("Phone")).toEqual(email);
    // The logo is an image field like every other: one drop area, the file input covering all of it; with a logo
    // already there it is the Replace button, framed as the buttons beside it are.
    const upload = page.getByLabel("Drop an image or choose a file");
    const area = page.locator(".media-drop", { has: upload });
    expect(await area.evaluate((element) => `${getComputedStyle(element).borderTopWidth} ${getComputedStyle(element).borderTopStyle}`)).toBe("1px solid");
    const [areaBox, inputBox] = [(await area.boundingBox())!, (await upload.boundingBox())!];
    // Inside the area's border, the input is all of it: a click anywhere opens the chooser.
    expect(inputBox.width * inputBox.height).toBeGreaterThan(0.9 * areaBox.width * areaBox.height);
    await page.getByRole("link", { name: "Social links", exact: true }).click();
    expect(await look("Facebook")).toEqual(email);
    // The date fields of another screen too.
    await page.goto("/admin/audit");
    expect(await look("From")).toEqual(email);
    await context.close();
  });

  it("lands back on the saved tab, which says “Saved.”", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/setting?tab=social");
    const social = page.getByRole("region", { name: "Social links" });
    await social.getByLabel("LinkedIn", { exact: true }).fill("https://www.linkedin.com/company/e2e-no-script");
    await social.getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/admin/setting?tab=social&saved=social");
    expect(await social.getByRole("status").textContent()).toBe("Saved.");
    expect(await page.getByText("Saved.", { exact: true }).count()).toBe(1);
    expect(await social.getByLabel("LinkedIn", { exact: true }).inputValue()).toBe("https://www.linkedin.com/company/e2e-no-script");
    expect(await page.getByRole("link", { name: "Social links", exact: true }).getAttribute("aria-current")).toBe("page");
    await context.close();
  });
});

describe("certificates without JavaScript", () => {
  it("takes a new logo uploaded from the panel, and refuses a file that is not an image on its field", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/client-logo?edit=new");
    const panel = page.getByRole("region", { name: "Add certificate" });
    await panel.getByLabel("Name", { exact: true }).fill("ISO 50001");
    await panel.getByLabel("Link", { exact: true }).fill("https://www.iso.org/iso-50001");
    await panel.getByLabel("Drop an image or choose a file").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text") });
    await panel.getByRole("button", { name: "Add certificate" }).click();
    expect(await page.locator("#certificate-new-image_id-error").textContent()).toBe("This file type is not accepted");
    expect(await panel.getByLabel("Name", { exact: true }).inputValue()).toBe("ISO 50001");
    expect(await panel.getByLabel("Link", { exact: true }).inputValue()).toBe("https://www.iso.org/iso-50001");

    const logo = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#0b5d3b" } }).png().toBuffer();
    await panel.getByLabel("Drop an image or choose a file").setInputFiles({ name: "iso-50001.png", mimeType: "image/png", buffer: logo });
    await panel.getByRole("button", { name: "Add certificate" }).click();
    expect(pathOf(page.url())).toBe("/admin/client-logo");
    expect(await page.getByRole("status").textContent()).toBe("Certificate “ISO 50001” created");
    const row = page.locator("tbody tr").filter({ hasText: "ISO 50001" });
    const src = await row.locator("img").getAttribute("src");
    expect(src).toMatch(/^\/media\/\d+\/iso-50001\.png\?w=480$/);
    expect((await context.request.get(src!)).status()).toBe(200);
    await context.close();
  });

  it("takes who issued it, its number and its validity, refuses an end before the start keeping the input, and the public page shows them", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/client-logo?edit=new");
    const panel = page.getByRole("region", { name: "Add certificate" });
    const logo = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#12355b" } }).png().toBuffer();
    await panel.getByLabel("Name", { exact: true }).fill("ISO 14001");
    await panel.getByLabel("Drop an image or choose a file").setInputFiles({ name: "iso-14001.png", mimeType: "image/png", buffer: logo });
    await panel.getByLabel("Issued by", { exact: true }).fill("TÜV SÜD");
    await panel.getByLabel("Certificate number", { exact: true }).fill("12 100 34567");
    // Days are written in the site's format; the ISO form is taken too.
    await panel.getByLabel("Valid from", { exact: true }).fill("15 Mar 2026");
    await panel.getByLabel("Valid until", { exact: true }).fill("2025-03-14");
    await panel.getByRole("button", { name: "Add certificate" }).click();
    expect(await page.locator("#certificate-new-valid_until-error").textContent()).toBe("Valid until must be after Valid from");
    expect(await panel.getByLabel("Valid until", { exact: true }).getAttribute("aria-describedby")).toContain("certificate-new-valid_until-error");
    expect(await panel.getByLabel("Issued by", { exact: true }).inputValue()).toBe("TÜV SÜD");
    expect(await panel.getByLabel("Valid from", { exact: true }).inputValue()).toBe("15 Mar 2026");

    await panel.getByLabel("Drop an image or choose a file").setInputFiles({ name: "iso-14001.png", mimeType: "image/png", buffer: logo });
    await panel.getByLabel("Valid until", { exact: true }).fill("2099-03-14");
    await panel.getByRole("button", { name: "Add certificate" }).click();
    expect(await page.getByRole("status").textContent()).toBe("Certificate “ISO 14001” created");
    await page.goto("/certificates");
    const card = page.locator(".certificate-grid li").filter({ hasText: "ISO 14001" });
    expect(await card.locator(".certificate-details li").allTextContents()).toEqual(["Issued by TÜV SÜD", "No. 12 100 34567", "Valid until 14 Mar 2099"]);
    await context.close();
  });
});
