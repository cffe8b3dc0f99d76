import type { SelectOption } from "~/components/admin/select-option";
import type { DbOrTx } from "~/models/crud.server";
import type { MediaKind } from "~/db/schema";
import { mediaUrl } from "~/utils/media-url";
import { isRecordId } from "~/utils/record-id";

/** Without JavaScript the native list must stay usable, so it is capped, and the current choices are always included. */

const MAX_OPTIONS = 500;

export async function mediaOptions(
  db: DbOrTx,
  kind: MediaKind,
  { include = [] }: { include?: Array<number | null | undefined> } = {},
): Promise<SelectOption[]> {
  const wanted = include.filter(isRecordId);
  const rows = await db
    .selectFrom("media")
    .select(["id", "original_name", "alt", "kind", "focal_x", "focal_y"])
    .where("kind", "=", kind)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_OPTIONS)
    .execute();
  const missing = wanted.filter((id) => !rows.some((row) => row.id === id));
  const extra =
    missing.length > 0
      ? await db.selectFrom("media").select(["id", "original_name", "alt", "kind", "focal_x", "focal_y"]).where("id", "in", missing).where("kind", "=", kind).execute()
      : [];
  return [...rows, ...extra].map((row) => ({
    value: String(row.id),
    label: row.alt ? `${row.alt} (${row.original_name})` : row.original_name,
    ...(row.kind === "image" ? { image: mediaUrl(row, 480), alt: row.alt, focal: { x: row.focal_x, y: row.focal_y } } : {}),
  }));
}
