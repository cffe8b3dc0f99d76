import { sql, type Selectable } from "kysely";
import type { Database } from "~/db/schema";
import type { DbOrTx } from "./crud.server";

// docs/decisions/011-search-redirects-404-log.md; written in batches by app/services/visit-log.server.ts.

export type NotFoundRow = Selectable<Database["not_found"]>;

export const NOT_FOUND_KEPT = 1_000;

export async function addNotFoundHits(
  db: DbOrTx,
  entries: Array<{ path: string; hits: number; lastSeen: Date; referrer: string | null }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("not_found")
    .values(entries.map((entry) => ({ path: entry.path, hits: entry.hits, last_seen_at: entry.lastSeen, last_referrer: entry.referrer })))
    .onConflict((conflict) =>
      conflict.column("path").doUpdateSet({
        hits: sql<number>`not_found.hits + excluded.hits`,
        last_seen_at: sql<Date>`greatest(not_found.last_seen_at, excluded.last_seen_at)`,
        last_referrer: sql<string | null>`coalesce(excluded.last_referrer, not_found.last_referrer)`,
      }),
    )
    .execute();
}

export async function trimNotFound(db: DbOrTx, keep = NOT_FOUND_KEPT): Promise<void> {
  await sql`delete from not_found where path not in (
    select path from not_found order by last_seen_at desc, path limit ${keep})`.execute(db);
}

/** The most asked-for missing paths seen since `since`, leaving out those a redirect now answers. */
export async function listTopNotFound(db: DbOrTx, { since, limit }: { since: Date; limit: number }): Promise<NotFoundRow[]> {
  return db
    .selectFrom("not_found")
    .select(["path", "hits", "last_seen_at", "last_referrer", "created_at"])
    .where("last_seen_at", ">=", since)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("redirect").select("id").whereRef("redirect.from_path", "=", "not_found.path"))))
    .orderBy("hits", "desc")
    .orderBy("last_seen_at", "desc")
    .limit(limit)
    .execute();
}

export async function countNotFound(db: DbOrTx): Promise<number> {
  const row = await db.selectFrom("not_found").select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function forgetNotFound(db: DbOrTx, path: string): Promise<void> {
  await db.deleteFrom("not_found").where("path", "=", path).execute();
}
