import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import { contentTypeOf, revisionedTypes, type RevisionedType } from "~/content-types";
import type { Database, RevisionTable } from "~/db/schema";
import type { DbOrTx } from "./crud.server";

// docs/decisions/011-revisions-and-trash.md: the database copies the row just written, so no command lists its fields.

export type Revision = Selectable<RevisionTable>;

export const REVISIONS_KEPT = 50;

type RevisionedTables = { [Type in RevisionedType as Type["table"]]: Type["resource"] } & { setting: "settings" };

/** Settings are no content type: a setting's record is its name, its fields its stored value. */
export const REVISIONED_TABLES = {
  ...Object.fromEntries(revisionedTypes().map((type) => [type.table, type.resource])),
  setting: "settings",
} as RevisionedTables;

export type RevisionedTable = keyof RevisionedTables;

export const REVISIONED_RESOURCES = Object.values(REVISIONED_TABLES);

// Tables and resources come from requests and audit events: a lookup only finds a declared one, never `constructor`.
const TABLES = Object.keys(REVISIONED_TABLES) as RevisionedTable[];
const BY_RESOURCE = new Map<string, RevisionedTable>(TABLES.map((table) => [REVISIONED_TABLES[table], table]));

export function isRevisionedTable(table: string): table is RevisionedTable {
  return (TABLES as string[]).includes(table);
}

export function tableOfResource(resource: string): RevisionedTable | undefined {
  return BY_RESOURCE.get(resource);
}

/** Runs in the save's transaction. */
export async function recordRevision(
  db: DbOrTx,
  { table, recordId, actorId }: { table: RevisionedTable; recordId: number | string; actorId: number | null },
): Promise<void> {
  const resource = REVISIONED_TABLES[table];
  const key = String(recordId);
  const source =
    table === "setting"
      ? sql`SELECT value AS data, version FROM setting WHERE name = ${key}`
      // The generated search vector is not a field anyone saved.
      : sql`SELECT to_jsonb(t) - 'search' AS data, t.version FROM ${sql.table(table)} t WHERE t.id = ${Number(recordId)}`;
  await sql`
    INSERT INTO revision (resource, record_id, version, data, actor_id, actor_name)
    SELECT ${resource}, ${key}, s.version, s.data, ${actorId},
      coalesce((SELECT name FROM "user" WHERE id = ${actorId}), '')
    FROM (${source}) s`.execute(db);
  await pruneRevisions(db, { resource, recordId: key });
}

/** Past the newest REVISIONS_KEPT, a history (the item's own or one translation's) forgets its oldest. */
async function pruneRevisions(db: DbOrTx, { resource, recordId, locale }: RevisionKey): Promise<void> {
  const sameHistory = sql`resource = ${resource} AND record_id = ${recordId} AND locale IS NOT DISTINCT FROM ${locale ?? null}`;
  await sql`
    DELETE FROM revision
    WHERE ${sameHistory} AND id < (
      SELECT id FROM revision WHERE ${sameHistory}
      ORDER BY id DESC OFFSET ${REVISIONS_KEPT - 1} LIMIT 1
    )`.execute(db);
}

/** The table a resource's translations are kept in, as its content type declares it; undefined for a type not translated. */
export function translationTableOf(resource: string): { table: string; parent: string } | undefined {
  const type = contentTypeOf(resource);
  return type && "translatable" in type ? type.translatable : undefined;
}

/**
 * What a translation's revision keeps of its row: the fields a translator writes, its status and
 * dates. Which item and locale it is are the revision's own columns; the search vector, the
 * sections' words and the item's version it was written against are derived, not saved by anyone.
 */
const TRANSLATION_DERIVED = ["search", "sections_text", "source_version", "locale"];

function translationJson(parent: string): RawBuilder<Record<string, unknown>> {
  // Names from the content types' declarations, never from a request.
  return sql<Record<string, unknown>>`to_jsonb(t) - ${sql.raw([...TRANSLATION_DERIVED, parent].map((name) => `'${name}'`).join(" - "))}`;
}

/** The same for a row read whole (a translation kept in the trash beside its item). */
export function translationFields(parent: string, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => name !== parent && !TRANSLATION_DERIVED.includes(name)));
}

/**
 * Runs in a translation's save: copies its row as the item's content type declares the table
 * (`translatable`), as `recordRevision` copies an item's.
 */
export async function recordTranslationRevision(
  db: DbOrTx,
  { resource, recordId, locale, actorId }: { resource: string; recordId: number; locale: string; actorId: number | null },
): Promise<void> {
  const translatable = translationTableOf(resource);
  if (!translatable) throw new Error(`${resource} has no translations`);
  const key = String(recordId);
  await sql`
    INSERT INTO revision (resource, record_id, locale, version, data, actor_id, actor_name)
    SELECT ${resource}, ${key}, ${locale}, t.version, ${translationJson(translatable.parent)}, ${actorId},
      coalesce((SELECT name FROM "user" WHERE id = ${actorId}), '')
    FROM ${sql.table(translatable.table)} t
    WHERE ${sql.ref(`t.${translatable.parent}`)} = ${recordId} AND t.locale = ${locale}`.execute(db);
  await pruneRevisions(db, { resource, recordId: key, locale });
}

/** A translation's row as it is now, in the same shape as its revisions. */
export async function currentTranslationJson(
  db: DbOrTx,
  { resource, recordId, locale }: { resource: string; recordId: string; locale: string },
): Promise<{ data: Record<string, unknown>; version: number } | undefined> {
  const translatable = translationTableOf(resource);
  if (!translatable) return undefined;
  const { rows } = await sql<{ data: Record<string, unknown>; version: number }>`
    SELECT ${translationJson(translatable.parent)} AS data, t.version FROM ${sql.table(translatable.table)} t
    WHERE ${sql.ref(`t.${translatable.parent}`)} = ${Number(recordId)} AND t.locale = ${locale}`.execute(db);
  return rows[0];
}

/**
 * For rows written outside a command (the demo seed): each kept record without a revision gets its
 * row as its first, and so does each translation of one.
 */
export async function recordFirstRevisions(db: DbOrTx, { actorName }: { actorName: string }): Promise<void> {
  for (const table of TABLES) {
    const resource = REVISIONED_TABLES[table];
    const source =
      table === "setting"
        ? sql`SELECT name AS key, value AS data, version FROM setting`
        : sql`SELECT t.id::text AS key, to_jsonb(t) - 'search' AS data, t.version FROM ${sql.table(table)} t`;
    await sql`
      INSERT INTO revision (resource, record_id, version, data, actor_id, actor_name)
      SELECT ${resource}, s.key, s.version, s.data, NULL, ${actorName}
      FROM (${source}) s
      WHERE NOT EXISTS (SELECT 1 FROM revision r WHERE r.resource = ${resource} AND r.record_id = s.key AND r.locale IS NULL)
      ORDER BY s.key`.execute(db);
  }
  // A translation's history starts the same way: the row as written is its first version.
  for (const type of revisionedTypes()) {
    const translatable = translationTableOf(type.resource);
    if (!translatable) continue;
    const key = sql`${sql.ref(`t.${translatable.parent}`)}::text`;
    await sql`
      INSERT INTO revision (resource, record_id, locale, version, data, actor_id, actor_name)
      SELECT ${type.resource}, ${key}, t.locale, t.version, ${translationJson(translatable.parent)}, NULL, ${actorName}
      FROM ${sql.table(translatable.table)} t
      WHERE NOT EXISTS (SELECT 1 FROM revision r WHERE r.resource = ${type.resource} AND r.record_id = ${key} AND r.locale = t.locale)
      ORDER BY ${key}, t.locale`.execute(db);
  }
}

export async function currentRowJson(
  db: DbOrTx,
  { table, recordId }: { table: RevisionedTable; recordId: string },
): Promise<{ data: Record<string, unknown>; version: number } | undefined> {
  const query =
    table === "setting"
      ? sql<{ data: Record<string, unknown>; version: number }>`SELECT value AS data, version FROM setting WHERE name = ${recordId}`
      : sql<{ data: Record<string, unknown>; version: number }>`
          SELECT to_jsonb(t) - 'search' AS data, t.version FROM ${sql.table(table)} t WHERE t.id = ${Number(recordId)}`;
  return (await query.execute(db)).rows[0];
}

/** A record's history: the item's own (no locale) or one translation's. */
export type RevisionKey = { resource: string; recordId: string; locale?: string };

function ofRecord<Query extends SelectQueryBuilder<Database, "revision", object>>(query: Query, { resource, recordId, locale }: RevisionKey): Query {
  return query
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .where("locale", locale === undefined ? "is" : "=", locale ?? null) as Query;
}

export async function listRevisions(db: DbOrTx, key: RevisionKey): Promise<Revision[]> {
  return ofRecord(db.selectFrom("revision").selectAll(), key).orderBy("id", "desc").execute();
}

export async function countRevisions(db: DbOrTx, key: RevisionKey): Promise<number> {
  const row = await ofRecord(db.selectFrom("revision").select(sql<number>`count(*)::int`.as("count")), key).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getRevision(db: DbOrTx, { id, ...key }: RevisionKey & { id: number }): Promise<Revision | undefined> {
  return ofRecord(db.selectFrom("revision").selectAll().where("id", "=", id), key).executeTakeFirst();
}

/** The newest kept version whole: what a save is compared with before it keeps one of its own. */
export async function newestRevision(db: DbOrTx, key: RevisionKey): Promise<Pick<Revision, "id" | "data"> | undefined> {
  return ofRecord(db.selectFrom("revision").select(["id", "data"]), key).orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** The newest kept version takes the record's new version number and row; who saved it, and when, stay. */
export async function carryRevisionForward(
  db: DbOrTx,
  { id, version, data }: { id: number; version: number; data: Record<string, unknown> },
): Promise<void> {
  await db.updateTable("revision").set({ version, data: JSON.stringify(data) }).where("id", "=", id).execute();
}

/** The newest kept version: who saved what the record is now. */
export async function latestRevision(db: DbOrTx, key: RevisionKey): Promise<Pick<Revision, "id" | "version" | "actor_name" | "at"> | undefined> {
  return ofRecord(db.selectFrom("revision").select(["id", "version", "actor_name", "at"]), key).orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** For the comparison: a version's media by id, to show them as thumbnails with their names. */
export async function mediaByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Array<{ id: number; kind: string; original_name: string; variants: number[] }>> {
  if (ids.length === 0) return [];
  return db.selectFrom("media").select(["id", "kind", "original_name", "variants"]).where("id", "in", [...ids]).execute();
}

/** For the comparison: the titles of the records a version refers to (its category, related items). */
export async function titlesByIds(
  db: DbOrTx,
  { table, column, ids }: { table: string; column: string; ids: readonly number[] },
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sql<{ id: number; title: string }>`
    SELECT id, ${sql.ref(column)}::text AS title FROM ${sql.table(table)} WHERE id IN (${sql.join([...ids])})`.execute(db);
  return new Map(rows.rows.map((row) => [row.id, row.title]));
}
