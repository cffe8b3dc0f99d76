import type { Page } from "playwright-core";
import { verifyArchive } from "~/services/backup/restore.server";
import { startTestSmtpServer } from "../helpers/smtp";
import { openWatched, pathOf, siteForThisFile } from "./harness";

/**
 * Running a team in a real browser with JavaScript off: an admin invites an
 * editor, the invitation arrives by email (a real SMTP server the site sends
 * to), and the editor's link sets their password and opens the admin. Then
 * the admin downloads the site's backup, with and without JavaScript.
 */

const smtp = await startTestSmtpServer();
const site = siteForThisFile({ env: { SMTP_URL: smtp.url } });

afterAll(async () => {
  await smtp.close();
});

describe("an invitation without JavaScript", () => {
  it("is sent by an admin and accepted by the new editor", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/users/new");
    await page.getByLabel("Name").fill("Erin Editor");
    await page.getByLabel("Email").fill("erin@e2e.test");
    await page.getByLabel("Role").selectOption("editor");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
    await page.getByRole("heading", { level: 1, name: "Erin Editor" }).waitFor();
    expect(await page.getByText("Invited", { exact: true }).count()).toBe(1);
    await context.close();

    const mail = await smtp.waitFor("erin@e2e.test");
    const link = new RegExp(`${site.app.baseUrl}(/admin/accept-invite/[A-Za-z0-9_-]+)`).exec(mail.decoded);
    expect(link).not.toBeNull();

    const invitee = await site.newNoScriptContext();
    const accept = await invitee.newPage();
    await accept.goto(link![1]);
    await accept.getByLabel("Password", { exact: true }).fill("erin's own password");
    await accept.getByLabel("Confirm password").fill("erin's own password");
    await accept.getByRole("button", { name: "Set password and sign in" }).click();
    await accept.waitForURL((url) => pathOf(url.href) === "/admin/dashboard");
    expect(await accept.locator(".admin-user-name").textContent()).toBe("Erin Editor");
    // An editor does not manage users.
    expect(await accept.locator('a[href="/admin/users"]').count()).toBe(0);

    // The link worked once.
    await accept.goto(link![1]);
    await accept.getByText("This invitation has already been used.").waitFor();
    await invitee.close();
  });

  it("a password reset an admin sends opens the sign-in page's reset form", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/users?q=erin");
    await page.getByRole("link", { name: "Erin Editor" }).click();
    await page.getByRole("button", { name: "Send password reset" }).click();
    await page.getByRole("heading", { level: 1, name: "Erin Editor" }).waitFor();
    await context.close();

    const mail = await waitForSecond("erin@e2e.test");
    const link = new RegExp(`${site.app.baseUrl}(/reset-password/[A-Za-z0-9_-]+)`).exec(mail.decoded);
    expect(link).not.toBeNull();
    const person = await site.newNoScriptContext();
    const reset = await person.newPage();
    await reset.goto(link![1]);
    await reset.getByLabel("New password", { exact: true }).fill("erin's second password");
    await reset.getByLabel("Confirm new password").fill("erin's second password");
    await reset.getByRole("button", { name: "Change password" }).click();
    await reset.waitForURL((url) => pathOf(url.href) === "/admin/login?reset=1");
    await person.close();
  });
});

describe("the invitation form with JavaScript", () => {
  it("hydrates without a console error, and its text names the link's lifetime", async () => {
    const context = await site.newAdminContext();
    const { page, errors } = await openWatched(context, "/admin/users/new");
    await page.getByRole("heading", { level: 1, name: "Invite user" }).waitFor();
    expect(await page.getByText("within 72 hours").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a backup from /admin/backup", () => {
  const PASSPHRASE = "a passphrase kept apart";

  /** Clicks Download and waits for the file the browser saves. */
  async function downloaded(page: Page): Promise<{ name: string; file: string }> {
    const saving = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download a backup" }).click();
    const download = await saving;
    const file = await download.path();
    expect(await download.failure()).toBeNull();
    return { name: download.suggestedFilename(), file };
  }

  it("is saved as a file without JavaScript, and a short passphrase comes back to the form named", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/backup");
    const plain = await downloaded(page);
    expect(plain.name).toMatch(/^site-backup-[\d-]+\.tar\.gz$/);
    expect((await verifyArchive(plain.file)).tables.user).toBeGreaterThanOrEqual(1);

    await page.getByLabel("Passphrase (optional)").fill("too short");
    await page.getByLabel("Repeat the passphrase").fill("too short");
    await page.getByRole("button", { name: "Download a backup" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/admin/backup?refused=passphrase-too-short");
    await page.getByText("Passphrase must be at least 12 characters").first().waitFor();
    expect(await page.getByLabel("Passphrase (optional)").getAttribute("aria-invalid")).toBe("true");
    await context.close();
  });

  it("is saved encrypted with JavaScript on, and only its passphrase opens it", async () => {
    const context = await site.newAdminContext();
    const page = await context.newPage();
    await page.goto("/admin/backup");
    await page.getByLabel("Passphrase (optional)").fill(PASSPHRASE);
    await page.getByLabel("Repeat the passphrase").fill(PASSPHRASE);
    const encrypted = await downloaded(page);
    expect(encrypted.name).toMatch(/^site-backup-[\d-]+\.tar\.gz\.age$/);
    expect((await verifyArchive(encrypted.file, { passphrase: PASSPHRASE })).tables.user).toBeGreaterThanOrEqual(1);
    // The page stays where it was: a download does not navigate.
    expect(pathOf(page.url())).toBe("/admin/backup");
    await context.close();
  });
});

/** The second email to an address (the first was the invitation). */
async function waitForSecond(to: string) {
  for (let tries = 0; tries < 200; tries++) {
    const mails = smtp.received.filter((mail) => mail.to.includes(to));
    if (mails.length >= 2) return mails[1];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no second email to ${to}`);
}
