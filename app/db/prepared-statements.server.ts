/**
 * Which statements run as named, prepared statements: parsed and planned once
 * per connection, then only bound and executed. Planning is most of what the
 * public pages' few, large reads cost the database (the home page's four
 * statements take 5–9 ms of CPU unnamed on the embedded database and about
 * 1.3 ms prepared), and the same statements serve every page.
 *
 * Only reads and writes of rows are kept: transaction control, DDL and SET run
 * rarely and gain nothing.
 */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

export function isPreparable(sql: string): boolean {
  return PREPARABLE.test(sql);
}

/**
 * What PostgreSQL answers when a table under a kept statement changed its
 * columns (a migration run by another instance): the statement is prepared
 * again, or run unnamed.
 */
export function isStalePlan(error: unknown): boolean {
  return (error as { code?: unknown }).code === "0A000" && /cached plan/i.test((error as Error).message ?? "");
}
