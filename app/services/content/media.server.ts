import { z } from "zod";
import type { Media, MediaKind } from "~/db/schema";
import {
  findMediaUsage, getMedia, listMedia, mediaInUseMessage, updateImageDetails, updateMediaAlt, type MediaListOptions, type MediaUser,
} from "~/models/media.server";
import { deleteMediaFiles, saveUpload, UploadError, type UploadInput } from "~/services/media/media-upload.server";
import type { Storage } from "~/services/media/storage.server";
import { mediaUrl, variantWidths } from "~/utils/media-url";
import type { FocalPoint } from "~/utils/focal-point";
import type { Paginated } from "~/utils/pagination";
import { UPLOAD_MESSAGES } from "~/utils/upload-rules";
import {
  auditWrite, conflict, inCommandTransaction, invalid, notFound,
  type CommandContext, type Conflict, type DB, type Invalid, type NotFound, type Refused, type RemoveArgs, type Saved,
  type TooLarge, type UpdateArgs,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { dateTimeJson, idJson, isoDate } from "./json";
import { baseListParams, listQueryFields, readListQuery } from "./list-query";
import { mediaSchemas, type MediaAltInput } from "./media-schema";
import { auditSummary } from "./messages";
import type { ContentResource } from "./resource";

/** Deletes are refused while anything uses the item. */

const LABEL = { one: "media item", many: "media items" };

const mediaItemSchema = z.strictObject({
  id: idJson(),
  kind: z.enum(["image", "pdf", "video"]),
  original_name: z.string(),
  mime: z.string(),
  size_bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  sha256: z.string(),
  url: z.string().meta({ description: "Public URL, /media/{id}/{name}" }),
  variants: z
    .array(z.strictObject({ width: z.number().int(), url: z.string() }))
    .meta({ description: "Resized WebP variants of an image, narrowest first" }),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
type MediaJson = z.output<typeof mediaItemSchema>;

const mediaListQuerySchema = z.object({
  ...listQueryFields,
  kind: z.enum(["image", "pdf", "video"]).optional().catch(undefined).meta({ description: "Only items of this kind" }),
});

function toJson(row: Media): MediaJson {
  return {
    id: row.id,
    kind: row.kind,
    original_name: row.original_name,
    mime: row.mime,
    size_bytes: row.size_bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    sha256: row.sha256,
    url: mediaUrl(row),
    variants: variantWidths(row).map((width) => ({ width, url: mediaUrl(row, width) })),
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function list(db: DB, params: MediaListOptions = {}): Promise<Paginated<Media>> {
  return listMedia(db, params);
}

async function get(db: DB, id: number): Promise<Media | undefined> {
  return getMedia(db, id);
}

/** No transaction: resizing can take seconds, and on PGlite a transaction holds the only connection. */
async function create(
  db: DB,
  { actor, ip, input, store }: CommandContext & { input: UploadInput; store?: Storage },
): Promise<Saved<Media> | Invalid | TooLarge> {
  let media: Media;
  try {
    media = await saveUpload(db, input, store);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const field = error.message === UPLOAD_MESSAGES.altTooLong ? "alt" : "file";
    if (error.status === 413) {
      return { ok: false, status: 413, reason: "too-large", message: error.message, fieldErrors: { [field]: [error.message] } };
    }
    return invalid({ [field]: [error.message] });
  }
  try {
    await auditWrite(db, { actor, ip }, {
      action: "create",
      entity: "media",
      entityId: media.id,
      summary: auditSummary("create", LABEL.one, media.original_name),
    });
  } catch (error) {
    await db.deleteFrom("media").where("id", "=", media.id).execute();
    await deleteMediaFiles(media, store);
    throw error;
  }
  return { ok: true, row: media };
}

async function update(
  db: DB,
  { actor, ip, id, version, input }: UpdateArgs<Pick<MediaAltInput, "alt">>,
): Promise<Saved<Media> | NotFound | Conflict> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const result = await updateMediaAlt(trx, { id, alt: input.alt, version });
    if (result.status === "not-found") return notFound();
    if (result.status === "conflict") return conflict();
    await auditWrite(trx, { actor, ip }, { action: "update", entity: "media", entityId: id, summary: auditSummary("update", LABEL.one, result.row.original_name) });
    return { ok: true as const, row: result.row };
  });
}

/** From an image field of an edit form: only what changed is written, and audited. */
export async function setImageDetails(
  db: DB,
  { actor, ip, id, alt, focal }: CommandContext & { id: number; alt: string; focal: FocalPoint },
): Promise<Media | undefined> {
  const current = await getMedia(db, id);
  if (!current || current.kind !== "image") return undefined;
  if (current.alt === alt.trim() && current.focal_x === focal.x && current.focal_y === focal.y) return current;
  const result = await inCommandTransaction(db, async (trx) => {
    const row = await updateImageDetails(trx, { id, alt, focal });
    if (row) await auditWrite(trx, { actor, ip }, { action: "update", entity: "media", entityId: id, summary: auditSummary("update", LABEL.one, row.original_name) });
    return { ok: row !== undefined, row };
  });
  return result.row;
}

type MediaInUse = Refused & { users: MediaUser[] };

const FOREIGN_KEY_VIOLATION = "23503";

/** Files go after commit: a file without a row is harmless, a row without its file a broken image. */
async function remove(
  db: DB,
  { actor, ip, id, store }: RemoveArgs & { store?: Storage },
): Promise<{ ok: true } | NotFound | MediaInUse> {
  if (!isRecordId(id)) return notFound();
  const inUse = (users: MediaUser[]): MediaInUse => ({ ok: false, status: 409, reason: "refused", message: mediaInUseMessage(users), users });
  let result: { ok: true; media: Media } | NotFound | MediaInUse;
  try {
    result = await inCommandTransaction(db, async (trx) => {
      // The row lock makes a concurrent reference by foreign key wait for us.
      const media = await trx.selectFrom("media").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
      if (!media) return notFound();
      const users = await findMediaUsage(trx, id);
      if (users.length > 0) return inUse(users);
      await trx.deleteFrom("media").where("id", "=", id).execute();
      await auditWrite(trx, { actor, ip }, { action: "delete", entity: "media", entityId: id, summary: auditSummary("delete", LABEL.one, media.original_name) });
      return { ok: true as const, media };
    });
  } catch (error) {
    // Something referenced it between the usage check and the delete.
    if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    return inUse(await findMediaUsage(db, id));
  }
  if (!result.ok) return result;
  await deleteMediaFiles(result.media, store);
  return { ok: true };
}

export const media = {
  name: "media",
  entity: "media",
  label: LABEL,
  schemas: mediaSchemas,
  itemSchema: mediaItemSchema,
  listItemSchema: mediaItemSchema,
  listQuerySchema: mediaListQuerySchema,
  sortKeys: [],
  listParams(searchParams: URLSearchParams): MediaListOptions {
    const query = readListQuery(mediaListQuerySchema, searchParams);
    return { ...baseListParams(query), kind: query.kind as MediaKind | undefined };
  },
  list,
  get,
  create,
  update,
  remove,
  toJson,
  toListJson: toJson,
} satisfies ContentResource<Media, Media>;
