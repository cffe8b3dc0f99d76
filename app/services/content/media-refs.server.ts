import type { DbOrTx } from "~/models/crud.server";
import { MEDIA_REF_COLUMNS, type MediaRef } from "~/models/public-image.server";
import { mediaUrl } from "~/utils/media-url";
import { isRecordId } from "~/utils/record-id";

/** Attached with one query per list, not one per row. */

export type { MediaRef };

type MaybeId = number | null | undefined;

export async function loadMediaRefs(db: DbOrTx, ids: Iterable<MaybeId>): Promise<Map<number, MediaRef>> {
  const wanted = [...new Set([...ids].filter(isRecordId))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(MEDIA_REF_COLUMNS)
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function refOf(refs: Map<number, MediaRef>, id: MaybeId): MediaRef | null {
  return id === null || id === undefined ? null : (refs.get(id) ?? null);
}

export function urlOf(ref: MediaRef | null): string | null {
  return ref ? mediaUrl(ref) : null;
}

/** E.g. `withMediaRefs(db, rows, { image: "image_id" })` adds `image` to each row. */
export async function withMediaRefs<Row extends object, const Fields extends Record<string, keyof Row & string>>(
  db: DbOrTx,
  rows: Row[],
  fields: Fields,
): Promise<Array<Row & { [Name in keyof Fields]: MediaRef | null }>> {
  const idOf = (row: Row, column: keyof Row & string) => row[column] as MaybeId;
  const refs = await loadMediaRefs(
    db,
    rows.flatMap((row) => Object.values(fields).map((column) => idOf(row, column))),
  );
  return rows.map((row) => {
    const attached: Record<string, MediaRef | null> = {};
    for (const [name, column] of Object.entries(fields)) attached[name] = refOf(refs, idOf(row, column));
    return { ...row, ...attached } as Row & { [Name in keyof Fields]: MediaRef | null };
  });
}
