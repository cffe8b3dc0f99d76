import type { Page } from "playwright-core";
import { pathOf, siteForThisFile } from "./harness";

/**
 * The admin's lists in a browser: several rows moved to the trash, hidden or
 * marked read at once with plain form posts, sorting by a header link, and the
 * category edit panel on a 390 px phone with everything on screen.
 */

const site = siteForThisFile();

/** Where an element ends on the right, against the page's width: nothing may hide past the right edge. */
async function rightEdge(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box.x + box.width;
}

describe("the admin lists without JavaScript", () => {
  it("moves two selected solutions to the trash in one post and says so; the bar shows once a row is ticked", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/services");

    // Nothing selected: nothing to act on, so no bar; CSS brings it with the first ticked row, no script needed.
    const bulk = page.getByLabel("With the selected solutions");
    expect(await bulk.isVisible()).toBe(false);
    await page.getByRole("checkbox", { name: "Select Hybrid Networking" }).check();
    expect(await bulk.isVisible()).toBe(true);
    await page.getByRole("checkbox", { name: "Select Business Dashboards" }).check();
    await page.getByLabel("With the selected solutions").selectOption("trash");
    await page.getByRole("button", { name: "Apply" }).click();
    expect(pathOf(page.url())).toBe("/admin/services");
    expect(await page.getByRole("status").textContent()).toBe("2 solutions moved to the trash.");
    expect(await page.getByRole("link", { name: "Hybrid Networking", exact: true }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Business Dashboards", exact: true }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Cloud Migration", exact: true }).count()).toBe(1);

    // Each went through its delete: both wait in the trash, and the public page is gone.
    await page.goto("/admin/trash");
    expect(await page.getByRole("button", { name: "Restore Hybrid Networking" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Restore Business Dashboards" }).count()).toBe(1);
    expect((await page.goto("/solution-details/hybrid-networking"))?.status()).toBe(404);
    await context.close();
  });

  it("hides a selected category, keeps one that still holds solutions when moved to the trash, and says why", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/service-category?sort=name&dir=desc");
    const shown = () => page.locator("tbody tr").filter({ hasText: "Security & Compliance" }).locator("td[data-label=Status]").textContent();
    await page.getByRole("checkbox", { name: "Select Security & Compliance" }).check();
    await page.getByLabel("With the selected solution categories").selectOption("draft");
    await page.getByRole("button", { name: "Apply" }).click();
    // Back to the same list, in the same order.
    expect(pathOf(page.url())).toBe("/admin/service-category?sort=name&dir=desc");
    expect(await page.getByRole("status").textContent()).toBe("1 solution category hidden.");
    expect(await shown()).toBe("Hidden");

    await page.getByRole("checkbox", { name: "Select Security & Compliance" }).check();
    await page.getByLabel("With the selected solution categories").selectOption("trash");
    await page.getByRole("button", { name: "Apply" }).click();
    expect(await page.getByRole("status").textContent()).toMatch(
      /^Not done: “Security & Compliance” \(This category still holds \d+ solutions\. Move or delete them first\)\.$/,
    );
    expect(await shown()).toBe("Hidden");

    await page.getByRole("checkbox", { name: "Select Security & Compliance" }).check();
    await page.getByLabel("With the selected solution categories").selectOption("publish");
    await page.getByRole("button", { name: "Apply" }).click();
    expect(await shown()).toBe("Published");
    await context.close();
  });

  it("marks a new message read and deletes it from the customer mail", async () => {
    const visitor = await site.newNoScriptContext();
    const contact = await visitor.newPage();
    await contact.goto("/contact-us");
    const form = contact.locator("#contact-form");
    await form.getByLabel("Name").fill("Bulk Visitor");
    await form.getByLabel("Email").fill("bulk@example.test");
    await form.getByLabel("Message").fill("Several at once, please.");
    await form.getByRole("button", { name: "Send message" }).click();
    await contact.waitForURL("**/contact-us?sent=1");
    await visitor.close();

    const { context, page } = await site.noScriptAdminPage("/admin/customer-mail?q=bulk");
    const row = page.locator("tbody tr").filter({ hasText: "Bulk Visitor" });
    expect(await row.getAttribute("class")).toBe("is-unread");
    await page.getByRole("checkbox", { name: "Select the message from Bulk Visitor" }).check();
    await page.getByLabel("With the selected messages").selectOption("read");
    await page.getByRole("button", { name: "Apply" }).click();
    expect(pathOf(page.url())).toBe("/admin/customer-mail?q=bulk");
    expect(await page.getByRole("status").textContent()).toBe("1 contact message marked as read.");
    expect(await row.getAttribute("class")).toBeNull();

    await page.getByRole("checkbox", { name: "Select the message from Bulk Visitor" }).check();
    await page.getByLabel("With the selected messages").selectOption("delete");
    await page.getByRole("button", { name: "Apply" }).click();
    expect(await page.getByRole("status").textContent()).toBe("1 contact message deleted.");
    expect(await row.count()).toBe(0);
    await context.close();
  });

  it("sorts by a column header, marks it, and turns the order round on a second click", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/projects");
    const titles = () => page.locator("tbody td[data-label=Title]").allTextContents();
    await page.getByRole("link", { name: /^Title/ }).click();
    expect(pathOf(page.url())).toBe("/admin/projects?sort=title&dir=asc");
    const ascending = await titles();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    expect(await page.getByRole("columnheader", { name: /^Title/ }).getAttribute("aria-sort")).toBe("ascending");

    await page.getByRole("link", { name: /^Title/ }).click();
    expect(pathOf(page.url())).toBe("/admin/projects?sort=title&dir=desc");
    expect(await titles()).toEqual([...ascending].reverse());
    expect(await page.getByRole("columnheader", { name: /^Title/ }).getAttribute("aria-sort")).toBe("descending");
    await context.close();
  });
});

describe("the category edit panel on a phone", () => {
  it("opens a row's panel at 390 px with its fields, Save and Delete on screen, and saves it", async () => {
    const context = await site.newAdminContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/admin/project-category");

    // Every row's Edit is on screen, none past the right edge.
    const edits = page.getByRole("link", { name: /^Edit / });
    expect(await edits.count()).toBeGreaterThan(1);
    for (const box of await Promise.all((await edits.all()).map((link) => link.boundingBox()))) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }

    await page.getByRole("link", { name: "Edit Edge Hardware" }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/project-category\?edit=\d+$/);
    const panel = page.getByRole("region", { name: "Edit product category “Edge Hardware”" });
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: /^History \(\d+\)$/ }).count()).toBe(1);
    // The image choice has room to read, and nothing sticks out of the phone's width.
    const select = await panel.getByLabel("Image", { exact: true }).boundingBox();
    expect(select!.width).toBeGreaterThan(200);
    expect(await rightEdge(page, ".edit-panel-footer button[type=submit]")).toBeLessThanOrEqual(390);
    expect(await rightEdge(page, ".edit-panel-footer .icon-button-danger")).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // One Save in the panel.
    expect(await panel.getByRole("button", { name: "Save" }).count()).toBe(1);

    await panel.getByLabel("Description", { exact: true }).fill("Gateways and sensors, built for the line.");
    await panel.getByRole("button", { name: "Save" }).click();
    expect(pathOf(page.url())).toBe("/admin/project-category");
    expect(await page.getByRole("status").textContent()).toBe("Product category “Edge Hardware” saved");
    expect(await page.locator("#edit-panel-title").count()).toBe(0);
    await page.getByRole("link", { name: "Edit Edge Hardware" }).click();
    expect(await page.getByLabel("Description", { exact: true }).inputValue()).toBe("Gateways and sensors, built for the line.");
    expect(await page.getByRole("link", { name: /^History \(\d+\)$/ }).textContent()).toMatch(/History \([1-9]\d*\)/);
    await context.close();
  });
});

describe("the admin lists with JavaScript", () => {
  it("switches a selected news article to draft from the bulk form, and saves a certificate from its panel", async () => {
    const context = await site.newAdminContext();
    const page = await context.newPage();
    await page.goto("/admin/blog");
    await page.waitForLoadState("networkidle");
    const title = (await page.locator("tbody td[data-label=Title]").first().textContent())!;
    expect(await page.getByLabel("With the selected news").isVisible()).toBe(false);
    await page.getByRole("checkbox", { name: `Select ${title}` }).check();
    await page.getByLabel("With the selected news").selectOption("draft");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("status").filter({ hasText: "1 news article switched to draft." }).waitFor();
    const row = page.locator("tbody tr").filter({ has: page.getByRole("link", { name: title, exact: true }) });
    expect(await row.locator("td[data-label=Status]").textContent()).toBe("Draft");

    await page.goto("/admin/client-logo");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Edit SOC 2 Type II" }).click();
    const panel = page.getByRole("region", { name: "Edit certificate “SOC 2 Type II”" });
    await panel.waitFor();
    await panel.getByLabel("Link", { exact: true }).fill("https://example.com/soc2");
    await panel.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Certificate “SOC 2 Type II” saved" }).waitFor();
    expect(pathOf(page.url())).toBe("/admin/client-logo");
    // The list names the link by its site; the address itself is the link's.
    const link = page.locator("tbody tr").filter({ hasText: "SOC 2 Type II" }).locator("td[data-label=Link] a");
    expect(await link.textContent()).toBe("example.com");
    expect(await link.getAttribute("href")).toBe("https://example.com/soc2");
    await context.close();
  });
});

describe("the news list at 1280 px", () => {
  it("gives the titles the room: each shows whole on up to two lines, the dates compact on theirs", async () => {
    const context = await site.newAdminContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/admin/blog");
    const titles = await page.locator("tbody .title-link").evaluateAll((links) =>
      links.map((link) => ({
        text: link.textContent,
        lines: Math.round(link.getBoundingClientRect().height / parseFloat(getComputedStyle(link).lineHeight)),
        cut: link.scrollHeight > link.clientHeight + 1,
      })),
    );
    expect(titles.length).toBeGreaterThan(3);
    for (const title of titles) {
      expect(title.cut, title.text ?? "").toBe(false);
      expect(title.lines).toBeLessThanOrEqual(2);
    }
    const width = (header: string) => page.getByRole("columnheader", { name: new RegExp(`^${header}`) }).evaluate((cell) => cell.getBoundingClientRect().width);
    expect(await width("Title")).toBeGreaterThan(2.5 * (await width("Date")));
    // Each date: the day on one line, not broken; its time on hover.
    const dates = await page.locator("tbody .list-date").evaluateAll((all) => all.map((date) => ({ height: Math.round(date.getBoundingClientRect().height), title: date.getAttribute("title") })));
    expect(dates.length).toBeGreaterThan(3);
    for (const date of dates) {
      expect(date.height).toBeLessThan(30);
      expect(date.title).toMatch(/, \d{2}:\d{2}/);
    }
    expect(await page.locator(".admin-table-wrap").evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth)).toBe(true);
    await context.close();
  });
});

describe("the lists on a phone", () => {
  it("shows every row's actions on one line inside 390 px", async () => {
    const context = await site.newAdminContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/admin/blog");
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const actions = await Promise.all((await row.locator(".row-actions > *").all()).map((action) => action.boundingBox()));
      const shown = actions.filter((box) => box !== null);
      expect(shown.length).toBeGreaterThanOrEqual(2);
      // One line: every action at the same height, all inside the screen.
      expect(new Set(shown.map((box) => Math.round(box.y))).size).toBe(1);
      for (const box of shown) expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The demo's draft has no date: its card says nothing of one, rather than an empty "Date:".
    const draft = rows.filter({ hasText: "Notes for the upcoming product roadmap" });
    expect(await draft.locator('td[data-label="Date"]').isVisible()).toBe(false);
    await context.close();
  });
});

/** The home slides' titles as the admin list shows them. */
function slideTitles(page: Page): Promise<string[]> {
  return page.locator(".admin-table tbody .title-link").allTextContents();
}

describe("a hand-ordered list", () => {
  it("without JavaScript moves a slide up with its button, and visitors see the home page's slides in the new order", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/home-slider");
    expect(await slideTitles(page)).toEqual(["From the factory floor to the cloud", "Data you can act on", "Secure by default"]);
    // The first cannot go up, the last cannot go down.
    expect(await page.getByRole("button", { name: "Move “From the factory floor to the cloud” up" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Move “Secure by default” down" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Move “Data you can act on” up" }).click();
    expect(pathOf(page.url())).toBe("/admin/home-slider");
    expect(await page.getByRole("status").textContent()).toBe("“Data you can act on” moved up.");
    expect(await slideTitles(page)).toEqual(["Data you can act on", "From the factory floor to the cloud", "Secure by default"]);

    const visitor = await (await site.newNoScriptContext()).newPage();
    await visitor.goto("/");
    const home = await visitor.content();
    expect(home.indexOf("Data you can act on")).toBeGreaterThan(-1);
    expect(home.indexOf("Data you can act on")).toBeLessThan(home.indexOf("From the factory floor to the cloud"));
    await visitor.context().close();

    // Sorted by a column, the rows' neighbours are not the list's: no moving, and the way back to its order.
    await page.goto("/admin/home-slider?sort=title&dir=asc");
    expect(await page.getByRole("button", { name: /^Move “/ }).count()).toBe(0);
    await page.getByRole("link", { name: "show the list in its order" }).click();
    expect(await page.getByRole("button", { name: /^Move “/ }).count()).toBe(6);
    await context.close();
  });

  it("with JavaScript moves a slide by dragging its handle onto another row, and by the arrow keys on the handle", async () => {
    const context = await site.newAdminContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/admin/home-slider");
    await page.waitForLoadState("networkidle");
    const before = await slideTitles(page);
    const last = before[2];
    await page.getByRole("button", { name: `Reorder “${last}”: drag, or press the up and down arrows` }).dragTo(page.locator(".admin-table tbody tr").first());
    await page.waitForFunction((title) => document.querySelector(".admin-table tbody .title-link")?.textContent === title, last);
    expect(await slideTitles(page)).toEqual([last, before[0], before[1]]);

    const handle = page.getByRole("button", { name: `Reorder “${last}”: drag, or press the up and down arrows` });
    await handle.focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction((title) => document.querySelectorAll(".admin-table tbody .title-link")[1]?.textContent === title, last);
    expect(await slideTitles(page)).toEqual([before[0], last, before[1]]);
    // The focus stays on the moved row's handle, so the next arrow moves it on; the move is announced.
    await page.waitForFunction((title) => document.activeElement?.getAttribute("aria-label")?.includes(title), last);
    expect(await page.locator(".list-order-table [aria-live]").textContent()).toBe(`“${last}” is now at place 2 of this page.`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("every content list at 1280 px", () => {
  // A Move column and a Translations column once pushed the last actions (Delete) out of the table's view.
  it("fits its table in the screen, each row's actions in view", async () => {
    const context = await site.newAdminContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const path of ["/admin/blog", "/admin/services", "/admin/projects", "/admin/customer-stories", "/admin/custom-pages", "/admin/home-slider", "/admin/hero-contents"]) {
      await page.goto(path);
      // A fraction of a pixel is the table's width rounded, not a column cut off.
      const over = await page.evaluate(() => {
        const wrap = document.querySelector(".admin-table-wrap");
        const table = wrap?.querySelector("table");
        return wrap && table ? table.getBoundingClientRect().width - wrap.clientWidth : null;
      });
      if (over === null || over >= 1) overflowing.push(`${path}: ${over}`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
});
