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

type UnpublishedKind = StatusType["table"];

export interface UnpublishedItem {
  kind: UnpublishedKind;
  id: number;
  title: string;
  state: "draft" | "scheduled";
  published_at: Date | null;
  updated_at: Date;
}

export async function listUnpublishedWork(db: DbOrTx, limit: number): Promise<UnpublishedItem[]> {
  if (STATUS_TYPES.length === 0) return [];
  const parts = STATUS_TYPES.map(
    (type) => sql`
    select ${type.table}::text as kind, id, ${sql.ref(type.titleColumn)} as title,
      case when status = 'draft' then 'draft' else 'scheduled' end as state,
      published_at, updated_at
    from ${sql.table(type.table)}
    where status = 'draft' or published_at > now()`,
  );
  const { rows } = await sql<UnpublishedItem>`
    ${sql.join(parts, sql` union all `)}
    order by updated_at desc limit ${limit}
  `.execute(db);
  return rows;
}
