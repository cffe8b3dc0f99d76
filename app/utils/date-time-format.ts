import { threeLetterMonths } from "~/utils/date-text";
import { zoneName } from "~/utils/time-zone";

/** The same on the server and in the browser, so the hydrated page matches the rendered one. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** "15 Jan 2027, 09:00": a moment as the wall clocks of `timeZone` read it, without the zone's name. */
export function wallClockIn(date: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone });
    formats.set(timeZone, format);
  }
  return threeLetterMonths(format.format(date));
}

function formatIn(value: string | Date | null | undefined, timeZone: string, zoneText: (date: Date) => string): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return `${wallClockIn(date, timeZone)} ${zoneText(date)}`;
}

export function formatDateTime(value: string | Date | null | undefined, timeZone: string): string {
  return formatIn(value, timeZone, (date) => zoneName(date, timeZone));
}

const weekdays = new Map<string, Intl.DateTimeFormat>();

function weekdayIn(date: Date, timeZone: string): string {
  let format = weekdays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone });
    weekdays.set(timeZone, format);
  }
  return format.format(date);
}

/**
 * "15 Jan 2027, 09:00 Europe/Berlin": the zone's own name, which an abbreviation such as CET does not
 * always give. The one reading of a publish date in the admin: beside the date picker (with the
 * weekday), in the publish confirmation, and in the toast after a save (the zone in brackets there).
 */
export function formatDateTimeInZone(
  value: string | Date | null | undefined,
  timeZone: string,
  { weekday = false, zoneInBrackets = false }: { weekday?: boolean; zoneInBrackets?: boolean } = {},
): string {
  const text = formatIn(value, timeZone, () => (zoneInBrackets ? `(${timeZone})` : timeZone));
  if (!text || !weekday) return text;
  return `${weekdayIn(typeof value === "string" ? new Date(value) : value!, timeZone)} ${text}`;
}
