import { sql } from "kysely";
import { CONTENT_TYPES } from "~/content-types";
import type { DbOrTx } from "./crud.server";

type StatusType = Extract<(typeof CONTENT_TYPES)[number], { publishing: "status" }>;

// Only a status carries a publication time; a shown/hidden switch changes with a write.
const SCHEDULED_TYPES = CONTENT_TYPES.filter((type): type is StatusType => type.publishing === "status");

/** The moment a cached list or count would start to be wrong without any write. */
export async function nextScheduledPublication(db: DbOrTx): Promise<Date | null> {
  if (SCHEDULED_TYPES.length === 0) return null;
  const upcoming = SCHEDULED_TYPES.map(
    (type) => sql`select published_at from ${sql.table(type.table)} where status = 'published' and published_at > now()`,
  );
  const row = await sql<{ next: Date | null }>`
    select min(published_at) as next from (${sql.join(upcoming, sql` union all `)}) upcoming`.execute(db);
  const next = row.rows[0]?.next ?? null;
  return next === null ? null : new Date(next);
}
