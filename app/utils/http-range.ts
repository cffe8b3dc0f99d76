/** RFC 9110 §13, §14: only the parts a file server needs. */

export interface ResolvedRange {
  /** Inclusive byte offsets. */
  start: number;
  end: number;
}

/** Undefined: ignore the header. Several ranges get the whole file (the RFC allows it; players ask for one at a time). */
export function parseRangeHeader(header: string | null, size: number): ResolvedRange | "unsatisfiable" | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === "" && last === "") return undefined;

  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // A last position before the first makes the header invalid, which means ignored.
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

function entityTags(header: string): string[] {
  return header.split(",").map((tag) => tag.trim()).filter(Boolean);
}

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"`. */
export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return entityTags(header).some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

/** Strong comparison: a date or weak tag never matches, so the client gets the whole (maybe changed) file. */
export function ifRangeAllowsRange(header: string | null, etag: string): boolean {
  if (!header) return true;
  const tag = header.trim();
  return !tag.startsWith("W/") && tag === etag;
}
