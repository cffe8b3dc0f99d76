import { sql, type Selectable } from "kysely";
import { revisionedTypes, type RevisionedType } from "~/content-types";
import type { RevisionTable } from "~/db/schema";
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
  await sql`
    DELETE FROM revision
    WHERE resource = ${resource} AND record_id = ${key} AND id < (
      SELECT id FROM revision WHERE resource = ${resource} AND record_id = ${key}
      ORDER BY id DESC OFFSET ${REVISIONS_KEPT - 1} LIMIT 1
    )`.execute(db);
}

/** For rows written outside a command (the demo seed): each kept record without a revision gets its row as its first. */
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
      WHERE NOT EXISTS (SELECT 1 FROM revision r WHERE r.resource = ${resource} AND r.record_id = s.key)
      ORDER BY s.key`.execute(db);
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

export async function listRevisions(db: DbOrTx, { resource, recordId }: { resource: string; recordId: string }): Promise<Revision[]> {
  return db
    .selectFrom("revision")
    .selectAll()
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .orderBy("id", "desc")
    .execute();
}

export async function countRevisions(db: DbOrTx, { resource, recordId }: { resource: string; recordId: string }): Promise<number> {
  const row = await db
    .selectFrom("revision")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getRevision(
  db: DbOrTx,
  { resource, recordId, id }: { resource: string; recordId: string; id: number },
): Promise<Revision | undefined> {
  return db
    .selectFrom("revision")
    .selectAll()
    .where("id", "=", id)
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .executeTakeFirst();
}

/** The newest kept version: who saved what the record is now. */
export async function latestRevision(
  db: DbOrTx,
  { resource, recordId }: { resource: string; recordId: string },
): Promise<Pick<Revision, "id" | "version" | "actor_name" | "at"> | undefined> {
  return db
    .selectFrom("revision")
    .select(["id", "version", "actor_name", "at"])
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
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
