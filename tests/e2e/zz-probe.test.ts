import { siteForThisFile } from "./harness";
const site = siteForThisFile();
describe("probe", () => {
  it("shots", async () => {
    for (const [w, h] of [[1280, 900], [390, 844]]) {
      const context = await site.newAdminContext({ viewport: { width: w, height: h } });
      const page = await context.newPage();
      for (const path of ["/admin/services", "/admin/service-category", "/admin/service-category?edit=1", "/admin/client-logo?edit=1", "/admin/blog", "/admin/trash", "/admin/customer-mail"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `/tmp/lists-shots/${w}${path.replace(/[/?=]/g, "_")}.png`, fullPage: true });
      }
      await context.close();
    }
    expect(1).toBe(1);
  }, 120_000);
});
