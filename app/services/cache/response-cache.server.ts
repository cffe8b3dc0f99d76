import zlib from "node:zlib";
/**
 * Only requests without cookie or Authorization are served, and only public 200s are kept,
 * so nothing personal, guarded, redirected or erroneous is ever shared.
 */

export interface RequestFacts {
  method: string;
  url: string;
  hasCookie: boolean;
  hasAuthorization: boolean;
}

export function responseCacheKey(request: RequestFacts): string | null {
  // A HEAD answer has no body to keep.
  if (request.method !== "GET") return null;
  if (request.hasCookie || request.hasAuthorization) return null;
  return request.url;
}

export function isSharedCacheable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has("Set-Cookie")) return false;
  const cacheControl = headers.get("Cache-Control") ?? "";
  return /\bpublic\b/i.test(cacheControl) && /\bs-maxage=\d+/i.test(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl);
}

export function clientHasCurrent(ifNoneMatch: string | undefined, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|javascript)|image\/svg\+xml)/i;
const MIN_COMPRESSIBLE_BYTES = 1024;

/** Brotli at quality 5 costs about as much as gzip at 6 and is smaller. */
export function compressedForms(body: Buffer, contentType: string | null): { gzip: Buffer | null; br: Buffer | null } {
  if (body.length < MIN_COMPRESSIBLE_BYTES || !COMPRESSIBLE_TYPE.test(contentType ?? "")) return { gzip: null, br: null };
  return {
    gzip: zlib.gzipSync(body, { level: 6 }),
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

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

