import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "~/db/db.server";
import { verifyArchive } from "~/services/backup/restore.server";
import { context, createTestUser, getRequest, sessionCookieFor } from "../../tests/helpers/auth";
import { loader } from "./admin.backup";

describe("GET /admin/backup", () => {
  it("streams the site's archive to an admin and records the backup in the audit log", async () => {
    const admin = await createTestUser("admin");
    const response = await loader({ request: getRequest("/admin/backup", await sessionCookieFor(admin.id, "admin")), params: {}, context });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/gzip");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="site-backup-[\d-]+\.tar\.gz"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "admin-backup-"));
    try {
      const file = path.join(folder, "download.tar.gz");
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const manifest = await verifyArchive(file);
      expect(manifest.tables.user).toBeGreaterThanOrEqual(1);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    const events = await db().selectFrom("audit_event").selectAll().where("action", "=", "backup").execute();
    expect(events).toEqual([expect.objectContaining({ actor_id: admin.id, entity: "site", ip: "127.0.0.1" })]);
  });

  it("sends anyone else to sign in", async () => {
    const customer = await createTestUser("customer");
    for (const cookie of [undefined, await sessionCookieFor(customer.id, "customer")]) {
      const refused = await loader({ request: getRequest("/admin/backup", cookie), params: {}, context }).catch((thrown: unknown) => thrown);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(302);
      expect((refused as Response).headers.get("Location")).toMatch(/^\/admin\/login/);
    }
  });
});
