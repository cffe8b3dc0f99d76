/**
 * A redirect target from user input (a `redirectTo` query or field), or the
 * fallback when it is not a plain site-relative path. Browsers read "//host" and
 * "/\host" as another origin, and strip tabs and newlines before resolving, so
 * those are refused along with absolute URLs.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || to.length === 0) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (to.includes("\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  return to;
}

export function pathWithQuery(url: string | URL): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  return `${parsed.pathname}${parsed.search}`;
}
