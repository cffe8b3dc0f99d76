import type { Kysely, Selectable } from "kysely";
import type { AuditAction, AuditEventTable, Database } from "~/db/schema";

export type AuditEvent = Selectable<AuditEventTable>;

export interface AuditInput {
  actor?: { id: number; email: string } | null;
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  summary?: string;
  ip?: string | null;
}

/** Takes a database or a transaction, so a content write and its audit event commit together. */
export async function recordAudit(database: Kysely<Database>, input: AuditInput): Promise<void> {
  await database
    .insertInto("audit_event")
    .values({
      actor_id: input.actor?.id ?? null,
      actor_email: input.actor?.email ?? null,
      action: input.action,
      entity: input.entity,
      entity_id: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
      // The column has no limit; a runaway summary should not bloat the log.
      summary: (input.summary ?? "").slice(0, 500),
      ip: input.ip ?? null,
    })
    .execute();
}

export async function listAuditEvents(
  database: Kysely<Database>,
  options: { limit: number; offset?: number },
): Promise<AuditEvent[]> {
  return database
    .selectFrom("audit_event")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
}
