/** Calendar dates ("YYYY-MM-DD") such as a certificate's validity: days, not moments, so no zone shifts them. */

// Spelt out here, not by Intl: browsers' and Node's locale data disagree ("Sep" or "Sept"), and a page must hydrate as it was served.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2028-03-14" → "14 Mar 2028". */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Today in the company's time zone, as "YYYY-MM-DD". */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(now);
}

/** Valid until a day means valid through that day. */
export function isExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}
