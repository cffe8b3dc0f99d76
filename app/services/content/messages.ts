/**
 * Admin screens and the JSON API show what a command result carries, so none of
 * them spells these itself. Plain module (no `.server`): a component may import it.
 */

export const CONTENT_MESSAGES = {
  notFound: "Not found.",
  conflict: "This record was changed by someone else. Reload it to see their changes.",
  invalid: "The given data was invalid.",
} as const;

export type ResourceLabel = { one: string; many: string };

export type ContentAuditAction = "create" | "update" | "delete";

const VERBS: Record<ContentAuditAction, string> = { create: "Created", update: "Updated", delete: "Deleted" };

export function auditSummary(action: ContentAuditAction, noun: string, name: string): string {
  return `${VERBS[action]} ${noun} “${name}”`;
}

export function readStateSummary(from: string, read: boolean): string {
  return `Marked contact message from ${from} as ${read ? "read" : "unread"}`;
}

/** Laravel's 422 `message`: the first field error, or the generic sentence. */
export function firstFieldError(fieldErrors: Record<string, string[]>): string {
  return Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0] ?? CONTENT_MESSAGES.invalid;
}
