import type { Compilable, CompiledQuery } from "kysely";

// Compiled once per process: building the home page's statement anew cost more CPU than running it
// (docs/deploy.md#statements-built-once). Each must be the same on every call: the clock is read with `now()` in SQL.
const statements = new Map<string, CompiledQuery<unknown>>();

export function constantStatement<Row>(name: string, build: () => Compilable<Row>): CompiledQuery<Row> {
  let statement = statements.get(name);
  if (!statement) {
    statement = build().compile();
    if (statement.parameters.some((parameter) => parameter instanceof Date)) {
      throw new Error(`The statement "${name}" takes a date from JavaScript: it is not the same on every call.`);
    }
    statements.set(name, statement);
  }
  return statement as CompiledQuery<Row>;
}
