import type { Page } from "playwright-core";
import { pathOf, severeViolations, siteForThisFile } from "./harness";

/**
 * axe-core on every admin screen, as a signed-in admin, on a desktop and on a
 * phone: no serious or critical finding.
 */

const site = siteForThisFile();

beforeAll(async () => {
  // The demo content is seeded without history: one save gives the article a version to compare.
  const context = await site.newAdminContext();
  const page = await context.newPage();
  await page.goto("/admin/edit-blog/1");
  await page.locator(".publishing-bar-actions button[name=status]").first().click();
  await page.waitForURL((url) => pathOf(url.href) === "/admin/blog");
  await context.close();
});

const SCREENS = [
  "/admin/dashboard",
  "/admin/services", "/admin/create-service", "/admin/edit-service/1", "/admin/service-category", "/admin/service-category?edit=1",
  "/admin/projects", "/admin/create-projects", "/admin/edit-projects/1", "/admin/project-category", "/admin/project-category?edit=new",
  "/admin/client-logo", "/admin/client-logo?edit=1",
  "/admin/blog", "/admin/create-blog", "/admin/edit-blog/1",
  "/admin/news-media",
  "/admin/custom-pages", "/admin/create-pages", "/admin/edit-pages/1",
  "/admin/home-slider", "/admin/create-slider", "/admin/edit-slider/1",
  "/admin/hero-contents", "/admin/create-hero-contents", "/admin/edit-heroContent/1",
  "/admin/hero-video",
  "/admin/customer-mail",
  "/admin/setting",
  "/admin/CompanyPDF",
  "/admin/users", "/admin/users/new", "/admin/users/1",
  "/admin/account",
  "/admin/trash",
  "/admin/redirects",
  "/admin/health",
  "/admin/audit",
  "/admin/revisions/news/1",
];

/** A saved version to compare with the record: the first one listed in the news article's History. */
async function firstRevisionPath(page: Page): Promise<string> {
  await page.goto("/admin/revisions/news/1");
  const href = await page.locator('a[href^="/admin/revisions/news/1/"]').first().getAttribute("href");
  if (!href) throw new Error("The news article has no saved version to compare");
  return href;
}

describe.each([
  ["at 1280 px", { width: 1280, height: 900 }],
  ["at 390 px", { width: 390, height: 844 }],
])("the admin %s", (_label, viewport) => {
  it("has no serious or critical accessibility finding on any screen", async () => {
    // The page's CSP would refuse the injected axe script; the test lifts it.
    const context = await site.newAdminContext({ bypassCSP: true, viewport });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const screen of [...SCREENS, await firstRevisionPath(page)]) {
      const response = await page.goto(screen);
      expect(response?.status(), screen).toBe(200);
      for (const finding of await severeViolations(page)) findings.push(`${screen}: ${finding}`);
    }
    // The account screen's two-factor setup (its QR code and key), then cancelled.
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByLabel("Code from the app").waitFor();
    for (const finding of await severeViolations(page)) findings.push(`/admin/account (setup): ${finding}`);
    await page.getByRole("button", { name: "Cancel setup" }).click();
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).waitFor();
    await context.close();

    const signedOut = await site.newContext({ bypassCSP: true, viewport });
    const login = await signedOut.newPage();
    // The sign-in page, and the page an invitation link that does not work opens.
    for (const screen of ["/admin/login", "/admin/accept-invite/no-such-invitation"]) {
      await login.goto(screen);
      for (const finding of await severeViolations(login)) findings.push(`${screen}: ${finding}`);
    }
    await signedOut.close();
    expect(findings).toEqual([]);
    // Some forty screens, each loaded, hydrated and checked in turn.
  }, 300_000);
});
