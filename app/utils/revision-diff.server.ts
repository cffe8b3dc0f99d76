import type * as Diff from "diff";

// Pure, so the history list and the comparison agree on "changed".

// Loaded on first use, so a process that only serves pages never loads it (docs/deploy.md#memory).
let diffModule: Promise<typeof Diff> | undefined;
function loadDiff(): Promise<typeof Diff> {
  diffModule ??= import("diff");
  return diffModule;
}

type Fields = Record<string, unknown>;

/** Kept by the database, not edited: never named as a change. */
const BOOKKEEPING = new Set(["id", "version", "created_at", "updated_at"]);

export type DiffPart = { kind: "same" | "ins" | "del"; text: string };

export type FieldComparison = {
  field: string;
  changed: boolean;
  parts: DiffPart[] | null;
  from: string;
  to: string;
};

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** In `order` (the form's), then any others by name: stored JSON keeps no order of its own. */
function editableFields(order: readonly string[], ...records: Array<Fields | undefined>): string[] {
  const fields = new Set<string>();
  for (const record of records) for (const field of Object.keys(record ?? {})) if (!BOOKKEEPING.has(field)) fields.add(field);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...fields].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function changedFields(order: readonly string[], previous: Fields | undefined, next: Fields): string[] {
  return editableFields(order, previous, next).filter((field) => !previous || !sameValue(previous[field], next[field]));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

function richTextAsText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figure|div)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\n{2,}/g, "\n")
    .trim();
}

function looksLikeRichText(value: unknown): value is string {
  return typeof value === "string" && /^\s*<[a-z]/i.test(value);
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (looksLikeRichText(value)) return richTextAsText(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

function wordDiff(diffWords: typeof Diff.diffWords, from: string, to: string): DiffPart[] {
  return diffWords(from, to).map((change) => ({
    kind: change.added ? "ins" : change.removed ? "del" : "same",
    text: change.value,
  }));
}

/** `current` is absent when the record is in the trash: then nothing differs. */
export async function compareFields(order: readonly string[], revision: Fields, current: Fields | undefined): Promise<FieldComparison[]> {
  const { diffWords } = await loadDiff();
  const against = current ?? revision;
  return editableFields(order, revision, against).map((field) => {
    const from = asText(revision[field]);
    const to = asText(against[field]);
    const changed = !sameValue(revision[field], against[field]);
    const textual = typeof revision[field] === "string" || typeof against[field] === "string";
    return { field, changed, parts: changed && textual ? wordDiff(diffWords, from, to) : null, from, to };
  });
}
