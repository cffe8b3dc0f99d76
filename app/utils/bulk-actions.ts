/**
 * What a list's "with the selected" form offers (docs/admin-content.md#lists).
 * Plain module: the list component draws the choices, the action checks them.
 */

export type BulkAction = "trash" | "publish" | "draft";

/** How a list's records are shown on the site: a publishing status, a Published checkbox, or neither. */
export type Publishing = "status" | "is_published";

const WORDS: Record<BulkAction, { label: string; done: string }> = {
  trash: { label: "Move to trash", done: "moved to the trash" },
  publish: { label: "Publish", done: "published" },
  draft: { label: "Switch to draft", done: "switched to draft" },
};

// A record without a status is hidden rather than made a draft.
const HIDE = { label: "Hide", done: "hidden" };

export type BulkChoice = { value: BulkAction; label: string; done: string };

export function bulkActionsFor(publishing: Publishing | null): BulkChoice[] {
  const actions: BulkAction[] = publishing ? ["publish", "draft", "trash"] : ["trash"];
  return actions.map((value) => ({ value, ...(value === "draft" && publishing === "is_published" ? HIDE : WORDS[value]) }));
}
