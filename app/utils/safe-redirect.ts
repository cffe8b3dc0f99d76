/**
 * A redirect target from user input (a `redirectTo` query or field), or the
 * fallback when it is not a plain site-relative path. Browsers read "//host" and
 * "/\host" as another origin, and strip tabs and newlines before resolving, so
 * those are refused along with absolute URLs, and so is any other control or
 * line-separating character (C1 controls such as NEL, U+2028, U+2029).
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || to.length === 0) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (to.includes("\\")) return fallback;
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(to)) return fallback;
  // A Location header carries bytes: any other character would make it throw
  // (a 500), so spaces and non-ASCII go percent-encoded, as a browser sends them.
  return to.replace(/[^\u0021-\u007e]+/g, percentEncoded);
}

function percentEncoded(text: string): string {
  return [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
}

export function pathWithQuery(url: string | URL): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  return `${parsed.pathname}${parsed.search}`;
}
