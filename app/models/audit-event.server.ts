import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { AuditEvent, Database } from "~/db/schema";
import type { AuditFilter } from "~/schemas/audit";
import { lastPageOf, type Paginated } from "~/utils/pagination";

type Queryable = Kysely<Database>;

function filtered<O>(query: SelectQueryBuilder<Database, "audit_event", O>, filter: AuditFilter) {
  let result = query;
  if (filter.actor) {
    // "deleted user" finds the events of erased accounts, whose email is gone.
    result = /^deleted user$/i.test(filter.actor)
      ? result.where("actor_erased", "=", true)
      : result.where(sql<string>`lower(coalesce(actor_email, ''))`, "like", `%${escapeLike(filter.actor.toLowerCase())}%`);
  }
  if (filter.action) result = result.where("action", "=", filter.action);
  if (filter.entity) result = result.where("entity", "=", filter.entity);
  // Whole UTC days, counted by PostgreSQL: the day after 9999-12-31 is beyond a JavaScript date it can be sent.
  if (filter.from) result = result.where("at", ">=", sql<Date>`cast(${filter.from} as date)::timestamp at time zone 'UTC'`);
  if (filter.to) result = result.where("at", "<", sql<Date>`(cast(${filter.to} as date) + 1)::timestamp at time zone 'UTC'`);
  return result;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listAuditEventsPage(
  database: Queryable,
  filter: AuditFilter,
  page: { page: number; perPage: number },
): Promise<Paginated<AuditEvent>> {
  const [items, count] = await Promise.all([
    filtered(database.selectFrom("audit_event").selectAll(), filter)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    filtered(database.selectFrom("audit_event").select((eb) => eb.fn.countAll<string>().as("total")), filter).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return { items, total, page: page.page, perPage: page.perPage, lastPage: lastPageOf(total, page.perPage) };
}

export async function listAuditEntities(database: Queryable): Promise<string[]> {
  const rows = await database.selectFrom("audit_event").select("entity").distinct().orderBy("entity").execute();
  return rows.map((row) => row.entity);
}

/** Before an account is erased: its events keep their action, and summaries that spelled its email (failed sign-ins) lose it. */
export async function forgetActor(database: Queryable, user: { id: number; email: string }): Promise<void> {
  await database
    .updateTable("audit_event")
    .set({ actor_erased: true, actor_email: null })
    .where("actor_id", "=", user.id)
    .execute();
  // In any letter case (a failed sign-in keeps the email as it was typed), and
  // only as a whole word, so a longer address that contains it is left alone.
  const email = `(?<![^\\s])${user.email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![^\\s.,;:!?)])`;
  await database
    .updateTable("audit_event")
    .set({ summary: sql<string>`regexp_replace(summary, ${email}, 'deleted user', 'gi')` })
    .where(sql<boolean>`summary ~* ${email}`)
    .execute();
}
