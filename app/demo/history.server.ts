import { sql } from "kysely";
import type { DbOrTx } from "~/models/crud.server";
import { recordRevision, REVISIONED_TABLES, type RevisionedTable } from "~/models/revision.server";

const DAY = 24 * 60 * 60 * 1000;

/** One earlier save of a demo item: who made it, when, and the fields that then differed from today's. */
export interface EarlierVersion {
  daysAgo: number;
  actorId: number;
  fields: Record<string, string | Date | null>;
}

/**
 * Gives a seeded item the past an edited one has: each earlier version is written to the row and
 * kept as a revision, as a save would keep it, dated back to when it was "made"; then the row gets
 * its seeded fields back and that is kept as the newest version. Run before the item's translations
 * are written, so they are written against the item's newest version and are not outdated.
 */
export async function writeHistory(
  db: DbOrTx,
  now: number,
  { table, id, earlier, current }: { table: RevisionedTable; id: number; earlier: readonly EarlierVersion[]; current: { daysAgo: number; actorId: number } },
): Promise<void> {
  const changed = [...new Set(earlier.flatMap((version) => Object.keys(version.fields))), "updated_at"];
  // The column names come from the seed's own lists, never from a request.
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${sql.join(changed.map((column) => sql.ref(column)))} FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  const seeded = rows[0];
  if (!seeded) throw new Error(`${table} ${id} is not there to give a history`);

  const write = async (fields: Record<string, unknown>, version: number) => {
    const assignments = Object.entries({ ...fields, version }).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    await sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)} WHERE id = ${id}`.execute(db);
  };
  const keep = async (actorId: number, daysAgo: number) => {
    await recordRevision(db, { table, recordId: id, actorId });
    // recordRevision stamps the save's own time; these saves were made earlier.
    await sql`
      UPDATE revision SET at = ${new Date(now - daysAgo * DAY)}
      WHERE id = (SELECT max(id) FROM revision WHERE resource = ${REVISIONED_TABLES[table]} AND record_id = ${String(id)} AND locale IS NULL)`.execute(db);
  };

  for (const [index, version] of earlier.entries()) {
    await write({ ...version.fields, updated_at: new Date(now - version.daysAgo * DAY) }, index + 1);
    await keep(version.actorId, version.daysAgo);
  }
  await write(seeded, earlier.length + 1);
  await keep(current.actorId, current.daysAgo);
}
