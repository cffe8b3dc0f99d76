import { sql } from "kysely";
import { db } from "~/db/db.server";
import { constantStatement } from "./constant-statement.server";

describe("constantStatement", () => {
  it("builds a statement once and gives the same compiled form after", () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return db().selectFrom("news").select("id").where("status", "=", "published").limit(3);
    };
    const first = constantStatement("test: three published articles", build);
    const second = constantStatement("test: three published articles", build);
    expect(second).toBe(first);
    expect(builds).toBe(1);
    expect(first.parameters).toEqual(["published", 3]);
  });

  it("refuses a statement that carries a date from JavaScript", () => {
    expect(() =>
      constantStatement("test: news before now", () =>
        db().selectFrom("news").select("id").where("published_at", "<=", new Date()),
      ),
    ).toThrow(/takes a date from JavaScript/);
  });

  it("runs against the database, reading the clock there on every call", async () => {
    const statement = constantStatement("test: the database's clock", () =>
      db().selectNoFrom(sql<Date>`clock_timestamp()`.as("now")),
    );
    const first = (await db().executeQuery(statement)).rows[0].now;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await db().executeQuery(statement)).rows[0].now;
    expect(new Date(second).getTime()).toBeGreaterThan(new Date(first).getTime());
  });
});
