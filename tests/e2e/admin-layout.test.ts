import type { BrowserContext, Page } from "playwright-core";
import { E2E_ADMIN, pathOf, severeViolations, siteForThisFile } from "./harness";

/**
 * The admin's frame, with JavaScript on and off: the header names the page
 * (the welcome is the dashboard's alone), an unknown admin address is a 404
 * inside the admin, and the settings are tabs that are links, a refused save
 * staying on its tab with what was typed.
 */

const site = siteForThisFile();

async function signIn(javaScript: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // axe's injected script needs the CSP lifted; it runs only where JavaScript does.
  const context = javaScript ? await site.newContext({ bypassCSP: true }) : await site.newNoScriptContext();
  const page = await context.newPage();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fdashboard");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => pathOf(url.href) === "/admin/dashboard");
  return { context, page };
}

const headerTitle = (page: Page) => page.locator(".admin-header .admin-where-page");

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("the admin frame %s", (_label, javaScript) => {
  it("names the page in the header, welcomes on the dashboard only, and answers an unknown address inside the admin", async () => {
    const { context, page } = await signIn(javaScript);
    // With JavaScript the sign-in may move to the dashboard before it is drawn.
    await page.getByText("Welcome To Dashboard").waitFor();
    // One title on the dashboard: its heading; the header welcomes and does not repeat it.
    expect(await headerTitle(page).count()).toBe(0);
    expect(await page.locator(".admin-header .admin-welcome").textContent()).toBe("Welcome To Dashboard");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");
    expect(await page.getByRole("heading", { name: "Continue editing" }).isVisible()).toBe(true);

    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("link", { name: "Redirects", exact: true }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/admin/redirects");
    await page.getByRole("heading", { level: 1, name: "Redirects" }).waitFor();
    expect(await headerTitle(page).textContent()).toBe("Redirects");
    expect(await page.getByText("Welcome To Dashboard").count()).toBe(0);
    // The page's title is the largest heading on it.
    const sizes = await page.locator("#admin-main").evaluate((main) => {
      const size = (selector: string) => Math.max(...[...main.querySelectorAll(selector)].map((h) => parseFloat(getComputedStyle(h).fontSize)));
      return { h1: size("h1"), h2: size("h2") };
    });
    expect(sizes.h1).toBeGreaterThan(sizes.h2);
    // The added screens are listed under their section's name.
    expect(await page.getByRole("list", { name: "Site" }).getByRole("link", { name: "Redirects" }).getAttribute("aria-current")).toBe("page");

    const response = await page.goto("/admin/no-such-screen");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Not found");
    expect(await page.getByRole("main").getByText("There is no admin page at this address.").isVisible()).toBe(true);
    expect(await headerTitle(page).textContent()).toBe("Not found");
    expect(await page.locator(".admin-user-email").textContent()).toBe(`${E2E_ADMIN.email} · Admin`);
    expect(await nav.getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    if (javaScript) expect(await severeViolations(page)).toEqual([]);
    // Said once: no toast repeats the page's message.
    expect(await page.getByText("There is no admin page at this address.").count()).toBe(1);
    // One way to sign out, the sidebar's Log Out; the header shows who is signed in.
    expect(await page.locator('form[action="/admin/logout"]').count()).toBe(1);
    expect(await nav.getByRole("button", { name: "Log Out" }).count()).toBe(1);
    expect(await page.locator(".admin-header").getByRole("button").count()).toBe(0);
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/admin/dashboard");
    await context.close();
  });

  it("shows the settings as tabs that are links; a refused save keeps its tab and what was typed", async () => {
    const { context, page } = await signIn(javaScript);
    await page.goto("/admin/setting");
    const tabs = page.getByRole("navigation", { name: "Settings sections" });
    expect(await tabs.getByRole("link", { name: "Company profile" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(1);

    await tabs.getByRole("link", { name: "Social links" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/admin/setting?tab=social");
    await page.getByRole("region", { name: "Social links" }).waitFor();
    expect(await tabs.getByRole("link", { name: "Social links" }).getAttribute("aria-current")).toBe("page");
    expect(await tabs.getByRole("link", { name: "Company profile" }).getAttribute("aria-current")).toBeNull();
    expect(await headerTitle(page).textContent()).toBe("Settings");

    const social = page.getByRole("region", { name: "Social links" });
    await social.getByLabel("Facebook", { exact: true }).fill("ftp://files.example");
    await social.getByLabel("YouTube", { exact: true }).fill("https://www.youtube.com/@kept");
    await social.getByRole("button", { name: "Save" }).click();
    await page.locator("#social-facebook-error").waitFor();
    expect(await page.locator("#social-facebook-error").textContent()).toMatch(/^Facebook must start with http/);
    expect(await social.getByLabel("Facebook", { exact: true }).inputValue()).toBe("ftp://files.example");
    expect(await social.getByLabel("YouTube", { exact: true }).inputValue()).toBe("https://www.youtube.com/@kept");
    expect(await tabs.getByRole("link", { name: "Social links" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("region", { name: "Company profile" }).count()).toBe(0);
    if (javaScript) expect(await severeViolations(page)).toEqual([]);
    await context.close();
  });
});

it("folds the sidebar behind Menu at 390 px, its sections headed", async () => {
  const phone = await site.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await phone.newPage();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fdashboard");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => pathOf(url.href) === "/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  expect(await nav.isVisible()).toBe(false);
  await page.getByText("Menu", { exact: true }).click();
  expect(await nav.getByRole("heading", { name: "Team" }).isVisible()).toBe(true);
  // The folded System group opens without JavaScript too.
  await nav.getByText("System", { exact: true }).click();
  expect(await nav.getByRole("link", { name: "Backups" }).isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});

it("shows a toast at the bottom right, clear of the header, until its Close button is pressed", async () => {
  const { context, page } = await signIn(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/setting?tab=social");
  await page.waitForLoadState("networkidle");
  await page.getByRole("region", { name: "Social links" }).getByRole("button", { name: "Save" }).click();
  const shown = page.getByRole("status").filter({ hasText: "Social links saved" });
  // Pointed at, it waits (react-hot-toast pauses), so it can be measured and closed.
  await shown.hover();
  const box = (await shown.boundingBox())!;
  const header = (await page.locator(".admin-header").boundingBox())!;
  expect(box.y).toBeGreaterThan(header.y + header.height);
  expect(box.x + box.width).toBeGreaterThan(1280 - 120);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  await page.getByRole("button", { name: "Close" }).click();
  await shown.waitFor({ state: "detached" });
  await context.close();
});

describe("the admin's links", () => {
  it("carry no underline at rest in panels and tables, underline when pointed at or focused with a ring, and keep it inside a sentence", async () => {
    const { context, page } = await signIn(true);
    await page.goto("/admin");
    const look = (link: ReturnType<Page["getByRole"]>) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { line: style.textDecorationLine, outline: style.outlineStyle };
      });
    const allMessages = page.getByRole("link", { name: "All messages" });
    expect(await look(allMessages)).toEqual({ line: "none", outline: "none" });
    await allMessages.hover();
    expect((await look(allMessages)).line).toBe("underline");
    // A list's item, reached with the keyboard: underlined, with the focus ring.
    const activity = page.getByRole("region", { name: "Latest activity" }).getByRole("link").first();
    expect((await look(activity)).line).toBe("none");
    await activity.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await look(activity)).toEqual({ line: "underline", outline: "solid" });
    // Other screens share the rule: a table's row link in a history.
    await page.goto("/admin/revisions/solutions/1");
    expect((await look(page.getByRole("link", { name: "Version 1", exact: true }))).line).toBe("none");
    // A link inside a sentence still reads as one.
    expect((await look(page.locator("p.back-link a"))).line).toBe("underline");
    await context.close();
  });
});
