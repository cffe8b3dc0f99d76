/**
 * Dates on public pages, written the same on the server and in the browser (the
 * locale of the page's address, and the site's time zone from the root), so
 * hydration never sees a different text.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** `locale`: the page's (docs/locales.md); English dates are written day first, as "4 March 2026". */
export function formatDate(value: string | Date | null | undefined, timeZone: string, locale = "en"): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const key = `${locale}\u0000${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { day: "numeric", month: "long", year: "numeric", timeZone });
    formats.set(key, format);
  }
  return format.format(date);
}

export function isoDate(value: string | Date | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "Tom Hartley" → "TH": a person's badge (an article's byline, the signed-in customer's menu), for a person or the company alike. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.length === 0 ? "" : (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : "")).toUpperCase();
}
