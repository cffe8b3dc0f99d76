import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "~/db/db.server";
import { verifyArchive } from "~/services/backup/restore.server";
import { adminScreens } from "../../tests/helpers/admin-render";
import { context, createTestUser, getRequest, postRequest, sessionCookieFor } from "../../tests/helpers/auth";
import * as route from "./admin.backup";
import * as download from "./admin.backup.download";

const SITE = "http://localhost";
const PASSPHRASE = "staple battery horse correct";

/** A form post as a browser sends it from `origin`'s page. */
function formPost(fields: Record<string, string>, cookie: string | undefined, origin: string | null = SITE): Request {
  const request = postRequest("/admin/backup/download", fields, cookie);
  if (origin) request.headers.set("Origin", origin);
  return request;
}

async function backupEvents() {
  return db().selectFrom("audit_event").selectAll().where("action", "=", "backup").execute();
}

async function saved(response: Response, name: string): Promise<{ file: string; cleanUp: () => void }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "admin-backup-"));
  const file = path.join(folder, name);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return { file, cleanUp: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  const result = await run().catch((error: unknown) => error);
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

let adminCookie: string;
beforeAll(async () => {
  const admin = await createTestUser("admin");
  adminCookie = await sessionCookieFor(admin.id, "admin");
});

beforeEach(async () => {
  await db().deleteFrom("audit_event").where("action", "=", "backup").execute();
});

describe("GET /admin/backup", () => {
  it("shows the form inside the admin frame, working without JavaScript, and builds nothing", async () => {
    const handler = await adminScreens([{ file: "admin.backup", path: "backup", module: route }]);
    const response = await handler(getRequest("/admin/backup", adminCookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Content-Disposition")).toBeNull();
    const html = await response.text();
    expect(html).toContain('aria-label="Admin"');
    expect(html).toMatch(/<form [^>]*method="post"[^>]*action="\/admin\/backup\/download"|<form [^>]*action="\/admin\/backup\/download"[^>]*method="post"/);
    expect(html).toMatch(/<input [^>]*name="passphrase"[^>]*type="password"|<input [^>]*type="password"[^>]*name="passphrase"/);
    expect(html).toContain('name="passphrase_confirmation"');
    expect(html).toContain("Download a backup</button>");
    expect(await backupEvents()).toEqual([]);
  });
});

describe("POST /admin/backup/download", () => {
  it("streams the site's archive to an admin and records the backup in the audit log", async () => {
    const response = await download.action({ request: formPost({}, adminCookie), params: {}, context });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/gzip");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="site-backup-[\d-]+\.tar\.gz"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { file, cleanUp } = await saved(response, "download.tar.gz");
    try {
      expect((await verifyArchive(file)).tables.user).toBeGreaterThanOrEqual(1);
    } finally {
      cleanUp();
    }
    expect(await backupEvents()).toEqual([
      expect.objectContaining({ entity: "site", ip: "127.0.0.1", summary: "Downloaded a backup of the site" }),
    ]);
  });

  it("with a passphrase, sends an archive encrypted at age's default work factor that only the passphrase opens", async () => {
    const fields = { passphrase: PASSPHRASE, passphrase_confirmation: PASSPHRASE };
    const response = await download.action({ request: formPost(fields, adminCookie), params: {}, context });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="site-backup-[\d-]+\.tar\.gz\.age"$/);
    const { file, cleanUp } = await saved(response, "download.tar.gz.age");
    try {
      expect(fs.readFileSync(file).toString("latin1")).toMatch(/^age-encryption\.org\/v1\n-> scrypt [A-Za-z0-9+/]+ 18\n/);
      await expect(verifyArchive(file)).rejects.toThrow("is encrypted: its passphrase is needed");
      expect((await verifyArchive(file, { passphrase: PASSPHRASE })).tables.user).toBeGreaterThanOrEqual(1);
    } finally {
      cleanUp();
    }
    expect(await backupEvents()).toEqual([expect.objectContaining({ summary: "Downloaded an encrypted backup of the site" })]);
    // Two runs of scrypt at the real work factor: seconds each on a busy machine.
  }, 120_000);

  it("refuses a post from another site, or one with neither origin nor token, and builds nothing", async () => {
    for (const origin of ["https://evil.example", "null", null]) {
      const refused = await thrown(() => download.action({ request: formPost({}, adminCookie, origin), params: {}, context }));
      expect(refused.status).toBe(403);
      expect(refused.headers.get("Content-Disposition")).toBeNull();
      expect(await refused.text()).toContain("This form was not sent from this site, so nothing was changed.");
    }
    expect(await backupEvents()).toEqual([]);
  });

  it("sends a short or unconfirmed passphrase back to the form, which names the field and the rule and never echoes it", async () => {
    const handler = await adminScreens([{ file: "admin.backup", path: "backup", module: route }]);
    const cases = [
      { fields: { passphrase: "too short", passphrase_confirmation: "too short" }, code: "passphrase-too-short", field: "passphrase", message: "Passphrase must be at least 12 characters" },
      { fields: { passphrase: PASSPHRASE, passphrase_confirmation: "something else" }, code: "confirmation-mismatch", field: "passphrase_confirmation", message: "Passphrase confirmation does not match" },
    ];
    for (const { fields, code, field, message } of cases) {
      const response = (await download.action({ request: formPost(fields, adminCookie), params: {}, context })) as Response;
      expect(response.status).toBe(303);
      const location = response.headers.get("Location") ?? "";
      expect(location).toBe(`/admin/backup?refused=${code}`);
      expect(location).not.toContain(fields.passphrase);

      const page = await handler(getRequest(location, adminCookie));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(message);
      expect(html).toMatch(new RegExp(`<input [^>]*aria-invalid="true"[^>]*name="${field}"|<input [^>]*name="${field}"[^>]*aria-invalid="true"`));
    }
    expect(await backupEvents()).toEqual([]);
  });

  it("shows no error for a refusal code it does not know, such as an object's own property", async () => {
    const handler = await adminScreens([{ file: "admin.backup", path: "backup", module: route }]);
    for (const code of ["constructor", "__proto__", "toString", "", "x".repeat(3000)]) {
      const page = await handler(getRequest(`/admin/backup?refused=${code}`, adminCookie));
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('aria-invalid="true"');
    }
  });

  it("sends anyone else to sign in, for the page and the post", async () => {
    const customer = await createTestUser("customer");
    for (const cookie of [undefined, await sessionCookieFor(customer.id, "customer")]) {
      for (const run of [
        () => route.loader({ request: getRequest("/admin/backup", cookie), params: {}, context }),
        () => download.action({ request: formPost({}, cookie), params: {}, context }),
      ]) {
        const refused = await thrown(run);
        expect(refused.status).toBe(302);
        expect(refused.headers.get("Location")).toMatch(/^\/admin\/login/);
      }
    }
    expect(await backupEvents()).toEqual([]);
  });
});
