/** Only a positive safe integer can name a row; a larger number would overflow the database's bigint. */
export function isRecordId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

export function parseRecordId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return isRecordId(id) ? id : undefined;
}

/** A record's version from a form: 0 or more (a setting never saved is at 0). */
export function parseVersion(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}
