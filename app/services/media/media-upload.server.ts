import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type Sharp from "sharp";
import type { Database, Media, MediaKind } from "~/db/schema";
import type { FocalPoint } from "~/utils/focal-point";
import { variantWidths } from "~/utils/media-url";
import { detectFileSignature, SIGNATURE_BYTES, type FileSignature } from "~/utils/file-signature";
import {
  IMAGE_VARIANT_WIDTHS,
  MEDIA_ALT_MAX,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UploadError,
} from "~/utils/upload-rules";
import { generateStorageKey, storage, type Storage } from "./storage.server";

export { UploadError };

export interface UploadInput {
  file: string | Buffer;
  /** Never used as a storage key. */
  originalName: string;
  alt?: string;
  focal?: FocalPoint;
}

type AcceptedSignature = Extract<FileSignature, { mime: string }>;

const SIZE_LIMITS: Record<MediaKind, { bytes: number; message: string }> = {
  image: { bytes: UPLOAD_LIMITS.imageBytes, message: UPLOAD_MESSAGES.imageTooLarge },
  pdf: { bytes: UPLOAD_LIMITS.pdfBytes, message: UPLOAD_MESSAGES.pdfTooLarge },
  video: { bytes: UPLOAD_LIMITS.videoBytes, message: UPLOAD_MESSAGES.videoTooLarge },
};

// Loaded on first use (docs/deploy.md#memory).
let sharpModule: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    // libvips' cache pays off for the same image worked on again; every upload is new.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

// Any other format sharp reports means the bytes lied.
const SHARP_FORMATS: Record<string, string[]> = {
  "image/jpeg": ["jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "image/gif": ["gif"],
  "image/avif": ["heif", "avif"],
};

const WEBP_QUALITY = 80;

export function variantStorageKey(storageKey: string, width: number): string {
  return `${storageKey.replace(/\.[a-z0-9]+$/i, "")}-w${width}.webp`;
}

export function mediaFileKeys(media: Pick<Media, "storage_key" | "variants">): string[] {
  return [media.storage_key, ...variantWidths(media).map((width) => variantStorageKey(media.storage_key, width))];
}

export async function deleteMediaFiles(
  media: Pick<Media, "storage_key" | "variants">,
  store: Storage = storage(),
): Promise<void> {
  await Promise.all(mediaFileKeys(media).map((key) => store.delete(key)));
}

export function cleanOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const printable = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  const limited = Array.from(printable).slice(0, 255).join("");
  return limited || "file";
}

async function readHead(file: string | Buffer): Promise<{ head: Uint8Array; size: number }> {
  if (Buffer.isBuffer(file)) {
    return { head: new Uint8Array(file.subarray(0, SIGNATURE_BYTES)), size: file.length };
  }
  const handle = await fsp.open(file, "r");
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(SIGNATURE_BYTES, size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { head: new Uint8Array(buffer.subarray(0, bytesRead)), size };
  } finally {
    await handle.close();
  }
}

async function sha256Of(file: string | Buffer): Promise<string> {
  const hash = crypto.createHash("sha256");
  if (Buffer.isBuffer(file)) return hash.update(file).digest("hex");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

function acceptedType(signature: FileSignature): AcceptedSignature {
  if (signature.kind === "svg") throw new UploadError(422, UPLOAD_MESSAGES.svgRefused);
  if (signature.kind === "markup" || signature.kind === "unknown") {
    throw new UploadError(422, UPLOAD_MESSAGES.typeRefused);
  }
  return signature;
}

interface ImageFacts {
  width: number;
  height: number;
  animated: boolean;
}

/** From the header only: over the pixel limit is refused before a decode could allocate memory for it. */
async function inspectImage(file: string | Buffer, mime: string): Promise<ImageFacts> {
  const sharp = await loadSharp();
  let metadata: Sharp.Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(422, UPLOAD_MESSAGES.imageUnreadable);
  }
  if (!SHARP_FORMATS[mime]?.includes(metadata.format) || !metadata.width || !metadata.height) {
    throw new UploadError(422, UPLOAD_MESSAGES.imageUnreadable);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > UPLOAD_LIMITS.imagePixels) {
    throw new UploadError(422, UPLOAD_MESSAGES.imageTooManyPixels);
  }
  const animated = (metadata.pages ?? 1) > 1;
  const { width, height } = metadata.autoOrient ?? { width: metadata.width, height: frameHeight };
  return { width, height: animated ? frameHeight : height, animated };
}

async function storeVariants(
  file: string | Buffer,
  storageKey: string,
  image: ImageFacts,
  store: Storage,
  written: string[],
): Promise<number[]> {
  if (image.animated) return [];
  const widths = IMAGE_VARIANT_WIDTHS.filter((width) => width < image.width);
  const sharp = await loadSharp();
  // One at a time: each decode can take up to 40 MP of memory.
  for (const width of widths) {
    let variant: Buffer;
    try {
      variant = await sharp(file, { limitInputPixels: UPLOAD_LIMITS.imagePixels, failOn: "error" })
        .autoOrient()
        .resize({ width })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch {
      throw new UploadError(422, UPLOAD_MESSAGES.imageUnreadable);
    }
    const key = variantStorageKey(storageKey, width);
    written.push(key);
    await store.put(key, variant);
  }
  return widths;
}

export async function saveUpload(
  db: Kysely<Database>,
  input: UploadInput,
  store: Storage = storage(),
): Promise<Media> {
  const alt = (input.alt ?? "").trim();
  if (alt.length > MEDIA_ALT_MAX) throw new UploadError(422, UPLOAD_MESSAGES.altTooLong);

  const { head, size } = await readHead(input.file);
  const type = acceptedType(detectFileSignature(head));
  const limit = SIZE_LIMITS[type.kind];
  if (size > limit.bytes) throw new UploadError(413, limit.message);
  const image = type.kind === "image" ? await inspectImage(input.file, type.mime) : undefined;

  const storageKey = generateStorageKey(type.extension);
  const written: string[] = [];
  try {
    const sha256 = await sha256Of(input.file);
    written.push(storageKey);
    await store.put(storageKey, input.file);
    const variants = image ? await storeVariants(input.file, storageKey, image, store, written) : [];

    return await db
      .insertInto("media")
      .values({
        kind: type.kind,
        original_name: cleanOriginalName(input.originalName),
        mime: type.mime,
        size_bytes: size,
        width: image?.width ?? null,
        height: image?.height ?? null,
        alt,
        ...(image && input.focal ? { focal_x: input.focal.x, focal_y: input.focal.y } : {}),
        storage_key: storageKey,
        sha256,
        // `as never`: the schema types this column's insert side as the column type itself.
        variants: JSON.stringify(variants) as never,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
    throw error;
  }
}
