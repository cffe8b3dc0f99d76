// Pure functions over Intl, so a hydrated page shows what the server rendered.

export const DEFAULT_TIME_ZONE = "UTC";

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function canonicalTimeZone(name: string): string {
  return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function wallClock(date: Date, timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const wall = wallClock(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const whole = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

export function zonedDateTimeLocal(date: Date, timeZone: string): string {
  const wall = wallClock(date, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const DAY_MS = 86_400_000;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/;

// A time the clocks skip takes the offset from before the change; one they pass twice, the first of the two.
// Anything but an offset-less date-time comes back as it was, for the schema to judge.
export function withZoneOffset(value: string, timeZone: string): string {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute, second = "00"] = match;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(asUtc)) return value;
  // The real moment is within a day of the wall time read as UTC, so these differ only around a clock change.
  const before = zoneOffsetMinutes(new Date(asUtc - DAY_MS), timeZone);
  const after = zoneOffsetMinutes(new Date(asUtc + DAY_MS), timeZone);
  let offset = before;
  if (before !== after) {
    // Around a change, keep the offset whose reading lands back on the same wall time.
    const candidates = [before, after].filter(
      (candidate) => zonedDateTimeLocal(new Date(asUtc - candidate * 60_000), timeZone) === `${year}-${month}-${day}T${hour}:${minute}`,
    );
    offset = candidates.length > 0 ? Math.max(...candidates) : before;
  }
  return `${value.trim()}${offsetText(offset)}`;
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

export function zoneName(date: Date, timeZone: string): string {
  let format = zoneNameFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" });
    zoneNameFormats.set(timeZone, format);
  }
  return format.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
