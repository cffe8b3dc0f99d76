import { sql } from "kysely";
import { db } from "./db.server";

describe("database", () => {
  it("runs migrations: every content table exists", async () => {
    const tables = await db().introspection.getTables();
    const names = tables.map((table) => table.name);
    for (const name of [
      "user", "session", "api_token", "media", "solution_category", "solution",
      "product_category", "product", "certificate", "news", "home_slide", "hero_content",
      "page", "contact_message", "setting", "audit_event", "redirect", "rate_limit",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("returns bigint ids and counts as numbers", async () => {
    const row = await sql<{ n: number }>`select count(*)::bigint as n from "user"`.execute(db());
    expect(row.rows[0].n).toBe(0);
  });

  it("keeps 50 concurrent transactions from interleaving", async () => {
    await sql`create table tx_probe (id int primary key, owner int not null)`.execute(db());
    // Each transaction writes a row, yields to the event loop, then reads back:
    // with interleaving, another transaction's row would be visible before
    // commit or a rollback would undo a stranger's write.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        db()
          .transaction()
          .execute(async (trx) => {
            await sql`insert into tx_probe (id, owner) values (${index}, ${index})`.execute(trx);
            await new Promise((resolve) => setTimeout(resolve, 1));
            const seen = await sql<{ n: number }>`select count(*)::int as n from tx_probe where owner = ${index}`.execute(trx);
            if (index % 5 === 0) throw new Error(`rollback ${index}`);
            return seen.rows[0].n;
          })
          .catch((error: Error) => error.message),
      ),
    );
    const committed = results.filter((value) => typeof value === "number");
    expect(committed).toEqual(Array(40).fill(1));
    const rows = await sql<{ id: number }>`select id from tx_probe order by id`.execute(db());
    expect(rows.rows.map((row) => row.id)).toEqual(
      Array.from({ length: 50 }, (_, index) => index).filter((index) => index % 5 !== 0),
    );
  });
});
