import zlib from "node:zlib";
/**
 * Which requests and answers the response micro-cache in front of Remix may
 * serve and keep (the cache itself: app/services/cache/tagged-cache.server.ts).
 *
 * Only requests that carry no cookie and no Authorization header are served
 * from it, and only answers that are 200 with a `public` Cache-Control holding
 * `s-maxage` (what page-cache.server.ts gives anonymous pages) are kept, so
 * nothing personal, guarded, redirected or erroneous is ever shared.
 */

export interface RequestFacts {
  method: string;
  url: string;
  hasCookie: boolean;
  hasAuthorization: boolean;
}

/** The cache key of a request, or null when the request must not be served from the cache. */
export function responseCacheKey(request: RequestFacts): string | null {
  // GET only: a HEAD answer has no body to keep (HEAD still passes to Remix).
  if (request.method !== "GET") return null;
  if (request.hasCookie || request.hasAuthorization) return null;
  return request.url;
}

/** Whether an answer may be shared between anonymous visitors. */
export function isSharedCacheable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has("Set-Cookie")) return false;
  const cacheControl = headers.get("Cache-Control") ?? "";
  return /\bpublic\b/i.test(cacheControl) && /\bs-maxage=\d+/i.test(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl);
}

/** True when the client already holds the cached body (If-None-Match). */
export function clientHasCurrent(ifNoneMatch: string | undefined, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

// Bodies worth compressing: text of some size. Images and PDFs are compressed already.
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|javascript)|image\/svg\+xml)/i;
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * A kept body's compressed forms, made once when it is kept so that no hit
 * compresses again. Brotli at quality 5 costs about as much as gzip at 6 and
 * is smaller.
 */
export function compressedForms(body: Buffer, contentType: string | null): { gzip: Buffer | null; br: Buffer | null } {
  if (body.length < MIN_COMPRESSIBLE_BYTES || !COMPRESSIBLE_TYPE.test(contentType ?? "")) return { gzip: null, br: null };
  return {
    gzip: zlib.gzipSync(body, { level: 6 }),
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

/** The encoding to answer with: brotli when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, forms: { gzip: Buffer | null; br: Buffer | null }): "br" | "gzip" | null {
  if (!acceptEncoding || (!forms.br && !forms.gzip)) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q=0(?:\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (forms.br && accepted.has("br")) return "br";
  if (forms.gzip && (accepted.has("gzip") || accepted.has("*"))) return "gzip";
  return null;
}

