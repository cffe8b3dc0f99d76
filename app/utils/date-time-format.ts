import { zoneName } from "~/utils/time-zone";

/** The same on the server and in the browser, so the hydrated page matches the rendered one. */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone });
    formats.set(timeZone, format);
  }
  return `${format.format(date)} ${zoneName(date, timeZone)}`;
}
