// docs/decisions/011-search-redirects-404-log.md

const SEARCH_MAX_LENGTH = 200;

/** Marks ts_headline puts around a match: control characters, which no content holds (they are stripped before). */
export const MATCH_START = "\u0001";
export const MATCH_STOP = "\u0002";

export function tidySearch(q: string | null | undefined): string {
  return (q ?? "")
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
}

/** The last plain word is matched as a prefix too, so "clou" finds "cloud" while the visitor is still typing. */
export function splitSearch(q: string): { words: string; prefix: string | null; join: "and" | "or" } {
  const match = /(^|\s)([\p{L}\p{N}]+)$/u.exec(q);
  if (!match) return { words: q, prefix: null, join: "and" };
  const before = q.slice(0, match.index + match[1].length).trim();
  // Inside an open quote the word belongs to a phrase.
  const openQuote = (before.match(/"/g)?.length ?? 0) % 2 === 1;
  if (openQuote || /^or$/i.test(match[2])) return { words: q, prefix: null, join: "and" };
  const or = /(^|\s)or$/i.exec(before);
  if (or) return { words: before.slice(0, or.index).trim(), prefix: match[2].toLowerCase(), join: "or" };
  return { words: before, prefix: match[2].toLowerCase(), join: "and" };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes all content first, then turns only the match marks into <mark>; an unpaired mark is closed or dropped. */
export function highlightSnippet(raw: string): string {
  let html = "";
  let open = false;
  for (const character of raw) {
    if (character === MATCH_START) {
      if (!open) html += "<mark>";
      open = true;
    } else if (character === MATCH_STOP) {
      if (open) html += "</mark>";
      open = false;
    } else {
      html += HTML_ESCAPES[character] ?? character;
    }
  }
  return open ? `${html}</mark>` : html;
}
