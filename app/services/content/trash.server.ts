import { availableSlug, isSlugTaken, type SluggedTable } from "~/models/crud.server";
import { clearRedirectFrom, publicPathOf } from "~/models/redirect.server";
import { tableOfResource } from "~/models/revision.server";
import {
  copyToTrash, deleteTrashItem, getTrashItem, insertRowFromJson, listTrash, mediaExisting, purgeTrash, rowExists, trashCutoff,
  type TrashableTable, type TrashSummary,
} from "~/models/trash.server";
import type { ListSort } from "~/utils/list-sort";
import { isRecordId } from "~/utils/record-id";
import {
  auditWrite, conflict, inCommandTransaction, notFound, refused, type CommandContext, type DB, type NotFound, type Conflict,
  type Refused, type Trx,
} from "./command.server";
import { auditSummary } from "./messages";

/**
 * The trash (docs/decisions/011-revisions-and-trash.md). A content command's delete copies
 * the row here and deletes it in its transaction; restoring puts the same row
 * back with its id, freeing what no longer fits (a taken slug, a missing picture).
 */

export { TRASH_DAYS, type TrashSummary } from "~/models/trash.server";

const LABELS: Record<TrashableTable, string> = {
  solution_category: "solution category",
  solution: "solution",
  certificate: "certificate",
  product_category: "product category",
  product: "product",
  page: "page",
  home_slide: "home slide",
  hero_content: "hero content",
  news: "news article",
};

const SLUGGED = new Set<string>(["solution_category", "product_category", "solution", "product", "news", "page"]);

/** Media columns; the ones a row cannot do without are refused rather than emptied. */
const MEDIA_COLUMNS: Record<TrashableTable, Array<{ column: string; label: string; required: boolean }>> = {
  solution_category: [{ column: "image_id", label: "image", required: false }],
  product_category: [{ column: "image_id", label: "image", required: false }],
  solution: [{ column: "image_id", label: "image", required: false }],
  product: [{ column: "image_id", label: "image", required: false }],
  certificate: [{ column: "image_id", label: "logo", required: true }],
  home_slide: [{ column: "image_id", label: "image", required: true }],
  hero_content: [{ column: "image_id", label: "image", required: false }],
  news: [{ column: "cover_image_id", label: "cover image", required: false }],
  page: [],
};

const CATEGORY_OF: Partial<Record<TrashableTable, "solution_category" | "product_category">> = {
  solution: "solution_category",
  product: "product_category",
};

function isTrashableTable(table: string): table is TrashableTable {
  return table !== "setting" && Object.hasOwn(LABELS, table);
}

export function trashableTableOf(resource: string): TrashableTable | undefined {
  const table = tableOfResource(resource);
  return table && isTrashableTable(table) ? table : undefined;
}

/** Called by a content command's remove, in its transaction, just before it deletes the row. */
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
  if ("is_published" in row) return row.is_published === true;
  const publishedAt = typeof row.published_at === "string" ? new Date(row.published_at) : null;
  return row.status === "published" && (publishedAt === null || publishedAt <= now);
}

/**
 * Puts a trashed record back, in the caller's transaction. `expectedVersion`
 * (a revision restore of a trashed record) refuses a stale screen with 409.
 */
export async function restoreTrashedIn(
  trx: Trx,
  context: CommandContext,
  { resource, id, expectedVersion }: { resource: string; id: number; expectedVersion?: number },
): Promise<TrashRestoreResult> {
  const table = trashableTableOf(resource);
  if (!table || !isRecordId(id)) return notFound();
  const item = await getTrashItem(trx, { resource, recordId: id, lock: true });
  if (!item) return notFound();
  const row: Record<string, unknown> = { ...item.data };
  if (expectedVersion !== undefined && row.version !== expectedVersion) return conflict();
  const notes: string[] = [];

  const categoryTable = CATEGORY_OF[table];
  if (categoryTable && !(await rowExists(trx, categoryTable, Number(row.category_id)))) {
    return refused(`Its category is no longer there: restore the category from the trash first.`);
  }
  const media = MEDIA_COLUMNS[table].filter(({ column }) => typeof row[column] === "number");
  const existing = await mediaExisting(trx, media.map(({ column }) => row[column] as number));
  for (const { column, label, required } of media) {
    if (existing.has(row[column] as number)) continue;
    if (required) return refused(`Its ${label} is no longer in the media library, so it cannot come back.`);
    row[column] = null;
    notes.push(`Its ${label} is no longer in the media library and was left out.`);
  }
  if (SLUGGED.has(table) && (await isSlugTaken(trx, table as SluggedTable, { slug: String(row.slug) }))) {
    const slug = await availableSlug(trx, table as SluggedTable, { base: String(row.slug) });
    notes.push(`Its address “${String(row.slug)}” was taken meanwhile: it came back as a draft at “${slug}”.`);
    row.slug = slug;
    if ("is_published" in row) row.is_published = false;
    else row.status = "draft";
  }
  // A screen opened before the delete must not save over the record that came back.
  row.version = Number(row.version) + 1;
  await insertRowFromJson(trx, table, row);
  await deleteTrashItem(trx, item, { forever: false });
  if (SLUGGED.has(table) && isLive(row, new Date())) {
    await clearRedirectFrom(trx, publicPathOf(table as SluggedTable, String(row.slug)));
  }
  const summary = `${auditSummary("restore", LABELS[table], item.title)} from the trash`;
  await auditWrite(trx, context, { action: "restore", entity: table, entityId: id, summary });
  return { ok: true, resource, id, version: Number(row.version), notes };
}

export async function restoreTrashed(db: DB, context: CommandContext, target: { resource: string; id: number }): Promise<TrashRestoreResult> {
  return inCommandTransaction(db, (trx) => restoreTrashedIn(trx, context, target));
}

/** Delete forever: only what is in the trash. Admins only (the route guards it). */
export async function deleteForever(
  db: DB,
  context: CommandContext,
  { resource, id }: { resource: string; id: number },
): Promise<{ ok: true } | NotFound> {
  const table = trashableTableOf(resource);
  if (!table || !isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const item = await getTrashItem(trx, { resource, recordId: id, lock: true });
    if (!item) return notFound();
    await deleteTrashItem(trx, item, { forever: true });
    const summary = `${auditSummary("delete", LABELS[table], item.title)} forever`;
    await auditWrite(trx, context, { action: "delete", entity: table, entityId: id, summary });
    return { ok: true as const };
  });
}

/** The daily purge: everything trashed more than TRASH_DAYS ago. */
export async function purgeExpiredTrash(db: DB, now = new Date()): Promise<number> {
  return db.transaction().execute((trx) => purgeTrash(trx, { before: trashCutoff(now) }));
}
