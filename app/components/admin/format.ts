/**
 * Dates as the admin screens show them. Always in UTC, the zone the forms'
 * date fields use, and the same on the server and in the browser (so the
 * hydrated page matches the rendered one).
 */
const DATE_TIME = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : `${DATE_TIME.format(date)} UTC`;
}
