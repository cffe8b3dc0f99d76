// A text field in the admin lists' format, not the browser's date input (whose format follows the
// browser's language); the field's hint names the time zone it is read in (zonedDateText).

import { withZoneOffset } from "./time-zone";

// JavaScript and PostgreSQL both hold every moment in these years, so a date outside is a field error rather than a failed query.
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;
export const YEARS_RULE = `between the years ${FIRST_YEAR} and ${LAST_YEAR}`;

export function isWithinYears(year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

export const DATE_TEXT_EXAMPLE = "24 Nov 2026, 09:30";
export const DAY_TEXT_EXAMPLE = "24 Nov 2026";

const MONTHS = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];

/**
 * British English abbreviates September as "Sept" and every other month in three letters: in a column
 * of dates "16 Sept" beside "21 Oct" reads as a misprint, so the admin writes "Sep" (and reads both).
 */
export function threeLetterMonths(text: string): string {
  return text.replace(/\bSept\b/, "Sep");
}

const dateTimeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,6})?)?)?$/;
// "1 Jul 2031, 09:00", "01 July 2031 9:00", "1 Sept 2031 at 9:00 pm", "1 Jul 2031".
const WRITTEN = /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})(?:(?:\s*,\s*|\s+at\s+|\s+)(\d{1,2})[:.](\d{2})\s*(am|pm)?)?$/i;

const pad = (value: number) => String(value).padStart(2, "0");

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return index < 0 ? undefined : index + 1;
}

function localDateTime(year: number, month: number, day: number, hour: number, minute: number): string | undefined {
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** Also takes full month names, a 12-hour clock, and the ISO form that scripts and older forms send. */
export function parseDateText(text: string): string | undefined {
  const value = text.trim();
  const local = LOCAL.exec(value);
  if (local) {
    const [, year, month, day, hour = "0", minute = "0"] = local;
    return localDateTime(Number(year), Number(month), Number(day), Number(hour), Number(minute));
  }
  const written = WRITTEN.exec(value);
  if (!written) return undefined;
  const [, day, monthName, year, hourText = "0", minute = "0", meridiem] = written;
  const month = monthNumber(monthName);
  if (month === undefined) return undefined;
  let hour = Number(hourText);
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
  }
  return localDateTime(Number(year), month, Number(day), hour, Number(minute));
}

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export function dayText(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay.trim());
  if (!match) return isoDay;
  return threeLetterMonths(dayFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

export function parseDayText(text: string): string | undefined {
  return parseDateText(text)?.slice(0, 10);
}

export function dateText(localValue: string): string {
  const match = LOCAL.exec(localValue.trim());
  if (!match) return localValue;
  const [, year, month, day, hour = "0", minute = "0"] = match;
  return threeLetterMonths(dateTimeFormat.format(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))));
}

const WITH_OFFSET = /(?:[zZ]|[+-]\d{2}:\d{2})$/;

/** Text without an offset is read on `timeZone`'s wall clocks; a stored ISO date keeps its own offset. */
export function zonedDateText(text: string, timeZone: string): string | undefined {
  const value = text.trim();
  if (WITH_OFFSET.test(value)) return Number.isNaN(Date.parse(value)) ? undefined : value;
  const local = parseDateText(value);
  return local && withZoneOffset(local, timeZone);
}
