import { E2E_ADMIN, pathOf, siteForThisFile } from "./harness";

const site = siteForThisFile();

describe("signing in without JavaScript", () => {
  it("a customer registers, signs out, and signs in again to the page they asked for", async () => {
    const context = await site.newNoScriptContext();
    const page = await context.newPage();

    await page.goto("/register");
    await page.getByLabel("Name").fill("Erin Example");
    await page.getByLabel("Email").fill("erin@example.test");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Register" }).click();
    // Refused, with the error next to the field and what was typed kept (but not the password).
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("aria-describedby")).toContain("field-password-error");
    expect(await page.locator("#field-password-error").textContent()).toBe("Password must be at least 8 characters");
    expect(await page.getByLabel("Email").inputValue()).toBe("erin@example.test");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    // The answered page opens on the first field to correct.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-password");

    await page.getByLabel("Password", { exact: true }).fill("erin's password");
    await page.getByLabel("Confirm password").fill("erin's password");
    await page.getByRole("button", { name: "Register" }).click();
    expect(pathOf(page.url())).toBe("/");
    // The page it lands on welcomes them, by name, once.
    const welcome = page.getByRole("main").getByRole("status");
    expect(await welcome.textContent()).toBe("Welcome, Erin Example. Your account is ready: every article, product and solution page is open to you.");
    await page.reload();
    expect(await page.getByRole("main").getByRole("status").count()).toBe(0);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "__Host-customer");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    await page.goto("/account");
    expect(await page.getByLabel("Name").inputValue()).toBe("Erin Example");

    await page.goto("/logout");
    // The header has its own Sign out form; this is the page's.
    await page.getByRole("main").getByRole("button", { name: "Sign out", exact: true }).click();
    expect(pathOf(page.url())).toBe("/");
    await page.goto("/account");
    expect(pathOf(page.url())).toBe("/login?redirectTo=%2Faccount");

    await page.getByLabel("Email").fill("erin@example.test");
    await page.getByLabel("Password").fill("not erin's password");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.locator("#field-email-error").textContent()).toBe("These credentials do not match our records.");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-email");

    await page.getByLabel("Password").fill("erin's password");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(pathOf(page.url())).toBe("/account");
    await context.close();
  });

  it("an admin signs in at /admin/login, lands on the dashboard, and signs out", async () => {
    const context = await site.newNoScriptContext();
    const page = await context.newPage();

    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(pathOf(page.url())).toBe("/admin/dashboard");
    expect((await context.cookies()).some((c) => c.name === "__Host-admin" && c.httpOnly)).toBe(true);

    // Signed in, the sign-in page sends the admin on to the requested page.
    await page.goto("/admin/login?redirectTo=%2Fadmin%2Fdashboard%3Ffrom%3Dlogin");
    expect(pathOf(page.url())).toBe("/admin/dashboard?from=login");

    // The Log Out button of the admin layout posts this same form.
    const response = await context.request.post("/admin/logout", {
      headers: { Origin: site.app.baseUrl },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/admin/login");
    expect((await context.cookies()).some((c) => c.name === "__Host-admin")).toBe(false);

    await page.goto("/admin/login");
    expect(pathOf(page.url())).toBe("/admin/login");
    expect(await page.getByRole("heading", { name: "Admin sign in" }).isVisible()).toBe(true);
    await context.close();
  });
});

describe("the welcome after registering, with JavaScript", () => {
  it("closes, and is as wide as the page's text", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto("/register");
    await page.getByLabel("Name").fill("Wes Welcome");
    await page.getByLabel("Email").fill("wes@example.test");
    await page.getByLabel("Password", { exact: true }).fill("wes's password");
    await page.getByLabel("Confirm password").fill("wes's password");
    await page.getByRole("button", { name: "Register" }).click();
    const welcome = page.getByRole("main").getByRole("status");
    await welcome.waitFor();
    // As wide as the page's text, not wider: inside the column the header's logo starts.
    const box = (await page.locator(".site-notice").boundingBox())!;
    const column = await page.locator(".site-header .header-inner").evaluate((inner) => {
      const rect = inner.getBoundingClientRect();
      const style = getComputedStyle(inner);
      return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) };
    });
    expect(box.x).toBeGreaterThanOrEqual(column.left - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(column.right + 1);
    await page.getByRole("button", { name: "Close this message" }).click();
    expect(await welcome.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await context.close();
  });
});
