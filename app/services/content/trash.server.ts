import { contentTypeOf, type TrashableType } from "~/content-types";
import { availableSlug, isSlugTaken } from "~/models/crud.server";
import { clearRedirectFrom } from "~/models/redirect.server";
import {
  copyToTrash, deleteTrashItem, getTrashItem, insertRowFromJson, isTranslationSlugTaken, listTrash, mediaExisting, purgeTrash, rowExists,
  translatableOf, trashCutoff, type TrashableTable, type Translatable, type TrashSummary,
} from "~/models/trash.server";
import type { ListSort } from "~/utils/list-sort";
import { isRecordId } from "~/utils/record-id";
import {
  auditWrite, conflict, inCommandTransaction, notFound, refused, type CommandContext, type DB, type NotFound, type Conflict,
  type Refused, type Trx,
} from "./command.server";
import { auditSummary } from "./messages";

// Restoring frees what no longer fits, such as a taken slug (docs/decisions/011-revisions-and-trash.md).

export { TRASH_DAYS, type TrashSummary } from "~/models/trash.server";

function trashableTypeOf(resource: string): TrashableType | undefined {
  const type = contentTypeOf(resource);
  return type?.trashable ? type : undefined;
}

export function trashableTableOf(resource: string): TrashableTable | undefined {
  return trashableTypeOf(resource)?.table;
}

export async function moveToTrash(
  trx: Trx,
  context: CommandContext,
  { entity, id, title }: { entity: TrashableTable; id: number; title: string },
): Promise<void> {
  await copyToTrash(trx, { table: entity, id, title, actorId: context.actor.id });
}

export async function listTrashed(db: DB, { now = new Date(), sort }: { now?: Date; sort?: ListSort | null } = {}): Promise<TrashSummary[]> {
  return listTrash(db, { since: trashCutoff(now), sort });
}

type TrashRestored = { ok: true; resource: string; id: number; version: number; notes: string[] };
export type TrashRestoreResult = TrashRestored | NotFound | Refused | Conflict;

function isLive(row: Record<string, unknown>, now: Date): boolean {
  const unpublishAt = typeof row.unpublish_at === "string" ? new Date(row.unpublish_at) : null;
  if (unpublishAt !== null && unpublishAt <= now) return false;
  if ("is_published" in row) return row.is_published === true;
  const publishedAt = typeof row.published_at === "string" ? new Date(row.published_at) : null;
  return row.status === "published" && (publishedAt === null || publishedAt <= now);
}

/** `expectedVersion` refuses a stale screen with 409. */
export async function restoreTrashedIn(
  trx: Trx,
  context: CommandContext,
  { resource, id, expectedVersion }: { resource: string; id: number; expectedVersion?: number },
): Promise<TrashRestoreResult> {
  const type = trashableTypeOf(resource);
  if (!type || !isRecordId(id)) return notFound();
  const item = await getTrashItem(trx, { resource, recordId: id, lock: true });
  if (!item) return notFound();
  const row: Record<string, unknown> = { ...item.data };
  if (expectedVersion !== undefined && row.version !== expectedVersion) return conflict();
  const notes: string[] = [];

  if ("category" in type && !(await rowExists(trx, type.category, Number(row.category_id)))) {
    return refused(`Its category is no longer there: restore the category from the trash first.`);
  }
  const media = type.media.filter(({ column }) => typeof row[column] === "number");
  const existing = await mediaExisting(trx, media.map(({ column }) => row[column] as number));
  for (const { column, label, required } of media) {
    if (existing.has(row[column] as number)) continue;
    if (required) return refused(`Its ${label} is no longer in the media library, so it cannot come back.`);
    row[column] = null;
    notes.push(`Its ${label} is no longer in the media library and was left out.`);
  }
  if ("public" in type && (await isSlugTaken(trx, type.table, { slug: String(row.slug) }))) {
    const slug = await availableSlug(trx, type.table, { base: String(row.slug) });
    notes.push(`Its address “${String(row.slug)}” was taken meanwhile: it came back as a draft at “${slug}”.`);
    row.slug = slug;
    if ("is_published" in row) row.is_published = false;
    else row.status = "draft";
  }
  // A screen opened before the delete must not save over the record that came back.
  row.version = Number(row.version) + 1;
  await insertRowFromJson(trx, type.table, row);
  const translatable = translatableOf(type);
  if (translatable) notes.push(...(await restoreTranslations(trx, translatable, item.translations)));
  await deleteTrashItem(trx, item, { forever: false });
  if ("public" in type && isLive(row, new Date())) {
    await clearRedirectFrom(trx, type.public.path(String(row.slug)));
  }
  const summary = `${auditSummary("restore", type.noun, item.title)} from the trash`;
  await auditWrite(trx, context, { action: "restore", entity: type.table, entityId: id, summary });
  return { ok: true, resource, id, version: Number(row.version), notes };
}

/** The translations' rows back in their table; one whose address was taken meanwhile comes back at a free one, as a draft where it has a status. */
async function restoreTranslations(trx: Trx, translatable: Translatable, rows: ReadonlyArray<Record<string, unknown>>): Promise<string[]> {
  const notes: string[] = [];
  for (const saved of rows) {
    const row = { ...saved };
    const locale = String(row.locale);
    const slug = String(row.slug);
    if (await isTranslationSlugTaken(trx, translatable.table, { locale, slug })) {
      let next = 2;
      while (await isTranslationSlugTaken(trx, translatable.table, { locale, slug: `${slug}-${next}` })) next += 1;
      row.slug = `${slug}-${next}`;
      // A category's name has no status: it is shown while its category is.
      const published = "status" in row;
      if (published) row.status = "draft";
      notes.push(`The ${locale.toUpperCase()} translation's address “${slug}” was taken meanwhile: it came back${published ? " as a draft" : ""} at “${String(row.slug)}”.`);
    }
    await insertRowFromJson(trx, translatable.table, row);
  }
  return notes;
}

export async function restoreTrashed(db: DB, context: CommandContext, target: { resource: string; id: number }): Promise<TrashRestoreResult> {
  return inCommandTransaction(db, (trx) => restoreTrashedIn(trx, context, target));
}

export async function deleteForever(
  db: DB,
  context: CommandContext,
  { resource, id }: { resource: string; id: number },
): Promise<{ ok: true } | NotFound> {
  const type = trashableTypeOf(resource);
  if (!type || !isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const item = await getTrashItem(trx, { resource, recordId: id, lock: true });
    if (!item) return notFound();
    await deleteTrashItem(trx, item, { forever: true });
    const summary = `${auditSummary("delete", type.noun, item.title)} forever`;
    await auditWrite(trx, context, { action: "delete", entity: type.table, entityId: id, summary });
    return { ok: true as const };
  });
}

export async function purgeExpiredTrash(db: DB, now = new Date()): Promise<number> {
  return db.transaction().execute((trx) => purgeTrash(trx, { before: trashCutoff(now) }));
}
