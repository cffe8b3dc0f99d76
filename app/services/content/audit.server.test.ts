import { db } from "~/db/db.server";
import { createTestUser } from "../../../tests/helpers/auth";
import { listAuditEvents, recordAudit } from "./audit.server";

describe("audit log", () => {
  it("records events and lists the newest first", async () => {
    const admin = await createTestUser("admin");
    await recordAudit(db(), { actor: { id: admin.id, email: admin.email }, action: "create", entity: "solution", entityId: 7, summary: "Created Cloud", ip: "10.0.0.1" });
    await recordAudit(db(), { action: "login_failed", entity: "user", summary: "x".repeat(900) });
    const [latest, earlier] = await listAuditEvents(db(), { role: "admin", limit: 2 });
    expect(latest).toMatchObject({ action: "login_failed", actor_id: null, entity_id: null });
    expect(latest.summary).toHaveLength(500);
    expect(earlier).toMatchObject({ actor_id: admin.id, actor_email: admin.email, action: "create", entity: "solution", entity_id: "7", ip: "10.0.0.1" });
    expect((await listAuditEvents(db(), { role: "admin", limit: 1 }))).toHaveLength(1);
  });

  it("commits or rolls back with the caller's transaction", async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await recordAudit(trx, { action: "delete", entity: "news", entityId: 1, summary: "rolled back" });
        throw new Error("abort");
      })
      .catch(() => undefined);
    const events = await listAuditEvents(db(), { role: "admin", limit: 50 });
    expect(events.some((e) => e.summary === "rolled back")).toBe(false);
  });
});
