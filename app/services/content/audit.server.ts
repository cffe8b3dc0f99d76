import type { Kysely, Selectable } from "kysely";
import type { AuditAction, AuditEventTable, Database, Role } from "~/db/schema";
import { can } from "~/utils/permissions";
import type { ContentAuditAction } from "./messages";

export type AuditEvent = Selectable<AuditEventTable>;

export interface AuditInput {
  actor?: { id: number; email: string } | null;
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  summary?: string;
  ip?: string | null;
}

/** Takes a transaction, so a content write and its audit event commit together. */
export async function recordAudit(database: Kysely<Database>, input: AuditInput): Promise<void> {
  await database
    .insertInto("audit_event")
    .values({
      actor_id: input.actor?.id ?? null,
      actor_email: input.actor?.email ?? null,
      action: input.action,
      entity: input.entity,
      entity_id: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
      summary: (input.summary ?? "").slice(0, 500),
      ip: input.ip ?? null,
    })
    .execute();
}

const CONTENT_ACTIONS: readonly AuditAction[] = ["create", "update", "delete", "restore"] satisfies ContentAuditAction[];

/** Without the audit permission, content writes only: account events carry customers' emails and what was typed at a failed sign-in. */
function auditScopeOf(role: Role): "all" | "content" {
  return can(role, "audit") ? "all" : "content";
}

export async function listAuditEvents(
  database: Kysely<Database>,
  /** `contentOnly`: what was written, not who signed in or what an account did (the dashboard's feed). */
  options: { role: Role; limit: number; offset?: number; contentOnly?: boolean },
): Promise<AuditEvent[]> {
  let query = database.selectFrom("audit_event").selectAll();
  if (options.contentOnly || auditScopeOf(options.role) === "content") {
    query = query.where("action", "in", CONTENT_ACTIONS).where("entity", "!=", "user");
  }
  return query
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
}
