// Browsers read "//host" and "/\host" as another origin and strip tabs and newlines before resolving,
// so those are refused, as is any other control or line separator (C1 controls, U+2028, U+2029).
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || to.length === 0) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (to.includes("\\")) return fallback;
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(to)) return fallback;
  // A Location header with any other character throws (a 500), so it is percent-encoded as a browser would.
  return to.replace(/[^\u0021-\u007e]+/g, percentEncoded);
}

function percentEncoded(text: string): string {
  return [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
}

export function pathWithQuery(url: string | URL): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  return `${parsed.pathname}${parsed.search}`;
}
