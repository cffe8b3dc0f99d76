import type { Compilable, CompiledQuery } from "kysely";

/**
 * Statements whose SQL and parameters are the same on every call (they read
 * the clock with `now()` in SQL, never a value from JavaScript), built and
 * compiled by Kysely once per process. Building the home page's statement of
 * eight lists anew cost more of a page's CPU than sending it to the database
 * (docs/deploy.md#statements-built-once). Every database of the product speaks
 * PostgreSQL's dialect, so one compiled form serves them all.
 */
const statements = new Map<string, CompiledQuery<unknown>>();

export function constantStatement<Row>(name: string, build: () => Compilable<Row>): CompiledQuery<Row> {
  let statement = statements.get(name);
  if (!statement) {
    statement = build().compile();
    // A date taken in JavaScript would be frozen at the first call.
    if (statement.parameters.some((parameter) => parameter instanceof Date)) {
      throw new Error(`The statement "${name}" takes a date from JavaScript: it is not the same on every call.`);
    }
    statements.set(name, statement);
  }
  return statement as CompiledQuery<Row>;
}
