// Planning is most of what the public pages' few large reads cost (the home page: 5–9 ms unnamed on
// PGlite, about 1.3 ms prepared). Transaction control, DDL and SET run rarely and gain nothing.
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

export function isPreparable(sql: string): boolean {
  return PREPARABLE.test(sql);
}

/** A table under a kept statement changed its columns (a migration run by another instance). */
export function isStalePlan(error: unknown): boolean {
  return (error as { code?: unknown }).code === "0A000" && /cached plan/i.test((error as Error).message ?? "");
}
