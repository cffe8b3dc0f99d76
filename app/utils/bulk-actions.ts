// Plain module: the list component draws the choices, the action checks them.

export type BulkAction = "trash" | "publish" | "draft" | "read" | "unread" | "delete";

export type Publishing = "status" | "is_published";

export type BulkSwitch = Publishing | "read";

const WORDS: Record<BulkAction, { label: string; done: string }> = {
  trash: { label: "Move to trash", done: "moved to the trash" },
  publish: { label: "Publish", done: "published" },
  draft: { label: "Switch to draft", done: "switched to draft" },
  read: { label: "Mark as read", done: "marked as read" },
  unread: { label: "Mark as unread", done: "marked as unread" },
  // Only where a delete keeps nothing to restore (the inbox): the word says so.
  delete: { label: "Delete", done: "deleted" },
};

// A record without a status is hidden rather than made a draft.
const HIDE = { label: "Hide", done: "hidden" };

export type BulkChoice = { value: BulkAction; label: string; done: string };

function actionsOf(switches: BulkSwitch | null): BulkAction[] {
  if (switches === "read") return ["read", "unread", "delete"];
  return switches ? ["publish", "draft", "trash"] : ["trash"];
}

export function bulkActionsFor(switches: BulkSwitch | null): BulkChoice[] {
  return actionsOf(switches).map((value) => ({ value, ...(value === "draft" && switches === "is_published" ? HIDE : WORDS[value]) }));
}
