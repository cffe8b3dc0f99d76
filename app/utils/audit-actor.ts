import type { AuditEvent } from "~/db/schema";

/** How an event names who did it: an erased account's events keep the action, not the person. */
export function actorLabel(event: Pick<AuditEvent, "actor_email" | "actor_erased">): string {
  if (event.actor_erased) return "deleted user";
  return event.actor_email ?? "—";
}
