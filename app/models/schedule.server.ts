import { sql } from "kysely";
import { CONTENT_TYPES } from "~/content-types";
import type { DbOrTx } from "./crud.server";

type StatusType = Extract<(typeof CONTENT_TYPES)[number], { publishing: "status" }>;
type PublishableType = Extract<(typeof CONTENT_TYPES)[number], { publishing: "status" | "is_published" }>;

// Only a status carries a publication time; a shown/hidden switch changes with a write.
const SCHEDULED_TYPES = CONTENT_TYPES.filter((type): type is StatusType => type.publishing === "status");
// Every publishable type may expire, whichever way it is published.
const EXPIRING_TYPES = CONTENT_TYPES.filter((type): type is PublishableType => type.publishing !== null);

/**
 * The moment a cached list or count would start to be wrong without any write: the next
 * publication of a published item or the next expiry of one that is on the site or will be.
 */
export async function nextScheduledPublication(db: DbOrTx): Promise<Date | null> {
  const upcoming = [
    ...SCHEDULED_TYPES.map(
      (type) => sql`select published_at as at from ${sql.table(type.table)} where status = 'published' and published_at > now()`,
    ),
    ...EXPIRING_TYPES.map(
      (type) =>
        sql`select unpublish_at as at from ${sql.table(type.table)}
          where ${type.publishing === "status" ? sql`status = 'published'` : sql`is_published`} and unpublish_at > now()`,
    ),
  ];
  if (upcoming.length === 0) return null;
  const row = await sql<{ next: Date | null }>`
    select min(at) as next from (${sql.join(upcoming, sql` union all `)}) upcoming`.execute(db);
  const next = row.rows[0]?.next ?? null;
  return next === null ? null : new Date(next);
}
