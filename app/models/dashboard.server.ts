import { sql } from "kysely";
import { CONTENT_TYPES, type ResourceName } from "~/content-types";
import type { DbOrTx } from "./crud.server";

type Declared = (typeof CONTENT_TYPES)[number];

export type ContentCounts = { byType: Record<ResourceName, number>; unreadContactMessages: number };

export async function countContent(db: DbOrTx): Promise<ContentCounts> {
  const counts = CONTENT_TYPES.map((type) => sql`(select count(*)::int from ${sql.table(type.table)}) as ${sql.ref(type.resource)}`);
  const { rows } = await sql<Record<string, number>>`
    select
      ${sql.join(counts)},
      (select count(*)::int from contact_message where read_at is null) as unread
  `.execute(db);
  const { unread, ...byType } = rows[0];
  return { byType: byType as Record<ResourceName, number>, unreadContactMessages: unread };
}

type StatusType = Extract<Declared, { publishing: "status" }>;

// Only a status has drafts and scheduled items; a shown/hidden switch has neither.
const STATUS_TYPES = CONTENT_TYPES.filter((type): type is StatusType => type.publishing === "status");

type StatusKind = StatusType["table"];

interface DraftItem {
  kind: StatusKind;
  id: number;
  title: string;
  updated_at: Date;
  /** Who saved it last; null for an erased account, one without a name, or a draft with no revision. */
  saved_by: string | null;
}

/**
 * The drafts `userId` saved last (`whose: "mine"`), or those a teammate saved last (`"team"`), newest
 * first: every save records a revision with its author (docs/decisions/011-revisions-and-trash.md), so
 * the latest revision says who left the draft where it is.
 */
export async function listDrafts(db: DbOrTx, { userId, whose, limit }: { userId: number; whose: "mine" | "team"; limit: number }): Promise<DraftItem[]> {
  if (STATUS_TYPES.length === 0) return [];
  const saver = whose === "mine" ? sql`last.actor_id = ${userId}` : sql`last.actor_id is distinct from ${userId}`;
  const parts = STATUS_TYPES.map(
    (type) => sql`
    select ${type.table}::text as kind, t.id, ${sql.ref(`t.${type.titleColumn}`)} as title, t.updated_at,
      nullif(trim(u.name), '') as saved_by
    from ${sql.table(type.table)} t
    left join lateral (
      select r.actor_id from revision r
      where r.resource = ${type.resource} and r.record_id = t.id::text and r.locale is null
      order by r.id desc limit 1
    ) last on true
    left join "user" u on u.id = last.actor_id
    where t.status = 'draft' and ${saver}`,
  );
  const { rows } = await sql<DraftItem>`
    ${sql.join(parts, sql` union all `)}
    order by updated_at desc, id desc limit ${limit}
  `.execute(db);
  return rows;
}

interface ScheduledItem {
  kind: StatusKind;
  id: number;
  title: string;
  published_at: Date;
}

/** Published items whose time has not come yet, the next to go live first. */
export async function listScheduled(db: DbOrTx, limit: number): Promise<ScheduledItem[]> {
  if (STATUS_TYPES.length === 0) return [];
  const parts = STATUS_TYPES.map(
    (type) => sql`
    select ${type.table}::text as kind, id, ${sql.ref(type.titleColumn)} as title, published_at
    from ${sql.table(type.table)}
    where status = 'published' and published_at > now()`,
  );
  const { rows } = await sql<ScheduledItem>`
    ${sql.join(parts, sql` union all `)}
    order by published_at asc, id asc limit ${limit}
  `.execute(db);
  return rows;
}
