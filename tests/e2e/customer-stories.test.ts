import type { BrowserContext, Locator, Page } from "playwright-core";
import { openWatched, pathOf, publishConfirmed, registerCustomer, siteForThisFile } from "./harness";

/**
 * Customer stories in a real browser, with JavaScript on and with it off: a
 * visitor finds the stories from the site's header, filters them by industry,
 * reads one, and goes from a solution or product page to its story and back;
 * an editor adds a story in the admin (refused first, the input kept), saves
 * it as a draft, publishes it, edits it and moves it to the trash, and an
 * anonymous visitor's pages follow each step at once.
 */

const CUSTOMER = { name: "Stella Stories", email: "stella@e2e.test", password: "stella's password" };

const site = siteForThisFile();

// Solution and product pages are behind the details guard: the visitor needs an account.
beforeAll(async () => {
  await registerCustomer(site, CUSTOMER);
});

function newContext(javaScript: boolean): Promise<BrowserContext> {
  return javaScript ? site.newContext() : site.newNoScriptContext();
}

/** Waits for the page's h1 to read `name`: with JavaScript the URL can change a moment before the new page shows. */
async function expectHeading(page: Page, name: string) {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([name]);
}

/** The text of what a field's aria-describedby points at: its hint and its error, as a screen reader reads them. */
async function descriptionOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  return field.page().evaluate(
    (list) => list.split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
    ids,
  );
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** The story cards' titles on the list page, in order: each card's heading is its link. */
function storyLinks(page: Page): Locator {
  return page.getByRole("main").getByRole("heading").getByRole("link");
}

const LOGISTICS = "Baltic Freightways cuts unplanned downtime by 38%";
const HEALTHCARE = "Aurelia Health answers critical security alerts in 9 minutes";
const RETAIL = "Kessler Markets restocks its shelves before the doors open";
const MANUFACTURING = "Hallam Components moves its plants to the cloud without losing a shift";
const UTILITIES = "Harrowdale Water runs 860 pumping stations from one console";
const FINANCE = "Fairhaven Building Society gets its ISO 27001 certificate in eight months";

describe.each([
  {
    label: "with JavaScript",
    javaScript: true,
    industry: "Healthcare",
    story: HEALTHCARE,
    figure: "median response to critical alerts",
    quote: "Our nurses sign in once a shift instead of eleven times",
    person: "Dr. Mara Lind",
    catalog: { path: "/solution-details/identity-and-access", title: "Identity & Access" },
  },
  {
    label: "without JavaScript",
    javaScript: false,
    industry: "Retail",
    story: RETAIL,
    figure: "less food waste",
    quote: "The dashboard tells my store managers what will run out tomorrow.",
    person: "Jonas Kessler",
    catalog: { path: "/product-details/vision-node-v2", title: "Vision Node V2" },
  },
])("a visitor $label", ({ javaScript, industry, story, figure, quote, person, catalog }) => {
  it("finds the stories from the header, filters them by industry and reads one", async () => {
    const context = await newContext(javaScript);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customer stories", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/customer-stories");
    await expectHeading(page, "Customer stories");
    const all = await storyLinks(page).allTextContents();
    expect(all).toEqual(expect.arrayContaining([LOGISTICS, HEALTHCARE, RETAIL, MANUFACTURING, UTILITIES, FINANCE]));

    // The industry filter: links, the same with or without scripts, each industry at its own address.
    const industries = page.getByRole("navigation", { name: "Industries" });
    await industries.getByRole("link", { name: industry, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/customer-stories" && url.searchParams.get("industry") === industry);
    await page.getByRole("heading", { level: 1, name: new RegExp(industry) }).waitFor();
    expect(await storyLinks(page).allTextContents()).toEqual([story]);
    expect(await industries.getByRole("link", { name: industry, exact: true }).getAttribute("aria-current")).toBe("page");

    await storyLinks(page).getByText(story, { exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/customer-stories/"));
    await expectHeading(page, story);
    // The story itself: its key figures, its body, its quote and who said it.
    const main = page.getByRole("main");
    expect(await main.getByText(figure, { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole("heading", { name: "The challenge" }).isVisible()).toBe(true);
    expect(await main.getByRole("heading", { name: "The result" }).isVisible()).toBe(true);
    expect(await main.getByText(quote).isVisible()).toBe(true);
    expect(await main.getByText(person).first().isVisible()).toBe(true);
    // And what the customer uses, linked.
    expect(await main.getByRole("link", { name: catalog.title, exact: true }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("goes from a solution or product page to its customer story and back", async () => {
    const context = await newContext(javaScript);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`/login?redirectTo=${encodeURIComponent(catalog.path)}`);
    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Password").fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === catalog.path);
    await expectHeading(page, catalog.title);

    const stories = page.getByRole("region", { name: "Customer stories" });
    expect(await stories.getByRole("link", { name: story, exact: true }).count()).toBe(1);
    await stories.getByRole("link", { name: story, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/customer-stories/"));
    await expectHeading(page, story);

    // Back to the solution or product from the story's list of what the customer uses.
    await page.getByRole("main").getByRole("link", { name: catalog.title, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === catalog.path);
    await expectHeading(page, catalog.title);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { label: "with JavaScript", javaScript: true, title: "Harbour Cranes keeps its quay moving", customer: "Harbour Cranes", industry: "Ports" },
  { label: "without JavaScript", javaScript: false, title: "Fjord Dairy tracks every churn", customer: "Fjord Dairy", industry: "Food" },
])("an editor $label", ({ javaScript, title, customer, industry }) => {
  it("adds a story, publishes it, edits it and moves it to the trash, and the site follows each step", async () => {
    const summary = `How ${customer} works with us.`;
    const bodyText = `${customer} started with paper logs.`;
    const opened = javaScript
      ? await site.newAdminContext().then(async (context) => ({ context, ...(await openWatched(context, "/admin/dashboard")) }))
      : await site.noScriptAdminPage("/admin/dashboard").then((opened) => ({ ...opened, errors: [] as string[] }));
    const { context: admin, page, errors } = opened;
    // An anonymous visitor beside the editor: what everyone gets, through the site's caches.
    const visitorContext = await newContext(javaScript);
    const visitor = await visitorContext.newPage();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customer Stories", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/customer-stories");
    await expectHeading(page, "Customer Stories");
    await page.getByRole("link", { name: "Add customer story" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/create-customer-stories");
    await expectHeading(page, "Add customer story");

    // Customer name left empty: refused, the error named beside the field, the rest kept.
    await page.getByLabel("Title", { exact: true }).fill(title);
    // Industry offers the ones in use and the common ones (the browser's own list), and takes a new one.
    const offered = await page.getByLabel("Industry", { exact: true }).evaluate((input) => [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value));
    expect(offered).toEqual(expect.arrayContaining(["Logistics", "Healthcare", "Retail"]));
    expect(offered).not.toContain(industry);
    await page.getByLabel("Industry", { exact: true }).fill(industry);
    await page.getByLabel("Summary", { exact: true }).fill(summary);
    if (javaScript) {
      // The editor itself, not the plain field shown while it loads (admin-widgets.test.ts covers typing then).
      const editor = page.locator('.rich-text-content[contenteditable="true"]');
      await editor.click();
      await page.keyboard.type(bodyText);
    } else {
      await page.getByLabel("Body", { exact: true }).fill(`<p>${bodyText}</p>`);
    }
    await page.getByRole("button", { name: "Save draft" }).click();
    const customerName = page.getByLabel("Customer name", { exact: true });
    await page.locator("[aria-invalid=true]").first().waitFor();
    expect(await customerName.getAttribute("aria-invalid")).toBe("true");
    expect(await descriptionOf(customerName)).toContain("Customer name is required");
    expect(await page.locator("[aria-invalid=true]").count()).toBe(1);
    expect(pathOf(page.url())).toBe("/admin/create-customer-stories");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel("Industry", { exact: true }).inputValue()).toBe(industry);
    expect(await page.getByLabel("Summary", { exact: true }).inputValue()).toBe(summary);
    if (javaScript) expect(await page.getByRole("textbox", { name: "Body" }).textContent()).toBe(bodyText);
    else expect(await page.getByLabel("Body", { exact: true }).inputValue()).toBe(`<p>${bodyText}</p>`);

    await customerName.fill(customer);
    await page.getByLabel("Figure 1: value", { exact: true }).fill("24/7");
    await page.getByLabel("Figure 1: label", { exact: true }).fill("watched by our centre");
    await page.getByRole("button", { name: "Save draft" }).click();
    // Saved, the new story opens in its editor.
    await page.waitForURL(/\/admin\/edit-customer-stories\/\d+$/);
    await toast(page, "Draft saved").waitFor();
    await expectHeading(page, "Edit customer story");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customer Stories", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/customer-stories");
    const row = page.getByRole("row", { name: new RegExp(title) });
    // With JavaScript the address changes as the list renders: wait for the row itself.
    await row.getByText("Draft", { exact: true }).waitFor();
    expect(await row.getByText(customer, { exact: true }).isVisible()).toBe(true);

    // A draft is not on the site.
    await visitor.goto("/customer-stories");
    expect(await visitor.getByRole("link", { name: title, exact: true }).count()).toBe(0);

    // Publish it from its edit screen.
    await page.getByRole("link", { name: `Edit ${title}`, exact: true }).click();
    await page.waitForURL(/\/admin\/edit-customer-stories\/\d+$/);
    await expectHeading(page, "Edit customer story");
    expect(await page.getByLabel("Customer name", { exact: true }).inputValue()).toBe(customer);
    const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    const storyPath = `/customer-stories/${slug}`;
    await publishConfirmed(page);
    await toast(page, `Published “${title}”`).waitFor();
    await page.waitForURL(/\/admin\/edit-customer-stories\/\d+$/);

    // On the public list at once, newest first, and on its own page.
    await visitor.goto("/customer-stories");
    await expectHeading(visitor, "Customer stories");
    expect((await storyLinks(visitor).allTextContents())[0]).toBe(title);
    await storyLinks(visitor).getByText(title, { exact: true }).click();
    await visitor.waitForURL((url) => url.pathname === storyPath);
    await expectHeading(visitor, title);
    expect(await visitor.getByRole("main").getByText(bodyText).isVisible()).toBe(true);
    expect(await visitor.getByRole("main").getByText("watched by our centre", { exact: true }).isVisible()).toBe(true);

    // Edit the title in the editor still open: the visitor's next request shows it, on the story and on the list.
    const edited = `${title}, day and night`;
    await expectHeading(page, "Edit customer story");
    await page.getByLabel("Title", { exact: true }).fill(edited);
    await page.getByRole("button", { name: "Update" }).click();
    await toast(page, `Updated “${edited}”`).waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(edited);
    expect((await visitor.goto(storyPath))?.status()).toBe(200);
    await expectHeading(visitor, edited);
    await visitor.goto("/customer-stories");
    expect(await storyLinks(visitor).allTextContents()).toContain(edited);
    expect(await storyLinks(visitor).allTextContents()).not.toContain(title);

    // Move it to the trash from the list: gone from the list and its page, waiting in the admin's trash.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customer Stories", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/customer-stories");
    await page.getByRole("row", { name: new RegExp(edited) }).getByText("Published", { exact: true }).waitFor();
    await page.getByRole("link", { name: `Delete ${edited}`, exact: true }).click();
    const question = `Delete customer story “${edited}”?`;
    if (javaScript) {
      const dialog = page.getByRole("dialog", { name: question });
      await dialog.waitFor();
      expect(pathOf(page.url())).toBe("/admin/customer-stories");
      await dialog.getByRole("button", { name: "Delete" }).click();
    } else {
      const confirmation = page.getByRole("region", { name: question });
      expect(await confirmation.isVisible()).toBe(true);
      await confirmation.getByRole("button", { name: "Delete" }).click();
    }
    await page.getByRole("link", { name: edited, exact: true }).waitFor({ state: "detached" });
    expect(await page.getByRole("row", { name: new RegExp(title) }).count()).toBe(0);

    await visitor.goto("/customer-stories");
    await expectHeading(visitor, "Customer stories");
    expect(await storyLinks(visitor).allTextContents()).not.toContain(edited);
    expect((await visitor.goto(storyPath))?.status()).toBe(404);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Trash", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/trash");
    await expectHeading(page, "Trash");
    const trashed = page.getByRole("row", { name: new RegExp(edited) });
    expect(await trashed.getByRole("cell", { name: "Customer story", exact: true }).count()).toBe(1);
    expect(await trashed.getByRole("button", { name: `Restore ${edited}` }).count()).toBe(1);

    // The refused post's 422 is the browser's own log line; no script failed.
    expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
    await visitorContext.close();
    await admin.close();
  });
});
