export type CsvCell = string | number | boolean | Date | null | undefined;

// Spreadsheets treat a cell starting with these as a formula, even quoted; a leading apostrophe makes it text.
// Tab and CR are on OWASP's list too: some importers strip them and then see "=".
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Numbers are written as they are: a negative number is data, not a formula, and only text comes from visitors. */
export function csvField(value: CsvCell): string {
  const text = cellText(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/** Lets Excel read the file as UTF-8 rather than the system's code page. */
export const UTF8_BOM = "\uFEFF";
