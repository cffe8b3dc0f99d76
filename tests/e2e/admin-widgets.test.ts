import type { BrowserContext, Locator, Page } from "playwright-core";
import { pngBytes } from "../helpers/upload-files";
import { chooseOption, openSettingsPanel, pathOf, siteForThisFile } from "./harness";

/**
 * The admin's JavaScript enhancements in a real browser: the Lexical editor
 * (bold, an image from the library), react-select's search, toasts after a
 * save and after a failure, delete dialogs, and the conflict of two tabs.
 */

const site = siteForThisFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await site.newAdminContext();
});

afterAll(async () => {
  await context?.close();
});

/**
 * A page whose React has taken over: react-select appears only then, and so does an image field's
 * "Choose from library" button, the sign to wait for on a page with no select (news, settings).
 */
async function openHydrated(path: string, ready: "select" | "library" = "select"): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  const sign = ready === "library" ? page.getByRole("button", { name: "Choose from library" }) : page.locator(".react-select__control");
  await sign.first().waitFor();
  return page;
}

function dashboardLink(page: Page): Locator {
  return page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" });
}

/** Follows the sidebar's Dashboard link, dismissing any question asked first; the questions, as they come. */
async function followDashboardDismissingQuestions(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await dashboardLink(page).click();
  return asked;
}

function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

describe("admin widgets with JavaScript", () => {
  it("react-select searches the categories and says when nothing matches", async () => {
    const page = await openHydrated("/admin/create-service");
    // react-select replaced the native select; its hidden input carries the field.
    expect(await page.locator("select[name=category_id]").count()).toBe(0);
    await page.getByLabel("Category", { exact: true }).fill("zzz-no-such-category");
    expect(await page.getByText("Sorry, no matching options.").isVisible()).toBe(true);
    await page.getByLabel("Category", { exact: true }).fill("");
    await chooseOption(page, "Category", "Data & Analytics");
    const value = await page.locator("input[type=hidden][name=category_id]").inputValue();
    expect(value).toMatch(/^\d+$/);
    await page.close();
  });

  it("the editor makes text bold and inserts a library image; the saved body has both, and a toast confirms", async () => {
    const page = await openHydrated("/admin/create-service");
    await chooseOption(page, "Category", "Data & Analytics");
    await page.getByLabel("Title", { exact: true }).fill("Edge Telemetry");

    const editor = page.locator('.rich-text-content[contenteditable="true"]');
    await editor.waitFor();
    expect(await page.locator("textarea[name=body]").count()).toBe(0);
    await editor.click();
    await page.keyboard.type("Plain then ");
    await page.getByRole("button", { name: "Bold" }).click();
    expect(await page.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.type("bold words");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(". ");

    // A link through the dialog, not a browser prompt: its text, address and a new tab.
    await page.getByRole("button", { name: "Link", exact: true }).click();
    const linkDialog = page.getByRole("dialog", { name: "Add a link" });
    await linkDialog.getByLabel("Text").fill("our partner");
    await linkDialog.getByLabel("Address").fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await linkDialog.getByText("The address must start with http://, https://, mailto:, tel: or /.").waitFor();
    await linkDialog.getByLabel("Address").fill("https://partner.example/");
    await linkDialog.getByLabel("Open in a new tab").check();
    await linkDialog.getByLabel("Address").press("Enter");
    await linkDialog.waitFor({ state: "hidden" });
    expect(page.url()).toContain("/admin/create-service");
    await page.keyboard.type(" ");

    // An image from the library, with its alternative text and a caption for this use.
    await page.getByRole("button", { name: "Image from the library" }).click();
    const picker = page.getByRole("dialog", { name: "Insert an image from the library" });
    await picker.locator(".media-picker-item").first().click();
    await picker.getByLabel("Alternative text").fill("Our assembly line");
    await picker.getByLabel("Caption (optional)").fill("The line in Leeds");
    await picker.getByRole("button", { name: "Insert image" }).click();
    await picker.waitFor({ state: "hidden" });
    expect(await editor.locator('img[src^="/media/"]').count()).toBe(1);

    const body = await page.locator("input[type=hidden][name=body]").inputValue();
    expect(body).toMatch(/<strong[^>]*>bold words<\/strong>/);
    expect(body).toMatch(/<a href="https:\/\/partner\.example\/"[^>]*target="_blank"[^>]*>.*our partner.*<\/a>/);
    expect(body).toMatch(/<figure><img src="\/media\/\d+\/[^"]+" alt="Our assembly line"[^>]*><figcaption>The line in Leeds<\/figcaption><\/figure>/);

    await page.getByRole("button", { name: "Save draft" }).click();
    // Saved, the new solution opens in its editor, whose form starts from the saved body.
    await page.waitForURL(/\/admin\/edit-service\/\d+$/);
    await toast(page, "Draft saved").waitFor();
    const saved = await page.locator("input[type=hidden][name=body], textarea[name=body]").first().inputValue();
    expect(saved).toContain("<strong>bold words</strong>");
    expect(saved).toMatch(/<a href="https:\/\/partner\.example\/" rel="noopener noreferrer" target="_blank">our partner<\/a>/);
    expect(saved).toMatch(/<figure><img src="\/media\/\d+\/[^"]+" alt="Our assembly line"[^>]*\/><figcaption>The line in Leeds<\/figcaption><\/figure>/);
    await page.close();
  });

  it("a heading chosen before the empty body was ever clicked takes what is typed next, and so does a list", async () => {
    const page = await openHydrated("/admin/create-blog", "library");
    const editor = page.locator('.rich-text-content[contenteditable="true"]');
    await editor.waitFor();
    await page.getByRole("button", { name: "Heading H2" }).click();
    await page.keyboard.type("What we built");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("A control room");
    const body = await page.locator("input[type=hidden][name=body]").inputValue();
    expect(body).toMatch(/<h2[^>]*>.*What we built.*<\/h2>/);
    expect(body).toMatch(/<ul[^>]*>.*A control room.*<\/ul>/);
    await page.close();
  });

  it("keeps what was typed in the plain body field while the editor loaded, and the editor goes on from there", async () => {
    const page = await context.newPage();
    // The editor's code is held back, as on a slow line, until the plain field has been typed in.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/lexical-editor\.client-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/admin/create-blog");
    await page.getByRole("button", { name: "Choose from library" }).waitFor();
    await page.locator("textarea[name=body]").click();
    await page.keyboard.type("Typed while");
    release();
    const editor = page.locator('.rich-text-content[contenteditable="true"]:focus');
    await editor.waitFor();
    await page.keyboard.type(" the editor loaded.");
    expect(await editor.textContent()).toBe("Typed while the editor loaded.");
    expect(await page.locator("input[type=hidden][name=body]").inputValue()).toMatch(/^<p[^>]*>.*Typed while the editor loaded\..*<\/p>$/);
    await page.close();
  });

  it("a refused delete shows an error toast and the message; the dialog asks first", async () => {
    // The list has no select to wait for (the edit panel is closed): wait until its modules have run.
    const page = await context.newPage();
    await page.goto("/admin/service-category");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Delete Cloud & Infrastructure" }).click();
    // With JavaScript, a dialog instead of the confirmation page.
    expect(pathOf(page.url())).toBe("/admin/service-category");
    const dialog = page.getByRole("dialog", { name: "Delete solution category “Cloud & Infrastructure”?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast(page, "This category still holds 3 solutions. Move or delete them first.").waitFor();
    expect(await page.getByRole("alert").first().textContent()).toBe("This category still holds 3 solutions. Move or delete them first.");
    await page.close();
  });

  it("publishes a news article with a new cover image in five clicks on one screen, confirmation included, and the toast opens it on the site", async () => {
    const page = await context.newPage();
    await page.goto("/admin/dashboard");
    await page.waitForLoadState("networkidle");
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };

    await click(page.getByRole("link", { name: "Write news" }));
    await page.waitForURL("**/admin/create-blog");
    await page.locator('.rich-text-content[contenteditable="true"]').waitFor();
    // A new article opens with the cursor in its title: no click to get there.
    const title = page.getByLabel("Title", { exact: true });
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type("Five clicks to publish");
    expect(await title.inputValue()).toBe("Five clicks to publish");
    await click(page.locator('.rich-text-content[contenteditable="true"]'));
    await page.keyboard.type("Written, illustrated and published from one screen.");
    // The whole drop area is the file chooser.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), click(page.getByLabel("Drop an image or choose a file"))]);
    await chooser.setFiles({ name: "harbour-office.png", mimeType: "image/png", buffer: await pngBytes(800, 500, "#0b5cad") });
    await page.getByAltText("Preview: harbour-office.png").waitFor();
    await click(page.getByRole("button", { name: "Publish", exact: true }));
    const asked = page.getByRole("dialog", { name: "Publish now" });
    expect(await asked.getByText(/\/news-details\/five-clicks-to-publish$/).isVisible()).toBe(true);
    // The new picture has no alternative text: the dialog asks for it, its field already focused, so no click is needed to write it.
    const alt = asked.getByLabel("Alternative text for the picture");
    expect(await alt.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type("The new harbour office at dusk");
    await click(asked.getByRole("button", { name: "Publish now" }));
    await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
    expect(clicks).toBe(5);
    expect(await page.getByLabel("Alt text").inputValue()).toBe("The new harbour office at dusk");

    const saved = toast(page, "Published “Five clicks to publish”");
    await saved.waitFor();
    expect(await saved.getByRole("link", { name: "View on site" }).getAttribute("href")).toBe("/news-details/five-clicks-to-publish");
    await page.goto("/news-details/five-clicks-to-publish");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Five clicks to publish");
    expect(await page.locator('img[src^="/media/"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it("goes back from the publish dialog to the empty search description it names, its panel opened and the field focused", async () => {
    const page = await openHydrated("/admin/create-blog", "library");
    await page.getByLabel("Title", { exact: true }).fill("A description first");
    await page.locator('.rich-text-content[contenteditable="true"]').click();
    await page.keyboard.type("Some words.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const asked = page.getByRole("dialog", { name: "Publish now" });
    await asked.getByRole("button", { name: "Write the search description first" }).click();
    await asked.waitFor({ state: "hidden" });
    const description = page.locator("[name=seo_description]");
    expect(await description.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await description.isVisible()).toBe(true);
    // Nothing was saved: still the new article's screen.
    expect(pathOf(page.url())).toBe("/admin/create-blog");
    await page.close();
  });

  it("lights up an upload area while a file is dragged over it, and not once it is dropped or leaves", async () => {
    const page = await openHydrated("/admin/create-service");
    const input = page.getByLabel("Drop an image or choose a file");
    const area = page.locator(".media-drop", { has: input });
    const dragged = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["png"], "cover.png", { type: "image/png" }));
      return transfer;
    });
    // React draws each change after the event: the class is read until it has (a busy machine takes longer).
    const className = () => area.getAttribute("class");
    await input.dispatchEvent("dragenter", { dataTransfer: dragged });
    await expect.poll(className).toBe("media-drop is-dragging");
    expect(await area.evaluate((element) => getComputedStyle(element).borderStyle)).toBe("solid");
    await input.dispatchEvent("dragleave", { dataTransfer: dragged });
    await expect.poll(className).toBe("media-drop");
    await input.dispatchEvent("dragenter", { dataTransfer: dragged });
    await expect.poll(className).toBe("media-drop is-dragging");
    await input.dispatchEvent("drop", { dataTransfer: dragged });
    await expect.poll(className).toBe("media-drop");
    await page.close();
  });

  it("asks before a link leaves a form with unsaved changes, and not after it was saved", async () => {
    const page = await openHydrated("/admin/create-blog", "library");
    await page.getByLabel("Title", { exact: true }).fill("Half-written");
    const asked = await followDashboardDismissingQuestions(page);
    await expect.poll(() => asked).toEqual(["Leave this page? Your changes have not been saved."]);
    expect(pathOf(page.url())).toBe("/admin/create-blog");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Half-written");

    // Saved: leaving asks nothing.
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/admin\/edit-blog\/\d+$/);
    await dashboardLink(page).click();
    await page.waitForURL("**/admin/dashboard");
    await page.close();
  });

  it("asks before leaving an article whose body alone was changed, and lets an untouched one go", async () => {
    const list = await context.newPage();
    await list.goto("/admin/blog");
    const href = await list.getByRole("link", { name: /^Edit / }).first().getAttribute("href");
    await list.close();

    const untouched = await openHydrated(href!, "library");
    await untouched.locator('.rich-text-content[contenteditable="true"]').waitFor();
    await dashboardLink(untouched).click();
    await untouched.waitForURL("**/admin/dashboard");
    await untouched.close();

    const page = await openHydrated(href!, "library");
    const editor = page.locator('.rich-text-content[contenteditable="true"]');
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" One more sentence.");
    const asked = await followDashboardDismissingQuestions(page);
    await expect.poll(() => asked).toEqual(["Leave this page? Your changes have not been saved."]);
    expect(pathOf(page.url())).toMatch(/^\/admin\/edit-blog\/\d+$/);
    await page.close();
  });

  it("on the settings page, asks before leaving a section with changes, and not once that section is saved", async () => {
    // The profile tab's logo picker tells when the page has hydrated; the social tab has none.
    const page = await openHydrated("/admin/setting", "library");
    await page.getByRole("link", { name: "Social links", exact: true }).click();
    const social = page.getByRole("region", { name: "Social links" });
    await social.waitFor();
    await social.getByLabel("Facebook").fill("https://facebook.com/northwind-half-typed");
    const asked = await followDashboardDismissingQuestions(page);
    await expect.poll(() => asked).toEqual(["Leave this page? Your changes have not been saved."]);
    expect(pathOf(page.url())).toBe("/admin/setting?tab=social");

    // That section saved (the page stays, at the saved section): leaving asks nothing.
    await social.getByRole("button", { name: "Save" }).click();
    await social.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    await dashboardLink(page).click();
    await page.waitForURL("**/admin/dashboard");
    await page.close();
  });

  it("two tabs edit one solution: the second save is refused with the conflict message", async () => {
    const list = await context.newPage();
    await list.goto("/admin/services?q=Cloud%20Migration");
    const href = await list.getByRole("link", { name: "Edit Cloud Migration" }).getAttribute("href");
    await list.close();

    const first = await openHydrated(href!);
    const second = await openHydrated(href!);
    await first.getByLabel("Title", { exact: true }).fill("Cloud Migration (first tab)");
    await first.getByRole("button", { name: "Update" }).click();
    await toast(first, "Updated “Cloud Migration (first tab)”").waitFor();

    await second.getByLabel("Title", { exact: true }).fill("Cloud Migration (second tab)");
    await second.getByRole("button", { name: "Update" }).click();
    const message = "This record was changed by someone else. Reload it to see their changes.";
    await toast(second, message).waitFor();
    expect(await second.getByRole("alert").first().textContent()).toBe(message);
    // Nothing was overwritten, and the second tab still holds what was typed.
    expect(await second.getByLabel("Title", { exact: true }).inputValue()).toBe("Cloud Migration (second tab)");
    // What was typed is still unsaved: reloading asks first.
    const asked: string[] = [];
    second.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await second.reload();
    expect(asked).toEqual(["beforeunload"]);
    expect(await second.getByLabel("Title", { exact: true }).inputValue()).toBe("Cloud Migration (first tab)");
    await first.close();
    await second.close();
  });

  it("turns Markdown typed in the body into the site's formatting: ## and ### headings, lists, bold; no h1, no h4", async () => {
    const page = await openHydrated("/admin/create-blog", "library");
    const editor = page.locator('.rich-text-content[contenteditable="true"]');
    await editor.click();
    await page.keyboard.type("## Heading");
    await page.keyboard.press("Enter");
    await page.keyboard.type("### Smaller heading");
    await page.keyboard.press("Enter");
    await page.keyboard.type("- item");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("1. first");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Some **bold** and *slanted* words, [a link](https://partner.example/) and [no link](javascript:alert(1)).");
    await page.keyboard.press("Enter");
    await page.keyboard.type("> A quote");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("# Not a title");
    await page.keyboard.press("Enter");
    await page.keyboard.type("#### Not a small heading");
    const body = await page.locator("input[type=hidden][name=body]").inputValue();
    expect(body).toMatch(/<h2[^>]*><span[^>]*>Heading<\/span><\/h2>|<h2[^>]*>Heading<\/h2>/);
    expect(body).toMatch(/<h3[^>]*>(<span[^>]*>)?Smaller heading(<\/span>)?<\/h3>/);
    expect(body).toMatch(/<ul[^>]*><li[^>]*>(<span[^>]*>)?item(<\/span>)?<\/li><\/ul>/);
    expect(body).toMatch(/<ol[^>]*><li[^>]*>(<span[^>]*>)?first(<\/span>)?<\/li><\/ol>/);
    expect(body).toMatch(/<strong[^>]*>bold<\/strong>/);
    expect(body).toMatch(/<em[^>]*>slanted<\/em>/);
    expect(body).toMatch(/<a href="https:\/\/partner\.example\/"[^>]*>(<span[^>]*>)?a link(<\/span>)?<\/a>/);
    expect(body).toContain("[no link](javascript:alert(1))");
    expect(body).toMatch(/<blockquote[^>]*>(<span[^>]*>)?A quote(<\/span>)?<\/blockquote>/);
    expect(body).not.toMatch(/<h1|<h4|<pre|<code/);
    expect(body).toContain("# Not a title");
    expect(body).toContain("#### Not a small heading");
    await page.close();
  });

  it("opens a menu of blocks on /, narrows it as words are typed, and picks with the keys or a click; the / and the words go", async () => {
    const page = await openHydrated("/admin/create-blog", "library");
    const editor = page.locator('.rich-text-content[contenteditable="true"]');
    expect(await page.locator(".rich-text-placeholder").innerText()).toContain("type / for a heading");
    await editor.click();
    await page.keyboard.type("/");
    const menu = page.getByRole("listbox");
    await menu.waitFor();
    expect(await menu.getByRole("option").count()).toBe(8);
    // The words narrow the list; Enter takes the first. Each narrowing is waited for by its count:
    // the menu follows the typing a moment behind, and a key pressed before it caught up would act on the older list.
    const options = () => menu.getByRole("option").allInnerTexts();
    await page.keyboard.type("sub");
    await expect.poll(options).toEqual([expect.stringContaining("Subheading")]);
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "detached" });
    await page.keyboard.type("How it started");
    await page.keyboard.press("Enter");
    // "/h" offers three headings, "/he" two: the arrows move through them.
    await page.keyboard.type("/he");
    await expect.poll(async () => (await options()).length).toBe(2);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => menu.getByRole("option", { selected: true }).innerText()).toContain("Small heading");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Before the survey");
    await page.keyboard.press("Enter");
    await page.keyboard.type("/st");
    await expect.poll(options).toEqual([expect.stringContaining("Numbered list")]);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Survey the line");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    // Escape leaves what was typed as text.
    await page.keyboard.type("/quo");
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    // "/quote" opens the menu again, and the space after it closes it: Enter waits for both, as a person's pace would.
    await page.keyboard.type("te");
    await menu.waitFor();
    await page.keyboard.type(" and more");
    await menu.waitFor({ state: "detached" });
    await page.keyboard.press("Enter");
    // A click on "Picture" opens the library.
    await page.keyboard.type("/pic");
    await menu.getByRole("option", { name: /Picture/ }).click();
    await page.getByRole("dialog", { name: "Insert an image from the library" }).waitFor();
    await page.keyboard.press("Escape");
    const body = await page.locator("input[type=hidden][name=body]").inputValue();
    expect(body).toMatch(/<h3[^>]*>(<span[^>]*>)?How it started(<\/span>)?<\/h3>/);
    expect(body).toMatch(/<h4[^>]*>(<span[^>]*>)?Before the survey(<\/span>)?<\/h4>/);
    expect(body).toMatch(/<ol[^>]*><li[^>]*>(<span[^>]*>)?Survey the line(<\/span>)?<\/li><\/ol>/);
    expect(body).toContain("/quote and more");
    // The text, without the tags (whose "</span>" has a slash of its own).
    expect(body.replace(/<[^>]+>/g, " ")).not.toMatch(/\/(?:s|he|pic)/);
    await page.close();
  });

  it("keeps the formatting toolbar on one row at the writing column's width and at the top of the screen while a long body scrolls; the body grows instead of scrolling", async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/create-blog");
    await page.getByRole("button", { name: "Choose from library" }).waitFor();
    const editor = page.locator('.rich-text-content[contenteditable="true"]');
    // The editor and its toolbar load after the page hydrates.
    await editor.waitFor();
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const buttons = await toolbar.getByRole("button").all();
    const rows = new Set<number>();
    for (const button of buttons) {
      const box = (await button.boundingBox())!;
      rows.add(Math.round(box.y + box.height / 2));
    }
    expect(rows.size).toBe(1);
    expect((await editor.boundingBox())!.width).toBeGreaterThanOrEqual(660);

    await editor.click();
    for (let line = 1; line <= 40; line += 1) {
      await page.keyboard.insertText(`Line ${line} of a long article.`);
      await page.keyboard.press("Enter");
    }
    const sizes = await editor.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client + 1);
    expect(sizes.client).toBeGreaterThan(800);
    await page.mouse.wheel(0, 700);
    await page.waitForFunction(() => window.scrollY >= 600);
    const stuck = (await toolbar.boundingBox())!;
    expect(Math.abs(stuck.y)).toBeLessThan(2);
    // Still usable there: it makes the next line a heading.
    await page.getByRole("button", { name: "Heading H2" }).click();
    await page.keyboard.type("Last section");
    expect(await page.locator("input[type=hidden][name=body]").inputValue()).toMatch(/<h2[^>]*>(<span[^>]*>)?Last section/);
    await page.close();
  });

  it("chooses a story's related solutions by searching their titles, and saves them", async () => {
    const page = await context.newPage();
    await page.goto("/admin/customer-stories");
    await page.getByRole("link", { name: /^Edit Baltic Freightways/ }).click();
    await page.waitForURL(/\/admin\/edit-customer-stories\/\d+$/);
    // Hydrated: the image fields' library button appears only then (the related select is in a folded panel).
    await page.getByRole("button", { name: "Choose from library" }).first().waitFor();
    await openSettingsPanel(page, "Related");
    const field = page.getByLabel("Related solutions", { exact: true });
    await field.fill("platf");
    await page.getByRole("option", { name: "Data Platform" }).click();
    await field.fill("zzz-nothing");
    expect(await page.getByText("Sorry, no matching options.").isVisible()).toBe(true);
    await field.fill("");
    const posted = await page.locator("input[type=hidden][name=solution_ids]").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(posted.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    // The emptied search left the list open at the foot of the page: closed first, as the editor would.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await toast(page, /^Updated/).waitFor();

    // The editor stays open, drawn afresh from what was saved.
    await page.reload();
    // Hydrated: the image fields' library button appears only then (the related select is in a folded panel).
    await page.getByRole("button", { name: "Choose from library" }).first().waitFor();
    await openSettingsPanel(page, "Related");
    const chosen = page.locator(".multi-select").filter({ hasText: "Related solutions" }).locator(".react-select__multi-value__label");
    expect(await chosen.allTextContents()).toContain("Data Platform");
    await page.close();
  });
});

describe("a list's search box", () => {
  it("filters as the editor types, keeps one history entry for the search, and the typing goes on in the box", async () => {
    const page = await context.newPage();
    await page.goto("/admin/blog");
    const box = page.getByLabel("Search news");
    // The Search button steps aside once the list can filter by itself.
    await page.getByRole("search").getByRole("button", { name: "Search" }).waitFor({ state: "detached" });
    const before = await page.evaluate(() => history.length);
    await box.pressSequentially("summit", { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get("q") === "summit");
    const titles = page.locator(".admin-table tbody tr");
    await page.waitForFunction(() => document.querySelectorAll(".admin-table tbody tr").length === 1);
    expect(await titles.first().textContent()).toContain("Industrial Data Summit");
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(before + 1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("search-q");
    await page.close();
  });
});

describe("admin widgets without JavaScript", () => {
  it("filters a list by its status tabs, each with its count, and a search stays within the chosen status; the media library by its type tabs", async () => {
    const { context: plain, page } = await site.noScriptAdminPage("/admin/blog");
    const tabs = page.getByRole("navigation", { name: "Filter by status" });
    const counts = await tabs.getByRole("link").allInnerTexts();
    expect(counts.map((text) => text.replace(/\s+/g, " ").trim())).toEqual([expect.stringMatching(/^All \d+$/), expect.stringMatching(/^Published \d+$/), expect.stringMatching(/^Scheduled \d+$/), expect.stringMatching(/^Drafts \d+$/)]);
    await tabs.getByRole("link", { name: /^Scheduled/ }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "scheduled");
    expect(await tabs.locator('[aria-current="page"]').innerText()).toMatch(/^Scheduled/);
    const scheduled = Number((await tabs.getByRole("link", { name: /^Scheduled/ }).innerText()).replace(/\D+/g, ""));
    expect(await page.locator(".admin-table tbody tr").count()).toBe(scheduled);
    await page.getByLabel("Search news").fill("summit");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "summit");
    expect(new URL(page.url()).searchParams.get("status")).toBe("scheduled");
    expect(await page.locator(".admin-table tbody tr").allInnerTexts()).toEqual([expect.stringContaining("Industrial Data Summit")]);

    // The media library's types are tabs too.
    await page.goto("/admin/news-media");
    await page.getByRole("navigation", { name: "Filter by type" }).getByRole("link", { name: "PDFs" }).click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "pdf");
    const kinds = await page.locator(".media-grid .media-kind").allInnerTexts();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(["PDF"]));
    await plain.close();
  });

  it("lists a story's related items as checkboxes with their whole titles in a box that scrolls, and saves the ticked ones", async () => {
    const { context: plain, page } = await site.noScriptAdminPage("/admin/customer-stories");
    await page.getByRole("link", { name: /^Edit Baltic Freightways/ }).click();
    await openSettingsPanel(page, "Related");
    const solutions = page.getByRole("group", { name: "Related solutions" });
    const box = solutions.locator("ul");
    const height = (await box.boundingBox())!.height;
    expect(height).toBeGreaterThan(100);
    expect(height).toBeLessThanOrEqual(210);
    expect(await box.evaluate((list) => getComputedStyle(list).overflowY)).toBe("auto");
    // Every title whole: no label cut off at the side.
    const clipped = await solutions.locator("label").evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).length);
    expect(clipped).toBe(0);
    const compliance = solutions.getByRole("checkbox", { name: "Compliance Readiness" });
    await compliance.check();
    const editor = pathOf(page.url());
    await page.getByRole("button", { name: "Update", exact: true }).click();
    // Saved, the same editor answers, drawn from what was stored.
    expect(pathOf(page.url())).toBe(editor);
    await openSettingsPanel(page, "Related");
    expect(await page.getByRole("group", { name: "Related solutions" }).getByRole("checkbox", { name: "Compliance Readiness" }).isChecked()).toBe(true);
    await plain.close();
  });
});
