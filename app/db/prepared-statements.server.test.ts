import { sql } from "kysely";
import { db } from "./db.server";
import { isPreparable, isStalePlan } from "./prepared-statements.server";

describe("which statements are prepared", () => {
  it("keeps reads and row writes, not transaction control, DDL or SET", () => {
    for (const text of ["select 1", "  WITH x as (select 1) select * from x", "insert into t values ($1)", "update t set a = 1", "delete from t"]) {
      expect(isPreparable(text), text).toBe(true);
    }
    for (const text of ["BEGIN", "COMMIT", "ROLLBACK", "create table t (id int)", "alter table t add column a int", "set local jit = off", "selection"]) {
      expect(isPreparable(text), text).toBe(false);
    }
  });

  it("tells a stale plan from any other refusal", () => {
    const stale = Object.assign(new Error("cached plan must not change result type"), { code: "0A000" });
    const unsupported = Object.assign(new Error("FOR UPDATE is not allowed with aggregate functions"), { code: "0A000" });
    expect(isStalePlan(stale)).toBe(true);
    expect(isStalePlan(unsupported)).toBe(false);
    expect(isStalePlan(new Error("cached plan must not change result type"))).toBe(false);
  });
});

describe("prepared statements on the database", () => {
  beforeAll(async () => {
    await sql`create table prepared_probe (id int primary key, name text not null, active boolean not null, seen timestamptz, extra jsonb)`.execute(db());
  });

  it("binds every kind of value the same way each time a statement runs again", async () => {
    const seen = new Date("2026-11-24T10:00:00.000Z");
    await db().insertInto("prepared_probe" as never).values({ id: 1, name: "one", active: true, seen, extra: JSON.stringify({ a: 1 }) } as never).execute();
    await db().insertInto("prepared_probe" as never).values({ id: 2, name: "two", active: false, seen: null, extra: null } as never).execute();
    for (let run = 0; run < 8; run++) {
      const active = run % 2 === 0;
      const rows = await sql<{ id: number; seen: Date | null; extra: unknown }>`
        select id, seen, extra from prepared_probe where active = ${active} and name like ${"%o%"}`.execute(db());
      expect(rows.rows).toEqual(active ? [{ id: 1, seen, extra: { a: 1 } }] : [{ id: 2, seen: null, extra: null }]);
    }
  });

  it("still answers when a table under a kept statement gains a column", async () => {
    const readAll = () => db().selectFrom("prepared_probe" as never).selectAll().where("id" as never, "=", 1 as never).execute();
    for (let run = 0; run < 6; run++) expect(await readAll()).toHaveLength(1);
    await sql`alter table prepared_probe add column note text not null default 'added'`.execute(db());
    const rows = (await readAll()) as Array<Record<string, unknown>>;
    expect(rows[0].note).toBe("added");
    expect((await readAll()) as Array<Record<string, unknown>>).toEqual(rows);
  });

  it("keeps the error's code and constraint, and the statement works again after it", async () => {
    const insert = (id: number) =>
      db().insertInto("prepared_probe" as never).values({ id, name: `n${id}`, active: true } as never).execute();
    await insert(10);
    await expect(insert(10)).rejects.toMatchObject({ code: "23505", constraint: "prepared_probe_pkey" });
    await insert(11);
    const count = await sql<{ n: number }>`select count(*)::int as n from prepared_probe where id >= ${10}`.execute(db());
    expect(count.rows[0].n).toBe(2);
  });

  it("runs more distinct statements than it keeps", async () => {
    const results = [];
    for (let index = 0; index < 520; index++) {
      const rows = await sql<{ n: number }>`select ${sql.lit(index)}::int + ${1}::int as n`.execute(db());
      results.push(rows.rows[0].n);
    }
    expect(results).toEqual(Array.from({ length: 520 }, (_, index) => index + 1));
  });
});
