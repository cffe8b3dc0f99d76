import { openSettingsPanel, pathOf, publishConfirmed, siteForThisFile } from "./harness";

/**
 * The catalog screens without JavaScript: an admin creates, edits and deletes a
 * solution with plain form posts, and the public site follows each step.
 */

const site = siteForThisFile();

describe("solutions without JavaScript", () => {
  it("an admin creates, edits and deletes a solution, and the public site follows", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/services");

    // The layout: the header names the page (the welcome is the dashboard's alone), the sidebar marks Solutions.
    expect(await page.locator(".admin-where-page").textContent()).toBe("Solutions");
    expect(await page.getByText("Welcome To Dashboard").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Solutions", exact: true }).getAttribute("aria-current")).toBe("page");

    await page.getByRole("link", { name: "Add solution" }).click();
    expect(pathOf(page.url())).toBe("/admin/create-service");

    // A refused post keeps what was typed and shows the error beside the field.
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Cloud & Infrastructure" });
    await page.getByLabel("Summary", { exact: true }).fill("Kept after the error");
    await page.getByRole("button", { name: "Save draft" }).click();
    expect(await page.getByLabel("Title", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#field-title-error").textContent()).toBe("Title is required");
    expect(await page.getByLabel("Summary", { exact: true }).inputValue()).toBe("Kept after the error");

    await page.getByLabel("Title", { exact: true }).fill("Quantum Readiness Review");
    await page.locator("textarea[name=body]").fill("<p>We check your <strong>cryptography</strong>.</p><script>alert(1)</script>");
    await openSettingsPanel(page, "SEO");
    await page.getByLabel("SEO title", { exact: true }).fill("Quantum readiness");
    await publishConfirmed(page);
    // Published, the new solution opens in its editor; the list shows it live.
    const editor = pathOf(page.url());
    expect(editor).toMatch(/^\/admin\/edit-service\/\d+$/);
    await page.goto("/admin/services?q=quantum");
    const row = page.getByRole("row", { name: /Quantum Readiness Review/ });
    expect(await row.getByText("Published").isVisible()).toBe(true);

    // On the public site: the detail page (an admin counts as signed in) and the category page.
    await page.goto("/solution-details/quantum-readiness-review");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Quantum Readiness Review");
    expect(await page.locator("strong", { hasText: "cryptography" }).count()).toBe(1);
    expect(await page.content()).not.toContain("alert(1)");
    await page.goto("/solutions/cloud-infrastructure");
    expect(await page.getByText("Quantum Readiness Review").count()).toBeGreaterThan(0);

    // Edit: a new title and slug; the old address redirects to the new one.
    await page.goto("/admin/services?q=quantum");
    await page.getByRole("link", { name: "Edit Quantum Readiness Review" }).click();
    expect(pathOf(page.url())).toBe(editor);
    await page.getByLabel("Title", { exact: true }).fill("Post-Quantum Readiness Review");
    await page.getByLabel("Slug", { exact: true }).fill("post-quantum-readiness");
    await page.getByRole("button", { name: "Update" }).click();
    expect(pathOf(page.url())).toBe(editor);
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe("post-quantum-readiness");
    await page.goto("/solution-details/post-quantum-readiness");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Post-Quantum Readiness Review");
    await page.goto("/solution-details/quantum-readiness-review");
    expect(pathOf(page.url())).toBe("/solution-details/post-quantum-readiness");

    // Delete: the button leads to a confirmation step first; Cancel keeps it.
    await page.goto("/admin/services?q=quantum");
    await page.getByRole("link", { name: "Delete Post-Quantum Readiness Review" }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/services\?q=quantum&confirm-delete=\d+$/);
    expect(await page.getByText("Delete solution “Post-Quantum Readiness Review”?").first().isVisible()).toBe(true);
    await page.getByRole("link", { name: "Cancel" }).click();
    expect(pathOf(page.url())).toBe("/admin/services?q=quantum");
    expect(await page.getByRole("row", { name: /Post-Quantum Readiness Review/ }).count()).toBe(1);

    await page.getByRole("link", { name: "Delete Post-Quantum Readiness Review" }).click();
    await page.locator("section.delete-confirmation").getByRole("button", { name: "Delete" }).click();
    expect(pathOf(page.url())).toBe("/admin/services?q=quantum");
    expect(await page.getByText("No solutions found.").isVisible()).toBe(true);

    const gone = await page.goto("/solution-details/post-quantum-readiness");
    expect(gone?.status()).toBe(404);
    await page.goto("/solutions/cloud-infrastructure");
    expect(await page.getByText("Quantum Readiness Review").count()).toBe(0);
    await context.close();
  });

  it("a category that still holds solutions is not deleted, and the page says why", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/services");
    await page.goto("/admin/service-category");
    await page.getByRole("link", { name: "Delete Cloud & Infrastructure" }).click();
    await page.locator("section.delete-confirmation").getByRole("button", { name: "Delete" }).click();
    expect(await page.getByRole("alert").textContent()).toMatch(/^This category still holds 3 solutions\. Move or delete them first\.$/);
    await page.goto("/solutions/cloud-infrastructure");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Cloud & Infrastructure");
    await context.close();
  });
});
