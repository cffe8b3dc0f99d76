import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import type { Media } from "~/db/schema";
import { getMedia } from "~/models/media.server";
import { cropAroundFocalPoint, SHARE_CROP } from "~/services/media/media-crop.server";
import { variantStorageKey } from "~/services/media/media-upload.server";
import { readAll, storage, StorageUnavailableError } from "~/services/media/storage.server";
import { ifNoneMatchMatches, ifRangeAllowsRange, parseRangeHeader } from "~/utils/http-range";
import { pickVariantWidth, safeFileName, SHARE_CROP_NAME, variantWidths } from "~/utils/media-url";

/**
 * GET /media/{id}/{name}: an uploaded file, streamed. The name in the URL is
 * decoration; the id decides. Files never change under a URL (a replacement is a
 * new media item), so they are cached for a year and validated by a strong ETag.
 */

const CACHE_FOREVER = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}

function parseId(value: string | undefined): number | undefined {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

function parseWidth(value: string | null): number | undefined {
  return value && /^\d{1,5}$/.test(value) ? Number(value) : undefined;
}

/** Only what a browser shows safely is shown inline; anything else is downloaded. */
function isInline(mime: string): boolean {
  return mime.startsWith("image/") || mime.startsWith("video/") || mime === "application/pdf";
}

function chooseFile(media: Media, requestedWidth: number | undefined) {
  const width = media.kind === "image" ? pickVariantWidth(variantWidths(media), requestedWidth) : undefined;
  const name = safeFileName(media.original_name);
  if (width === undefined) {
    return { key: media.storage_key, mime: media.mime, etag: `"${media.sha256}"`, name };
  }
  return {
    key: variantStorageKey(media.storage_key, width),
    mime: "image/webp",
    etag: `"${media.sha256}-w${width}"`,
    name: `${name.replace(/\.[a-z0-9]+$/, "")}.webp`,
  };
}

/** A bucket that does not answer is a moment's outage: 503, and nothing cached. */
function unavailable(): Response {
  return new Response("The file storage is temporarily unavailable. Try again in a moment.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
  });
}

export async function loader(args: LoaderFunctionArgs) {
  try {
    return await answer(args);
  } catch (error) {
    if (error instanceof StorageUnavailableError) return unavailable();
    throw error;
  }
}

/**
 * Made when asked (a share is rare) and cut around the focal point; the ETag names the point,
 * so a moved point is a new picture, and the hour's cache lets it reach social networks soon.
 */
async function shareCrop(request: Request, media: Media): Promise<Response> {
  const etag = `"${media.sha256}-share-${media.focal_x}-${media.focal_y}"`;
  const headers = new Headers({
    "Content-Type": "image/webp",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": `inline; filename="${safeFileName(media.original_name).replace(/\.[a-z0-9]+$/, "")}-share.webp"`,
    ETag: etag,
    "Cache-Control": "public, max-age=3600",
  });
  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  const stream = await storage().getStream(media.storage_key);
  if (!stream) return notFound();
  const body = await cropAroundFocalPoint(await readAll(stream), media, SHARE_CROP);
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}

async function answer({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const media = id === undefined ? undefined : await getMedia(db(), id);
  if (!media) return notFound();

  const url = new URL(request.url);
  if (url.searchParams.get("crop") === SHARE_CROP_NAME && media.kind === "image") return shareCrop(request, media);
  const file = chooseFile(media, parseWidth(url.searchParams.get("w")));
  const store = storage();
  const stat = await store.stat(file.key);
  if (!stat) return notFound();

  const headers = new Headers({
    "Content-Type": file.mime,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": `${isInline(file.mime) ? "inline" : "attachment"}; filename="${file.name}"`,
    ETag: file.etag,
    "Cache-Control": CACHE_FOREVER,
    "Accept-Ranges": "bytes",
  });

  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), file.etag)) {
    headers.delete("Content-Type");
    headers.delete("Content-Disposition");
    return new Response(null, { status: 304, headers });
  }

  const range = ifRangeAllowsRange(request.headers.get("If-Range"), file.etag)
    ? parseRangeHeader(request.headers.get("Range"), stat.size)
    : undefined;
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${stat.size}`);
    headers.set("Content-Length", "0");
    return new Response(null, { status: 416, headers });
  }

  const status = range ? 206 : 200;
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${stat.size}`);
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : stat.size));

  if (request.method === "HEAD") return new Response(null, { status, headers });

  const stream = await store.getStream(file.key, range);
  if (!stream) return notFound();
  return new Response(createReadableStreamFromReadable(stream), { status, headers });
}
