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

it("lists only content changes when asked, even to an admin: no sign-ins", async () => {
  await recordAudit(db(), { actor: null, ip: null, action: "login", entity: "user", entityId: 1, summary: "admin signed in" });
  await recordAudit(db(), { actor: null, ip: null, action: "create", entity: "news", entityId: 1, summary: "Created news article “Hello”" });
  const summaries = (await listAuditEvents(db(), { role: "admin", limit: 50, contentOnly: true })).map((event) => event.summary);
  expect(summaries).toContain("Created news article “Hello”");
  expect(summaries).not.toContain("admin signed in");
  expect((await listAuditEvents(db(), { role: "admin", limit: 50 })).map((event) => event.summary)).toContain("admin signed in");
});
