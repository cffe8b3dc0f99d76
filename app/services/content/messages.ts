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

export type ContentAuditAction = "create" | "update" | "delete" | "restore";

const VERBS: Record<ContentAuditAction, string> = { create: "Created", update: "Updated", delete: "Deleted", restore: "Restored" };

export function auditSummary(action: ContentAuditAction, noun: string, name: string): string {
  return `${VERBS[action]} ${noun} “${name}”`;
}

/** An update's summary, told as the restore of an earlier version it was. */
export function restoreSummary(updateSummary: string, version: number): string {
  const rest = updateSummary.startsWith(VERBS.update) ? updateSummary.slice(VERBS.update.length) : ` ${updateSummary}`;
  return `${VERBS.restore}${rest} to version ${version}`;
}

export function readStateSummary(from: string, read: boolean): string {
  return `Marked contact message from ${from} as ${read ? "read" : "unread"}`;
}

/** Laravel's 422 `message`: the first field error, or the generic sentence. */
export function firstFieldError(fieldErrors: Record<string, string[]>): string {
  return Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0] ?? CONTENT_MESSAGES.invalid;
}
