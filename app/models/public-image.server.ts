import type { DbOrTx } from "./crud.server";
import type { Media } from "~/db/schema";
import { variantWidths } from "~/utils/media-url";
import { isRecordId } from "~/utils/record-id";

/** Fetched for a whole page in one query instead of one per card. */

export interface PublicImage {
  id: number;
  kind: string;
  original_name: string;
  width: number | null;
  height: number | null;
  variants: number[];
  alt: string;
  /** Where the browser crops (object-fit: cover), it keeps this point in view. */
  focal_x?: number;
  focal_y?: number;
}

type Id = number | null | undefined;

/** The media columns shown beside a row that points at a file: editors' records, API answers, the home page's statement. */
export const MEDIA_REF_COLUMNS = ["id", "kind", "original_name", "mime", "width", "height", "alt", "variants"] as const;
export type MediaRef = Pick<Media, (typeof MEDIA_REF_COLUMNS)[number]>;

export async function getPublicImages(db: DbOrTx, ids: Iterable<Id>): Promise<Map<number, PublicImage>> {
  const wanted = [...new Set([...ids].filter(isRecordId))];
  if (wanted.length === 0) return new Map();
  const rows = await publicImagesQuery(db).where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, publicImageOf(row)]));
}

export function publicImagesQuery(db: DbOrTx) {
  return db.selectFrom("media").select(["id", "kind", "original_name", "width", "height", "variants", "alt", "focal_x", "focal_y"]);
}

export function publicImageOf(row: Omit<PublicImage, "variants"> & { variants: unknown }): PublicImage {
  return { ...row, variants: variantWidths(row) };
}

export async function withImages<Row extends Record<string, unknown>, Field extends keyof Row & string>(
  db: DbOrTx,
  rows: Row[],
  field: Field,
): Promise<Array<Row & { image: PublicImage | null }>> {
  const images = await getPublicImages(
    db,
    rows.map((row) => row[field] as Id),
  );
  return rows.map((row) => ({ ...row, image: images.get(row[field] as number) ?? null }));
}
