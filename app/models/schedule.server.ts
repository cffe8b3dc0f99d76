import { sql } from "kysely";
import type { DbOrTx } from "./crud.server";

/**
 * The earliest `published_at` still to come among published items: the moment
 * a cached list or count would start to be wrong without any write.
 */
export async function nextScheduledPublication(db: DbOrTx): Promise<Date | null> {
  const row = await sql<{ next: Date | null }>`
    select min(published_at) as next from (
      select published_at from news where status = 'published' and published_at > now()
      union all select published_at from solution where status = 'published' and published_at > now()
      union all select published_at from product where status = 'published' and published_at > now()
      union all select published_at from page where status = 'published' and published_at > now()
    ) upcoming`.execute(db);
  const next = row.rows[0]?.next ?? null;
  return next === null ? null : new Date(next);
}
