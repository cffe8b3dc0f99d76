import type { DB } from "~/db/db.server";
import type { Media } from "~/db/schema";
import { getMedia, listMedia } from "~/models/media.server";
import { mediaUrl, variantWidths } from "~/utils/media-url";
import type { ImageOption } from "./media-select";

/** A small picture for lists and pickers: the narrowest variant, or the original. */
export function thumbnailUrl(media: { id: number; original_name: string; variants: unknown }): string {
  const narrowest = variantWidths(media)[0];
  return mediaUrl(media, narrowest);
}

/**
 * The images an image field offers: the newest 100 of the library, plus the
 * one the record already uses if it is older.
 */
export async function imageOptions(database: DB, selectedIds: ReadonlyArray<number | null | undefined> = []): Promise<ImageOption[]> {
  const { items } = await listMedia(database, { kind: "image", perPage: 100 });
  const missing = selectedIds.filter((id): id is number => typeof id === "number" && !items.some((item) => item.id === id));
  const extra = (await Promise.all(missing.map((id) => getMedia(database, id)))).filter(
    (media): media is Media => media?.kind === "image",
  );
  return [...items, ...extra].map((media) => ({
    id: media.id,
    label: media.alt ? `${media.alt} (${media.original_name})` : media.original_name,
    thumbnailUrl: thumbnailUrl(media),
  }));
}
