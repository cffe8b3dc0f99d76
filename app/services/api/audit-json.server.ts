import { z } from "zod";
import type { AuditEvent } from "~/db/schema";
import { AUDIT_ACTIONS } from "~/schemas/audit";
import { actorLabel } from "~/utils/audit-actor";
import { dateTimeJson } from "~/services/content/json";

export const auditEventSchema = z.strictObject({
  id: z.number().int(),
  at: dateTimeJson(),
  actor_id: z.number().int().nullable(),
  actor: z.string().meta({ description: 'The actor\'s email, "deleted user" for an erased account, "—" for none' }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
});

export function auditEventJson(event: AuditEvent): z.input<typeof auditEventSchema> {
  return {
    id: Number(event.id),
    at: event.at.toISOString(),
    actor_id: event.actor_id === null ? null : Number(event.actor_id),
    actor: actorLabel(event),
    action: event.action,
    entity: event.entity,
    entity_id: event.entity_id,
    summary: event.summary,
    ip: event.ip,
  };
}
