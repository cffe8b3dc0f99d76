/**
 * Dates on public pages, written the same on the server and in the browser (a
 * fixed locale, and the site's time zone from the root), so hydration never
 * sees a different text.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone });
    formats.set(timeZone, format);
  }
  return format.format(date);
}

export function isoDate(value: string | Date | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
