import { sql, type Selectable } from "kysely";
import { trashableTypes, type TrashableType } from "~/content-types";
import type { TrashTable } from "~/db/schema";
import type { ListSort } from "~/utils/list-sort";
import { RESOURCE_NOUNS } from "~/utils/revision-paths";
import { orderedBy, textOrder, type DbOrTx, type SortExpressions } from "./crud.server";

// docs/decisions/011-revisions-and-trash.md: the row leaves its table, so every public query, list and count
// stays as it is. The generated search column is left out: the database makes it again on restore.

export type TrashItem = Selectable<TrashTable>;
export type TrashSummary = Omit<TrashItem, "data" | "translations">;
export type TrashableTable = TrashableType["table"];
/** The tables of the categories whose items need them: an item cannot come back without its category. */
export type CategoryTable = Extract<TrashableType, { category: string }>["category"];

export const TRASH_DAYS = 30;
const DAY_MS = 86_400_000;

export function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_DAYS * DAY_MS);
}

/** A type's translation table and the column naming the item (content-types/types.ts). */
export type Translatable = Extract<TrashableType, { translatable: unknown }>["translatable"];

export function translatableOf(type: TrashableType): Translatable | undefined {
  return "translatable" in type ? type.translatable : undefined;
}

/**
 * Copies the row into the trash, with its translations' rows: the command deletes it from its
 * table in the same transaction, and the translations go with it.
 */
export async function copyToTrash(
  db: DbOrTx,
  { table, id, title, actorId }: { table: TrashableTable; id: number; title: string; actorId: number | null },
): Promise<void> {
  const type = trashableTypes().find((candidate) => candidate.table === table);
  if (!type) throw new Error(`${table} has no trash`);
  const translatable = translatableOf(type);
  const translations = translatable
    // The generated search vector is the table's to make again, not a field to put back.
    ? sql`coalesce((SELECT jsonb_agg(to_jsonb(tr) - 'search') FROM ${sql.table(translatable.table)} tr WHERE ${sql.ref(`tr.${translatable.parent}`)} = t.id), '[]'::jsonb)`
    : sql`'[]'::jsonb`;
  await sql`
    INSERT INTO trash (resource, record_id, title, data, translations, actor_id, actor_name)
    SELECT ${type.resource}, t.id, ${title}, to_jsonb(t) - 'search', ${translations}, ${actorId},
      coalesce((SELECT name FROM "user" WHERE id = ${actorId}), '')
    FROM ${sql.table(table)} t WHERE t.id = ${id}
    ON CONFLICT (resource, record_id) DO UPDATE SET
      title = excluded.title, data = excluded.data, translations = excluded.translations, actor_id = excluded.actor_id,
      actor_name = excluded.actor_name, deleted_at = excluded.deleted_at`.execute(db);
}

// The Type column sorts by the words it shows ("Product category"), not by the resource's name.
const typeOrder = sql<string>`case ${sql.ref("resource")} ${sql.join(
  Object.entries(RESOURCE_NOUNS).map(([resource, noun]) => sql`when ${sql.lit(resource)} then ${sql.lit(noun.toLowerCase())}`),
  sql` `,
)} else ${sql.ref("resource")} end`;

const SORTS: SortExpressions = {
  type: typeOrder,
  title: textOrder("title"),
  deleted_by: textOrder("actor_name"),
  when: sql.ref("deleted_at"),
};

export async function listTrash(db: DbOrTx, { since, sort }: { since: Date; sort?: ListSort | null }): Promise<TrashSummary[]> {
  const rows = db
    .selectFrom("trash")
    .select(["id", "resource", "record_id", "title", "actor_id", "actor_name", "deleted_at"])
    .where("deleted_at", ">=", since);
  return orderedBy(rows, sort, SORTS, (byDefault) => byDefault.orderBy("deleted_at", "desc").orderBy("id", "desc")).execute();
}

export async function getTrashItem(
  db: DbOrTx,
  { resource, recordId, lock = false }: { resource: string; recordId: number; lock?: boolean },
): Promise<TrashItem | undefined> {
  let query = db.selectFrom("trash").selectAll().where("resource", "=", resource).where("record_id", "=", recordId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Out of the trash: `forever` also drops the record's revisions, which nothing can restore any more. */
export async function deleteTrashItem(db: DbOrTx, item: Pick<TrashItem, "id" | "resource" | "record_id">, { forever }: { forever: boolean }): Promise<void> {
  if (forever) {
    await db.deleteFrom("revision").where("resource", "=", item.resource).where("record_id", "=", String(item.record_id)).execute();
  }
  await db.deleteFrom("trash").where("id", "=", item.id).execute();
}

export async function purgeTrash(db: DbOrTx, { before }: { before: Date }): Promise<number> {
  await sql`
    DELETE FROM revision r USING trash t
    WHERE t.deleted_at < ${before} AND r.resource = t.resource AND r.record_id = t.record_id::text`.execute(db);
  const result = await db.deleteFrom("trash").where("deleted_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Only the snapshot's columns are written: the database refuses any value for a generated one (search). */
export async function insertRowFromJson(db: DbOrTx, table: TrashableTable | Translatable["table"], row: Record<string, unknown>): Promise<void> {
  const columns = sql.join(Object.keys(row).map((name) => sql.ref(name)));
  await sql`
    INSERT INTO ${sql.table(table)} (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM jsonb_populate_record(NULL::${sql.table(table)}, ${JSON.stringify(row)}::jsonb)`.execute(db);
}

export async function mediaExisting(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("media").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function rowExists(db: DbOrTx, table: CategoryTable, id: number): Promise<boolean> {
  return (await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/** Whether another item's translation in `locale` has the address `slug` (slugs are unique per locale). */
export async function isTranslationSlugTaken(db: DbOrTx, table: Translatable["table"], { locale, slug }: { locale: string; slug: string }): Promise<boolean> {
  const row = await sql`SELECT 1 FROM ${sql.table(table)} WHERE locale = ${locale} AND slug = ${slug}`.execute(db);
  return row.rows.length > 0;
}
