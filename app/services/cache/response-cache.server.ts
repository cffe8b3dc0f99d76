/**
 * A micro-cache of whole responses for anonymous GET requests, in front of
 * Remix (docs/decisions/006-public-page-caching.md). A busy page is rendered
 * once per `ttlMs` instead of once per request; a page stays at most that long
 * behind the database — far inside the 60 s shared caches may keep it anyway.
 *
 * Only requests that carry no cookie and no Authorization header are served
 * from it, and only answers that are 200 with a `public` Cache-Control holding
 * `s-maxage` (what page-cache.server.ts gives anonymous pages) are kept, so
 * nothing personal, guarded, redirected or erroneous is ever shared.
 */

export interface CachedResponse {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  etag: string | null;
  expiresAt: number;
}

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

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, response: Omit<CachedResponse, "expiresAt">) {
    if (!this.enabled) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...response, expiresAt: this.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
