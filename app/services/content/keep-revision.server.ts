import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import {
  carryRevisionForward, currentRowJson, currentTranslationJson, newestRevision, recordRevision, recordTranslationRevision, REVISIONED_TABLES,
  type RevisionedTable, type RevisionKey,
} from "~/models/revision.server";
import { changedFields } from "~/utils/revision-diff.server";

/*
 * A save keeps a new version only when it changed a field, as the history names changes. Save pressed
 * on an untouched form, a bulk Publish of what is already published, or a translation saved as it was
 * once its item changed (only the item's version it was checked against moves) would otherwise fill
 * the history with versions that changed nothing. Such a save moves the newest kept version on to the
 * record's new version number instead, so that version still is the current record (the history's
 * "current", the comparison's "who saved it").
 */

type Row = { data: Record<string, unknown>; version: number };

async function carriedForward(db: Kysely<Database>, key: RevisionKey, row: Row | undefined): Promise<boolean> {
  const newest = row && (await newestRevision(db, key));
  if (!row || !newest || changedFields([], newest.data, row.data).length > 0) return false;
  await carryRevisionForward(db, { id: newest.id, ...row });
  return true;
}

/** Runs in the save's transaction, after the row is written. */
export async function keepRevision(
  db: Kysely<Database>,
  { table, recordId, actorId }: { table: RevisionedTable; recordId: number | string; actorId: number | null },
): Promise<void> {
  const key = { resource: REVISIONED_TABLES[table], recordId: String(recordId) };
  if (await carriedForward(db, key, await currentRowJson(db, { table, recordId: key.recordId }))) return;
  await recordRevision(db, { table, recordId, actorId });
}

/** The same for one translation's own history. */
export async function keepTranslationRevision(
  db: Kysely<Database>,
  { resource, recordId, locale, actorId }: { resource: string; recordId: number; locale: string; actorId: number | null },
): Promise<void> {
  const key = { resource, recordId: String(recordId), locale };
  if (await carriedForward(db, key, await currentTranslationJson(db, key))) return;
  await recordTranslationRevision(db, { resource, recordId, locale, actorId });
}
