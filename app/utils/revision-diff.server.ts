import type * as Diff from "diff";
import { SECTION_LABELS, SECTION_TYPES, type SectionType } from "~/schemas/sections";
import { formatDateTime } from "~/utils/date-time-format";
import { sanitizeMarkedRichText, sanitizeRichText } from "~/utils/sanitize-html.server";

// Pure but for the sanitiser, so the history list and the comparison agree on "changed".

// Loaded on first use, so a process that only serves pages never loads it (docs/deploy.md#memory).
let diffModule: Promise<typeof Diff> | undefined;
function loadDiff(): Promise<typeof Diff> {
  diffModule ??= import("diff");
  return diffModule;
}

type Fields = Record<string, unknown>;

/** Kept by the database, not edited: never named as a change. */
// `sections_text` is the page's sections' words for the search, written from the sections: no field of its own.
const BOOKKEEPING = new Set(["id", "version", "created_at", "updated_at", "sections_text"]);

type DiffPart = { kind: "same" | "ins" | "del"; text: string };

export type MediaView = { id: number; name: string; src: string | null };

/** One column of one field: the version's (its removals marked) or the current record's (its additions marked). */
export type SideView =
  | { kind: "rich"; html: string }
  | { kind: "text"; parts: DiffPart[] }
  | { kind: "media"; items: MediaView[] };

export type FieldComparison = { field: string; changed: boolean; from: SideView; to: SideView };

/** What turns stored ids and timestamps into what people read; the service looks them up. */
export type Readable = {
  timeZone: string;
  richFields: ReadonlySet<string>;
  mediaFields: ReadonlySet<string>;
  media: ReadonlyMap<number, MediaView>;
  /** Titles of the records a field refers to (`category_id`, `solution_ids`), by field. */
  titles: Readonly<Record<string, ReadonlyMap<number, string>>>;
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
  return editableFields(order, previous, next).flatMap((field) => {
    if (previous && sameValue(previous[field], next[field])) return [];
    // A page's sections are named one by one ("Section 2: FAQ"), by their place in the newer version.
    if (field === SECTIONS && previous) {
      const [before, after] = [listOf(previous[field]), listOf(next[field])];
      return sectionRows(before, after).flatMap((row) => (row.kind === "same" ? [] : [rowName(row, before, after)]));
    }
    return [field];
  });
}

const SECTIONS = "sections";

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function sectionName(section: unknown, index: number): string {
  const type = typeof section === "object" && section !== null ? (section as { type?: unknown }).type : undefined;
  const label = typeof type === "string" && (SECTION_TYPES as readonly string[]).includes(type) ? SECTION_LABELS[type as SectionType] : "Section";
  return `Section ${index + 1}: ${label}`;
}

/**
 * How the sections of the older list became those of the newer: kept (in the same order, whatever their
 * places now), moved whole, edited in place, added or removed. `at` is the place in the newer list, `was` in the older.
 */
type SectionRow =
  | { kind: "same" | "moved" | "edited"; at: number; was: number }
  | { kind: "added"; at: number }
  | { kind: "removed"; was: number };

/** The pairs of the longest run the two lists share in order; a page's sections are a few dozen at most. */
function commonPairs(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const longest = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) longest[i][j] = a[i] === b[j] ? longest[i + 1][j + 1] + 1 : Math.max(longest[i + 1][j], longest[i][j + 1]);
  }
  const pairs: Array<[number, number]> = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (longest[i + 1][j] >= longest[i][j + 1]) i += 1;
    else j += 1;
  }
  return pairs;
}

function sectionRows(before: readonly unknown[], after: readonly unknown[]): SectionRow[] {
  const [a, b] = [before.map((section) => JSON.stringify(section ?? null)), after.map((section) => JSON.stringify(section ?? null))];
  const rows = new Map<number, SectionRow>();
  const used = new Set<number>();
  for (const [was, at] of commonPairs(a, b)) {
    rows.set(at, { kind: "same", at, was });
    used.add(was);
  }
  // A section found whole elsewhere in the older list was moved, not rewritten.
  for (let at = 0; at < b.length; at += 1) {
    if (rows.has(at)) continue;
    const was = a.findIndex((key, index) => key === b[at] && !used.has(index));
    if (was < 0) continue;
    rows.set(at, { kind: "moved", at, was });
    used.add(was);
  }
  // What is left on both sides pairs up in order: sections edited in place; the rest were added or removed.
  const leftBefore = a.flatMap((_, index) => (used.has(index) ? [] : [index]));
  const leftAfter = b.flatMap((_, index) => (rows.has(index) ? [] : [index]));
  leftAfter.forEach((at, n) => rows.set(at, n < leftBefore.length ? { kind: "edited", at, was: leftBefore[n] } : { kind: "added", at }));
  const removed = leftBefore.slice(leftAfter.length).map((was): SectionRow => ({ kind: "removed", was }));
  return [...b.map((_, at) => rows.get(at)!), ...removed];
}

/** "Section 2: FAQ" by its place in the newer version; a removed one by its place in the older. */
function rowName(row: SectionRow, before: readonly unknown[], after: readonly unknown[]): string {
  if (row.kind === "removed") return `${sectionName(before[row.was], row.was)} (removed)`;
  const name = sectionName(after[row.at], row.at);
  if (row.kind === "moved") return `${name} (moved from ${row.was + 1})`;
  return row.kind === "added" ? `${name} (added)` : name;
}

/** The names a section's fields have on its form, in its order, so a comparison reads as the editor wrote it. */
const SECTION_FIELD_LABELS: Record<string, string> = {
  heading: "Heading", title: "Title", text: "Text", body: "Text", person: "Person", role: "Role", url: "Address", image_id: "Image",
  poster_id: "Poster", image_side: "Picture", source: "Shows", media_ids: "Logos", count: "Number shown", button: "Button",
  buttons: "Buttons", items: "Items",
};
// Stored JSON keeps no order of its own (PostgreSQL's jsonb sorts keys): a list item's words in the form's order.
const ITEM_WORDS = ["question", "title", "value", "label", "answer", "text"];

function inOrder<T>(entries: Array<[string, T]>, order: readonly string[]): Array<[string, T]> {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}

/** Rich text as its words, a line a block: a comparison of lines marks the words that changed. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&")
    .split("\n").map((line) => line.trim()).filter(Boolean).join("\n");
}

function mediaNames(value: unknown, readable: Readable): string {
  return idsOf(value).map((id) => readable.media.get(id)?.name ?? `#${id} (deleted)`).join(", ");
}

/** A list item or a button: its words, the link after an arrow, the icon named last. */
function partText(part: unknown): string {
  if (typeof part !== "object" || part === null) return String(part ?? "");
  const { icon, url, ...words } = part as Record<string, unknown>;
  const text = inOrder(Object.entries(words), ITEM_WORDS).map(([, value]) => plainText(String(value ?? ""))).filter(Boolean).join(" — ");
  return [text, typeof url === "string" && url ? `→ ${url}` : "", typeof icon === "string" && icon ? `(icon: ${icon})` : ""].filter(Boolean).join(" ");
}

function sectionFieldText(field: string, value: unknown, readable: Readable): string {
  if (value === null || value === undefined || value === "") return "";
  if (field === "image_id" || field === "poster_id" || field === "media_ids") return mediaNames(value, readable);
  if (field === "image_side") return value === "left" ? "On the left" : "On the right";
  if (field === "source" && typeof value === "string") return capitalised(value.replace(/-/g, " "));
  if (Array.isArray(value)) return value.map((item) => `• ${partText(item)}`).join("\n");
  if (typeof value === "object") return partText(value);
  return typeof value === "string" ? plainText(value) : String(value);
}

/** A section as lines of what people read: each field under its form's name, a list's items one a line, pictures by name. */
function sectionText(section: unknown, readable: Readable): string {
  if (typeof section !== "object" || section === null) return "";
  return inOrder(Object.entries(section as Record<string, unknown>), Object.keys(SECTION_FIELD_LABELS))
    .filter(([field]) => field !== "type")
    .map(([field, value]) => {
      const text = sectionFieldText(field, value, readable);
      return text === "" ? "" : `${SECTION_FIELD_LABELS[field] ?? capitalised(field.replace(/_/g, " "))}: ${text}`;
    })
    .filter((line) => line !== "")
    .join("\n");
}

export function idsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is number => typeof item === "number" && Number.isInteger(item));
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function objectText(value: Record<string, unknown>): string {
  // A quote reads as one: “…” — person, role.
  if (typeof value.text === "string" && "person" in value) {
    const who = [value.person, value.role].filter((part) => typeof part === "string" && part !== "").join(", ");
    return value.text === "" && who === "" ? "" : `“${value.text}”${who ? ` — ${who}` : ""}`;
  }
  return Object.values(value)
    .map((item) => (item === null || item === undefined ? "" : typeof item === "object" ? JSON.stringify(item) : String(item)))
    .filter((item) => item !== "")
    .join(" · ");
}

/** A stored value as the admin's screens show it: the site's dates, Yes/No, labels, titles for ids, one line per list item. */
export function readableValue(field: string, value: unknown, readable: Readable): string {
  if (value === null || value === undefined) return "";
  const titles = Object.hasOwn(readable.titles, field) ? readable.titles[field] : undefined;
  if (titles) return idsOf(value).map((id) => titles.get(id) ?? `#${id} (deleted)`).join("\n");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    if (TIMESTAMP.test(value)) return formatDateTime(value, readable.timeZone);
    return field === "status" ? capitalised(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => readableValue(field, item, readable)).filter((line) => line !== "").join("\n");
  if (typeof value === "object") return objectText(value as Record<string, unknown>);
  return String(value);
}

function textSides(diffWords: typeof Diff.diffWords, from: string, to: string): { from: SideView; to: SideView } {
  if (from === to) return { from: { kind: "text", parts: [{ kind: "same", text: from }] }, to: { kind: "text", parts: [{ kind: "same", text: to }] } };
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  for (const change of diffWords(from, to)) {
    if (!change.added) left.push({ kind: change.removed ? "del" : "same", text: change.value });
    if (!change.removed) right.push({ kind: change.added ? "ins" : "same", text: change.value });
  }
  return { from: { kind: "text", parts: left }, to: { kind: "text", parts: right } };
}

// Sanitised HTML escapes `<` and `>` in text and attribute values, so a tag is exactly `<…>`.
function htmlTokens(html: string): string[] {
  return html.split(/(<[^>]*>|\s+)/).filter((token) => token !== "");
}

type Token = { text: string; changed: boolean };

/** A link, emphasis or heading added, removed or altered (its address, its level): the words inside it changed too. */
const MARKS_ITS_WORDS = /^<(a|strong|b|em|i|u|code|h2|h3|h4)\b/;

/** Wraps each run of changed words between tags, so the marks never cross a block and every side stays well formed. */
function rebuild(tokens: readonly Token[], mark: "ins" | "del"): string {
  let html = "";
  let run = "";
  let runChanged = false;
  const open: string[] = [];
  const flush = () => {
    html += runChanged && /\S/.test(run) ? `<${mark}>${run}</${mark}>` : run;
    run = "";
  };
  for (const token of tokens) {
    if (token.text.startsWith("<")) {
      flush();
      html += token.text;
      const opening = MARKS_ITS_WORDS.exec(token.text);
      if (opening && token.changed) open.push(opening[1]);
      else if (token.text === `</${open.at(-1)}>`) open.pop();
      continue;
    }
    const changed = token.changed || open.length > 0;
    if (changed !== runChanged) {
      flush();
      runChanged = changed;
    }
    run += token.text;
  }
  flush();
  return html;
}

// Word diffs cost about the run's length times its edits: a longer changed run, or one with more edits, is marked whole.
const MAX_RUN_TOKENS = 3000;
const MAX_EDITS = 500;

const VOID_TAG = /^<(br|img)\b/;

/** The top-level blocks (a paragraph, a heading, a whole list) as token lists. */
function blocksOf(tokens: readonly string[]): string[][] {
  const blocks: string[][] = [];
  let block: string[] = [];
  let depth = 0;
  for (const token of tokens) {
    block.push(token);
    if (token.startsWith("</")) depth--;
    else if (token.startsWith("<") && !VOID_TAG.test(token)) depth++;
    if (depth <= 0) {
      blocks.push(block);
      block = [];
      depth = 0;
    }
  }
  if (block.length > 0) blocks.push(block);
  return blocks;
}

type Sides = { left: Token[]; right: Token[] };

function keep(sides: Sides, before: readonly string[], after: readonly string[], changed: boolean): void {
  for (const text of before) sides.left.push({ text, changed });
  for (const text of after) sides.right.push({ text, changed });
}

function diffRun(diffArrays: typeof Diff.diffArrays, sides: Sides, before: string[], after: string[]): void {
  const changes = before.length + after.length <= MAX_RUN_TOKENS ? diffArrays(before, after, { maxEditLength: MAX_EDITS }) : undefined;
  if (!changes) return keep(sides, before, after, true);
  for (const change of changes) {
    keep(sides, change.added ? [] : change.value, change.removed ? [] : change.value, Boolean(change.added || change.removed));
  }
}

/** Blocks first, then the words of the blocks that changed: an edit costs what it touched, not the body's length. */
function diffTokens(diffArrays: typeof Diff.diffArrays, before: string[], after: string[]): Sides {
  const sides: Sides = { left: [], right: [] };
  const [blocksBefore, blocksAfter] = [blocksOf(before), blocksOf(after)];
  let removed: string[][] = [];
  let added: string[][] = [];
  const settle = () => {
    // A run of blocks edited in place pairs up one to one; otherwise the run is compared as a whole.
    if (removed.length === added.length) removed.forEach((block, index) => diffRun(diffArrays, sides, block, added[index]));
    else diffRun(diffArrays, sides, removed.flat(), added.flat());
    removed = [];
    added = [];
  };
  let [i, j] = [0, 0];
  for (const change of diffArrays(blocksBefore.map((block) => block.join("")), blocksAfter.map((block) => block.join("")))) {
    const count = change.value.length;
    if (change.removed) removed.push(...blocksBefore.slice(i, (i += count)));
    else if (change.added) added.push(...blocksAfter.slice(j, (j += count)));
    else {
      settle();
      keep(sides, blocksBefore.slice(i, (i += count)).flat(), blocksAfter.slice(j, (j += count)).flat(), false);
    }
  }
  settle();
  return sides;
}

/**
 * Each side keeps its headings, lists and links: both are sanitised first, diffed as tags and words,
 * each side rebuilt from its own tokens with the changed words marked, and sanitised again.
 */
export async function richTextSides(from: string, to: string): Promise<{ from: string; to: string }> {
  const { diffArrays } = await loadDiff();
  const [before, after] = await Promise.all([sanitizeRichText(from), sanitizeRichText(to)]);
  if (before === after) return { from: before, to: after };
  const { left, right } = diffTokens(diffArrays, htmlTokens(before), htmlTokens(after));
  const [leftHtml, rightHtml] = await Promise.all([sanitizeMarkedRichText(rebuild(left, "del")), sanitizeMarkedRichText(rebuild(right, "ins"))]);
  return { from: leftHtml, to: rightHtml };
}

function mediaSide(value: unknown, readable: Readable): SideView {
  return {
    kind: "media",
    items: idsOf(value).map((id) => readable.media.get(id) ?? { id, name: `#${id} (deleted)`, src: null }),
  };
}

function sideText(side: SideView): string | undefined {
  return side.kind === "text" ? side.parts.map((part) => part.text).join("") : undefined;
}

/** A time saved again without its seconds differs as stored but reads the same: the screens do not call it a change. */
export function readsDifferently(field: FieldComparison): boolean {
  const from = sideText(field.from);
  return field.changed && (from === undefined || from !== sideText(field.to));
}

/** `current` is absent when the record is in the trash: then nothing differs. */
export async function compareFields(
  order: readonly string[],
  revision: Fields,
  current: Fields | undefined,
  readable: Readable,
): Promise<FieldComparison[]> {
  const { diffWords } = await loadDiff();
  const against = current ?? revision;
  const comparisons = await Promise.all(
    editableFields(order, revision, against).map(async (field): Promise<FieldComparison | FieldComparison[]> => {
      const [a, b] = [revision[field], against[field]];
      if (field === SECTIONS) return compareSections(diffWords, listOf(a), listOf(b), readable);
      const changed = !sameValue(a, b);
      if (readable.mediaFields.has(field)) return { field, changed, from: mediaSide(a, readable), to: mediaSide(b, readable) };
      if (readable.richFields.has(field) && (typeof a === "string" || typeof b === "string")) {
        const sides = await richTextSides(typeof a === "string" ? a : "", typeof b === "string" ? b : "");
        return { field, changed, from: { kind: "rich", html: sides.from }, to: { kind: "rich", html: sides.to } };
      }
      return { field, changed, ...textSides(diffWords, readableValue(field, a, readable), readableValue(field, b, readable)) };
    }),
  );
  return comparisons.flat();
}

/** One row a section, by place: "Section 2: FAQ", its fields as lines on each side; a moved one says where it was. */
function compareSections(diffWords: typeof Diff.diffWords, before: unknown[], after: unknown[], readable: Readable): FieldComparison[] {
  return sectionRows(before, after).map((row) => {
    const field = rowName(row, before, after);
    const from = row.kind === "added" ? "" : sectionText(before[row.was], readable);
    const to = row.kind === "removed" ? "" : sectionText(after[row.at], readable);
    if (row.kind !== "moved") return { field, changed: row.kind !== "same", ...textSides(diffWords, from, to) };
    return { field, changed: true, ...textSides(diffWords, `Place: ${row.was + 1}\n${from}`, `Place: ${row.at + 1}\n${to}`) };
  });
}
