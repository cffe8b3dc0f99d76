import { db } from "~/db/db.server";
import type { AuditEvent } from "~/db/schema";
import { createTestUser } from "../../../tests/helpers/auth";
import type { Actor } from "./command.server";

/** Test support for the content command tests. */

export { insertMedia } from "~/models/fixtures.test-support";

export const TEST_IP = "203.0.113.9";

export async function createActor(): Promise<Actor> {
  const admin = await createTestUser("admin");
  return { id: admin.id, email: admin.email };
}

/** Runs `work` and hands back its result with the audit events it wrote, oldest first. */
export async function withAudit<T>(work: () => Promise<T>): Promise<{ result: T; events: AuditEvent[] }> {
  const before = await db().selectFrom("audit_event").select((eb) => eb.fn.max("id").as("max")).executeTakeFirstOrThrow();
  const result = await work();
  const events = await db()
    .selectFrom("audit_event")
    .selectAll()
    .where("id", ">", Number(before.max ?? 0))
    .orderBy("id")
    .execute();
  return { result, events };
}

/** Narrows a command result to success, failing the test with the result otherwise. */
export function expectOk<R extends { ok: boolean }>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new Error(`Expected success, got ${JSON.stringify(result)}`);
  return result as Extract<R, { ok: true }>;
}
