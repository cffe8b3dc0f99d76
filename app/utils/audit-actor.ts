import type { AuditEvent } from "~/db/schema";

export function actorLabel(event: Pick<AuditEvent, "actor_email" | "actor_erased">): string {
  if (event.actor_erased) return "deleted user";
  return event.actor_email ?? "—";
}
