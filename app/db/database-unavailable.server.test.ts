import { sql } from "kysely";
import { createDb, db, isDatabaseUnavailable } from "./db.server";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a database that is down, restarting, full or not answering", () => {
    for (const error of [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("read ECONNRESET", "ECONNRESET"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("sorry, too many clients already", "53300"),
      withCode("connection failure", "08006"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      new Error("Query read timeout"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("leaves wrong queries, broken rules and other failures alone", () => {
    for (const error of [
      withCode('relation "nope" does not exist', "42P01"),
      withCode("duplicate key value violates unique constraint", "23505"),
      withCode("ENOSPC: no space left on device", "ENOSPC"),
      new Error("Something else"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it("says a real query error is not an outage", async () => {
    const error = await sql`select * from no_such_table`.execute(db()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("says a server nobody listens on is unavailable", async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const unreachable = createDb("postgres://postgres@127.0.0.1:1/none");
    try {
      const error = await sql`select 1`.execute(unreachable).catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await unreachable.destroy();
    }
  });
});
