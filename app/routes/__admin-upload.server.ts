import fsp from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Database, Media, MediaKind } from "~/db/schema";
import { detectFileSignature, SIGNATURE_BYTES } from "~/utils/file-signature";
import { UploadError } from "~/utils/upload-rules";
import { media as mediaCommands, setImageDetails } from "~/services/content/media.server";
import type { FocalPoint } from "~/utils/focal-point";
import { imageFieldNames, readImageDetails } from "~/utils/image-field";
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError } from "~/services/media/storage.server";
import { parseUploadRequest, uploadedFiles, type ParseUploadOptions, type UploadedFile } from "~/services/media/upload-request.server";
import { MEDIA_KIND_WORDS } from "~/utils/kinds";
import { UPLOAD_LIMITS } from "~/utils/upload-rules";
import { readAdminForm, withZonedDates } from "./__admin-screen.server";

type Context = { actor: { id: number; email: string }; ip: string };

export type AdminUploadResult = { ok: true; media: Media } | { ok: false; status: 400 | 413 | 422 | 503; message: string };

async function detectedKind(file: UploadedFile): Promise<MediaKind | undefined> {
  const handle = await fsp.open(file.filepath, "r");
  try {
    const buffer = Buffer.alloc(SIGNATURE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SIGNATURE_BYTES, 0);
    const signature = detectFileSignature(new Uint8Array(buffer.subarray(0, bytesRead)));
    return signature.kind === "image" || signature.kind === "pdf" || signature.kind === "video" ? signature.kind : undefined;
  } finally {
    await handle.close();
  }
}

/** With `kind`, a file of another accepted kind is refused ("<label> must be a video") before anything is stored. */
export async function saveAdminUpload(
  db: Kysely<Database>,
  file: UploadedFile,
  options: Context & { alt?: string; focal?: FocalPoint; kind?: MediaKind; label?: string },
): Promise<AdminUploadResult> {
  if (options.kind) {
    const found = await detectedKind(file);
    if (found && found !== options.kind) {
      return { ok: false, status: 422, message: `${options.label ?? "File"} must be ${MEDIA_KIND_WORDS[options.kind]}` };
    }
  }
  let result: Awaited<ReturnType<typeof mediaCommands.create>>;
  try {
    result = await mediaCommands.create(db, {
      actor: options.actor,
      ip: options.ip,
      input: { file: file.filepath, originalName: file.name, alt: options.alt, focal: options.focal },
    });
  } catch (error) {
    if (error instanceof StorageUnavailableError) return { ok: false, status: 503, message: STORAGE_UNAVAILABLE_MESSAGE };
    throw error;
  }
  if (result.ok) return { ok: true, media: result.row };
  return { ok: false, status: result.status, message: result.message };
}

/** Takes back the uploads of a form whose save then failed, so a refused form leaves nothing in the library. */
export async function discardUploads(db: Kysely<Database>, uploads: readonly Media[], context: Context): Promise<void> {
  for (const item of uploads) await mediaCommands.remove(db, { ...context, id: item.id });
}

/** A throw is passed on as it came, even if taking the uploads back fails too (the database being down fails both). */
export async function saveWithUpload<Result extends { ok: boolean }>(
  db: Kysely<Database>,
  stored: Media | readonly Media[] | null,
  context: Context,
  save: () => Promise<Result>,
): Promise<Result> {
  const uploads = stored === null ? [] : "id" in stored ? [stored] : stored;
  let result: Result;
  try {
    result = await save();
  } catch (error) {
    await discardUploads(db, uploads, context).catch(() => undefined);
    throw error;
  }
  if (!result.ok) await discardUploads(db, uploads, context);
  return result;
}

export type ParsedUpload = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 422; message: string };

export async function readUploadForm(request: Request, options: ParseUploadOptions = {}): Promise<ParsedUpload> {
  try {
    return { ok: true, form: await parseUploadRequest(request, options) };
  } catch (error) {
    if (error instanceof UploadError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/**
 * The reader lets a file run to the largest upload, not the image limit, so an oversized image is
 * refused as the field's error with the rest of the form kept, not cut off mid-form.
 */
export async function readEditorialForm(request: Request, { maxFiles = 1 } = {}): Promise<ParsedUpload> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return { ok: true, form: await readAdminForm(request) };
  }
  const upload = await readUploadForm(request, { maxFileBytes: UPLOAD_LIMITS.fileBytes, maxFiles });
  return upload.ok ? { ok: true, form: withZonedDates(upload.form) } : upload;
}

export const IMAGE_REQUIRED = "Image is required";

export type StoredImage = { ok: true; media: Media | null } | { ok: false; status: 400 | 413 | 422 | 503; message: string };

/**
 * A new file is stored with the alt text and focal point typed beside it; without one, they are
 * written onto the library item chosen, if they were shown for that item.
 */
export async function storeImageField(
  db: Kysely<Database>,
  form: FormData,
  fileField: string,
  label: string,
  context: Context,
): Promise<StoredImage> {
  const base = fileField.replace(/_file$/, "");
  const read = readImageDetails(form, base);
  if (!read.ok) return { ok: false, status: 422, message: read.message };
  const details = read.details;
  const [file] = uploadedFiles(form, fileField);
  if (!file) {
    const chosen = form.get(imageFieldNames(base).id);
    if (details && typeof chosen === "string" && chosen !== "" && chosen === details.detailsFor) {
      await setImageDetails(db, { ...context, id: Number(chosen), alt: details.alt, focal: details.focal });
    }
    return { ok: true, media: null };
  }
  const result = await saveAdminUpload(db, file, { ...context, kind: "image", label, alt: details?.alt, focal: details?.focal });
  return result.ok ? { ok: true, media: result.media } : result;
}
