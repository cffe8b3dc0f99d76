import { severeViolations, siteForThisFile } from "./harness";

/**
 * axe-core on every admin screen, as a signed-in admin, on a desktop and on a
 * phone: no serious or critical finding.
 */

const site = siteForThisFile();

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
  "/admin/redirects", "/admin/trash", "/admin/health",
];

describe.each([
  ["at 1280 px", { width: 1280, height: 900 }],
  ["at 390 px", { width: 390, height: 844 }],
])("the admin %s", (_label, viewport) => {
  it("has no serious or critical accessibility finding on any screen", async () => {
    // The page's CSP would refuse the injected axe script; the test lifts it.
    const context = await site.newAdminContext({ bypassCSP: true, viewport });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const screen of SCREENS) {
      const response = await page.goto(screen);
      expect(response?.status(), screen).toBe(200);
      for (const finding of await severeViolations(page)) findings.push(`${screen}: ${finding}`);
    }
    await context.close();

    const signedOut = await site.newContext({ bypassCSP: true, viewport });
    const login = await signedOut.newPage();
    await login.goto("/admin/login");
    for (const finding of await severeViolations(login)) findings.push(`/admin/login: ${finding}`);
    await signedOut.close();
    expect(findings).toEqual([]);
    // Some thirty screens, each loaded, hydrated and checked in turn.
  }, 240_000);
});
