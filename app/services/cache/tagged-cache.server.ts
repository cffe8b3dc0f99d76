import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { CONTENT_TYPES, searchableTypes, tagOf } from "~/content-types";
import type { DB } from "~/db/db.server";
import { nextScheduledPublication } from "~/models/schedule.server";
import { spaceSeparatedPieces } from "~/utils/space-separated.server";
import { queuePurge } from "./shared-cache-purge.server";
import { hasSessionCookie } from "./page-cache.server";

/**
 * The one mechanism that keeps this process's caches fresh
 * (docs/decisions/010-tagged-caches.md):
 *
 * - every cached thing carries the tags of what it was built from (`news`,
 *   `settings:profile`, `layout`…);
 * - every write publishes the tags it touched once its transaction has
 *   committed (`publishChange`), and every instance drops what carries them:
 *   this one at once, the others through PostgreSQL's LISTEN/NOTIFY;
 * - while the listener is disconnected, nothing is served from the caches;
 * - nothing is kept past the next scheduled `published_at`, so a scheduled
 *   item appears on time without a write.
 *
 * Two tagged caches live here: the data public loaders read
 * (`cachedForVisitors`) and whole anonymous responses kept in front of Remix
 * (`responseCache`). Beside them, on the same bounded map without tags, the
 * render memo (`memoizedDocument`): its key is the data itself, so it cannot
 * be stale.
 */

// The tags of the types that say so in their declarations (app/content-types).
const SITEMAP_TYPE_TAGS = CONTENT_TYPES.filter((type) => type.sitemap).map(tagOf);
const LAYOUT_TYPE_TAGS = CONTENT_TYPES.filter((type) => type.inLayout).map(tagOf);
const SEARCHED_TYPE_TAGS = searchableTypes().map(tagOf);
// A category hides or shows its items in the results too.
const SEARCHED_CATEGORY_TAGS = searchableTypes().flatMap((type) => ("category" in type ? [tagOf({ table: type.category })] : []));

/**
 * What the public reads are built from: a write to any of these drops them.
 * Reads behind the details guard carry `settings` too, since a setting turns
 * the guard on and off.
 */
export const READ_TAGS = {
  layout: ["layout"],
  home: [
    "home-slide", "hero-content", "certificate", "solution", "product", "news", "solution-category", "product-category",
    "settings", "media",
  ],
  newsList: ["news", "media"],
  newsArticle: ["news", "media", "settings"],
  page: ["page"],
  certificates: ["certificate", "media", "settings"],
  // The certificates page and the company profile's dates are in the sitemap too.
  sitemap: [...new Set([...SITEMAP_TYPE_TAGS, "certificate", "settings"])],
  settings: ["settings", "media"],
  search: [...new Set([...SEARCHED_TYPE_TAGS, ...SEARCHED_CATEGORY_TAGS])],
  // The frame's data: what the frame shows, and the settings it is drawn with.
  siteBootstrap: [...new Set(["layout", "settings", ...LAYOUT_TYPE_TAGS])],
  categoryList: (kind: "solution" | "product") => [`${kind}-category`, "media"],
  catalogPage: (kind: "solution" | "product") => [kind, `${kind}-category`, "media", "settings"],
} as const;

/** Every tag: a notification carrying it drops everything. */
const EVERYTHING = "*";
const CHANNEL = "site_cache";
// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_900;
// A long tag list is sent in pieces; past this many, "drop everything" is cheaper.
const MAX_NOTIFY_CHUNKS = 8;

// Each of the two tagged caches holds at most this much (entries measured as JSON or bytes sent).
const MAX_CACHE_BYTES = 32 * 1024 * 1024;
// The render memo: documents measured as the UTF-8 they are sent as.
const MAX_DOCUMENTS = 200;
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** How long data stays without a write to drop it: a bound, not the mechanism. */
const DATA_TTL_MS = 5 * 60_000;

type Entry<V> = { value: V; tags: ReadonlySet<string>; expiresAt: number; bytes: number };

/**
 * A map of entries that can be dropped by tag, bounded by entries and by bytes
 * (each entry's size as its caller measured it). The oldest entries go first.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** What it holds, for the admin's health screen. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry.value : undefined;
  }

  /** Moves `key` to the back of the line: the last to be evicted. */
  touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /**
   * The entry even past its expiry, for when nothing fresher can exist: the
   * database is down, so no write can have happened since.
   */
  stale(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V, tags: Iterable<string>, expiresAt: number, bytes = 0): void {
    this.delete(key);
    this.entries.set(key, { value, tags: new Set(tags), expiresAt, bytes });
    this.bytes += bytes;
    this.evict();
  }

  /** Records the size of `key`'s entry once known (a load still running has none yet). */
  measured(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

  /** Removes `key` only if it still holds `value` (a newer entry stays). */
  deleteIfSame(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.delete(key);
  }

  drop(tags: ReadonlySet<string>): void {
    if (tags.has(EVERYTHING)) return this.clear();
    for (const [key, entry] of this.entries) {
      if (entry.tags.has(EVERYTHING) || [...entry.tags].some((tag) => tags.has(tag))) this.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      this.delete(this.entries.keys().next().value!);
    }
  }
}

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string | null;
}

type Notifier = (payloads: string[]) => Promise<void>;

/** A page's HTML, the CSP hashes of its scripts and its ETag, all taken from it (app/entry.server.tsx). */
export interface RenderedDocument {
  html: string;
  scriptHashes: string[];
  etag: string;
}

interface CacheState {
  data: TaggedCache<Promise<unknown>>;
  responses: TaggedCache<CachedResponse>;
  documents: TaggedCache<RenderedDocument>;
  enabled: boolean;
  listenerConnected: boolean;
  clock: () => number;
  /** Infinity when nothing is scheduled; undefined until read. */
  nextScheduledAt: number | undefined;
  scheduleRead: Promise<void> | undefined;
  database: DB | undefined;
  changes: number;
  request: AsyncLocalStorage<RequestScope>;
  notify: Notifier | undefined;
}

/** What one request collects: the tags of what it read, and its reads by key. */
interface RequestScope {
  tags: Set<string>;
  reads: Map<string, Promise<unknown>>;
}

// One state per process: server.ts and the Remix build each load a copy of
// this module, and both must see the same entries and the same listener.
const globalCaches = globalThis as typeof globalThis & { __siteCaches?: CacheState };
const state: CacheState = (globalCaches.__siteCaches ??= {
  data: new TaggedCache<Promise<unknown>>(500, MAX_CACHE_BYTES),
  responses: new TaggedCache<CachedResponse>(500, MAX_CACHE_BYTES),
  documents: new TaggedCache<RenderedDocument>(MAX_DOCUMENTS, MAX_DOCUMENT_BYTES),
  // Tests see the database as it is unless a test of the caches turns them on;
  // CACHES=off measures a miss.
  enabled: process.env.NODE_ENV !== "test" && process.env.CACHES !== "off",
  listenerConnected: true,
  clock: Date.now,
  nextScheduledAt: undefined,
  scheduleRead: undefined,
  database: undefined,
  changes: 0,
  request: new AsyncLocalStorage<RequestScope>(),
  notify: undefined,
});

/** Whole anonymous responses, kept in front of Remix (server.ts). */
export const responseCache = state.responses;

/** How much each cache holds. */
export function cacheStats() {
  return { data: state.data.stats(), responses: state.responses.stats(), documents: state.documents.stats() };
}

/**
 * The digest of what makes a page: the build, the URL, the status and the
 * route data (`routeData`: Remix's hand-off of it to the browser, JSON it has
 * already written). React renders nothing else, so the same digest is the same
 * HTML; it names the page's render below (app/entry.server.tsx). Undefined when those do not make the page alone: a
 * form's answer, and errors, whose details do not survive JSON.
 */
export function documentDigest(
  request: Request,
  status: number,
  page: { buildVersion: string; routeData: string | undefined; actionData: unknown },
): Buffer | undefined {
  if (request.method !== "GET" || page.actionData || page.routeData === undefined) return undefined;
  if (status !== 200 && status !== 404) return undefined;
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([page.buildVersion, request.url, status]))
    .update(page.routeData)
    .digest();
}

/**
 * The document kept under `digest`, or a new render of it, kept when it
 * succeeds (a render that throws keeps nothing). A GET whose loaders returned
 * the same data as a previous one gets the same document without rendering it
 * again. Unlike the caches above this can never serve anything stale: changed
 * data is a different digest. Nothing is kept for an unrepeatable page (no
 * digest) or with every cache off for benchmarking.
 */
export function memoizedDocument(digest: Buffer | undefined, render: () => RenderedDocument): RenderedDocument {
  if (digest === undefined || process.env.CACHES === "off") return render();
  const key = digest.toString("base64url");
  const hit = state.documents.get(key, 0);
  if (hit) {
    // Most recently used last, so the oldest unused document goes first.
    state.documents.touch(key);
    return hit;
  }
  const document = render();
  state.documents.set(key, document, [], Infinity, Buffer.byteLength(document.html));
  return document;
}

/** Whether entries may be served now: caching is on and no notification can have been missed. */
export function cachesUsable(): boolean {
  return state.enabled && state.listenerConnected;
}

/** For tests of the caches: turn them on or off, and control the clock. */
export function configureCaches(options: { enabled?: boolean; clock?: () => number; db?: DB }): void {
  if (options.enabled !== undefined) state.enabled = options.enabled;
  if (options.clock) state.clock = options.clock;
  if (options.db) state.database = options.db;
  state.nextScheduledAt = undefined;
  dropTagged([EVERYTHING]);
}

export function cacheNow(): number {
  return state.clock();
}

/** The expiry of an entry stored now with `ttlMs`: never past the next scheduled publication. */
export async function expiryFor(ttlMs: number): Promise<number> {
  try {
    await knowSchedule();
  } catch {
    // Without the schedule nothing may be kept: an entry expiring now is never served.
    return state.clock();
  }
  return Math.min(state.clock() + ttlMs, state.nextScheduledAt ?? Infinity);
}

// The next publication time is read once, again after every change, and again
// once it has passed; entries stored meanwhile expire at it.
async function knowSchedule(): Promise<void> {
  if (state.nextScheduledAt !== undefined && state.nextScheduledAt > state.clock()) return;
  if (!state.database) {
    state.nextScheduledAt = Infinity;
    return;
  }
  state.scheduleRead ??= nextScheduledPublication(state.database)
    .then((next) => {
      state.nextScheduledAt = next ? next.getTime() : Infinity;
    })
    .finally(() => {
      state.scheduleRead = undefined;
    });
  await state.scheduleRead;
}

/**
 * How many drops this process has seen. A response rendered while a drop
 * happened may hold the old data: compare before and after, and keep it only
 * when nothing changed in between.
 */
export function changeCount(): number {
  return state.changes;
}

/** Drops, in this process, every entry carrying one of `tags`. */
function dropTagged(tags: Iterable<string>): void {
  const set = new Set(tags);
  state.changes += 1;
  state.data.drop(set);
  responseCache.drop(set);
  state.nextScheduledAt = undefined;
}

// ---------------------------------------------------------------------------
// The request being answered: the tags of what its loaders read (server.ts
// keeps a response under them, and they become the Surrogate-Key header), and
// its reads by key.

/**
 * Runs `work` as one request (server.ts, for every request): the reads it
 * makes note their tags here, and each key is read once.
 */
export function asOneRequest<T>(work: () => T): { tags: Set<string>; result: T } {
  const scope: RequestScope = { tags: new Set(), reads: new Map() };
  return { tags: scope.tags, result: state.request.run(scope, work) };
}

/**
 * Names the request's tags on a shared-cacheable response, for caches in
 * front (Varnish's xkey, a CDN's Surrogate-Key) and for the micro-cache here.
 * A response built without any tagged read is dropped by every change ("*").
 */
export function nameSurrogateKeys(headers: Headers, read: readonly string[] = []): void {
  const tags = new Set([...(state.request.getStore()?.tags ?? []), ...read]);
  const value = tags.size > 0 ? [...tags].join(" ") : EVERYTHING;
  headers.set("Surrogate-Key", value);
  headers.set("xkey", value);
}

/** Records that the request being answered read what carries `tags`. */
function noteTags(tags: readonly string[]): void {
  const collected = state.request.getStore()?.tags;
  if (collected) for (const tag of tags) collected.add(tag);
}

/**
 * `load()`'s result for `key`, shared by every anonymous request until a write
 * drops one of its `tags` (concurrent requests wait for the same load). A
 * request with a session cookie, an editor checking a change, loads afresh. A
 * failed load is not kept. Within one request (`asOneRequest`, server.ts)
 * a key is read once, every cache on or off.
 */
export function cachedForVisitors<T>(request: Request, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  noteTags(tags);
  // Loaders of one request that ask for the same read share it: the root
  // reads the layout for the theme colour, the public frame for the rest.
  const reads = state.request.getStore()?.reads;
  const shared = reads?.get(key);
  if (shared) return shared as Promise<T>;
  const value = readForVisitors(request, key, tags, load);
  reads?.set(key, value);
  return value;
}

async function readForVisitors<T>(request: Request, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  if (!cachesUsable() || hasSessionCookie(request)) return load();
  // No entry is stored past the schedule, so a hit needs no look at it.
  const hit = state.data.get(key, state.clock());
  if (hit) return hit as Promise<T>;
  const expiresAt = await expiryFor(DATA_TTL_MS);
  if (expiresAt <= state.clock()) return load();
  const value = load();
  state.data.set(key, value, tags, expiresAt);
  value.then(
    (loaded) => state.data.measured(key, value, JSON.stringify(loaded)?.length ?? 0),
    () => state.data.deleteIfSame(key, value),
  );
  return value;
}

// ---------------------------------------------------------------------------
// Publishing a change, and hearing other instances' changes.

/**
 * Tells every instance that what carries `tags` changed. Call it after the
 * write's transaction has committed: an instance that reloads at once must
 * see the new data. Never throws: a failed notification must not fail a write
 * that has happened (the other instances' listeners reconnect and drop all).
 */
export async function publishChange(tags: Iterable<string>): Promise<void> {
  const list = [...new Set(tags)];
  if (list.length === 0) return;
  dropTagged(list);
  queuePurge(list);
  if (!state.notify) return;
  try {
    await state.notify(notificationPayloads(list));
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", msg: "cache notification failed", error: (error as Error).message }));
  }
}

/** The NOTIFY payloads for `tags`: space-separated, each under the limit, or one "drop everything". */
export function notificationPayloads(tags: readonly string[]): string[] {
  const payloads = spaceSeparatedPieces(tags, MAX_PAYLOAD_BYTES);
  if (payloads.length > MAX_NOTIFY_CHUNKS || payloads.some((payload) => Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)) {
    return [EVERYTHING];
  }
  return payloads;
}

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface CacheListener {
  close(): Promise<void>;
}

/**
 * Listens for other instances' changes on a connection of its own (a pooled
 * one could be handed to a query and miss notifications). When it drops, the
 * caches stop serving until it is back, then start empty: anything could have
 * changed meanwhile. It reconnects with a doubling delay.
 */
export function listenForChanges(connectionString: string, db: DB): CacheListener {
  state.database = db;
  state.notify = async (payloads) => {
    for (const payload of payloads) await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
  };
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_FIRST_MS;

  const disconnected = () => {
    state.listenerConnected = false;
    client = undefined;
    if (!closed) setTimeout(connect, delay).unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect() {
    if (closed) return;
    // Named with the process id, so an operator (or a test) can find this instance's listener.
    const next = new pg.Client({ connectionString, application_name: `site-cache-listener ${process.pid}` });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL) dropTagged((message.payload ?? EVERYTHING).split(" "));
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (client === next) disconnected();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch {
      await next.end().catch(() => undefined);
      disconnected();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    dropTagged([EVERYTHING]);
    state.listenerConnected = true;
    delay = RECONNECT_FIRST_MS;
  }

  state.listenerConnected = false;
  void connect();
  return {
    async close() {
      closed = true;
      state.notify = undefined;
      state.listenerConnected = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The embedded database has one instance: changes only need dropping here. */
export function keepChangesLocal(db: DB): void {
  state.database = db;
}
