import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { CONTENT_TYPES, searchableTypes, tagOf } from "~/content-types";
import type { DB } from "~/db/db.server";
import { nextScheduledPublication } from "~/models/schedule.server";
import { localeTag } from "~/utils/locale-tags";
import { spaceSeparatedPieces } from "~/utils/space-separated.server";
import { queuePurge } from "./shared-cache-purge.server";
import { hasSessionCookie } from "./page-cache.server";

/**
 * Cached things carry the tags they were built from; writes publish the tags
 * they touched after commit, and every instance drops them (LISTEN/NOTIFY).
 * Nothing is served while the listener is down, nor kept past the next
 * scheduled publication (docs/decisions/010-tagged-caches.md).
 */

const SITEMAP_TYPE_TAGS = CONTENT_TYPES.filter((type) => type.sitemap).map(tagOf);
const LAYOUT_TYPE_TAGS = CONTENT_TYPES.filter((type) => type.inLayout).map(tagOf);
const SEARCHED_TYPE_TAGS = searchableTypes().map(tagOf);
// A category hides or shows its items in the results too.
const TRANSLATED_TYPE_TAGS = CONTENT_TYPES.filter((type) => "translatable" in type).map(tagOf);
// The search in another locale reads these types' translations.
const TRANSLATED_SEARCH_TAGS = searchableTypes().flatMap((type) => ("translatable" in type ? [tagOf(type)] : []));
const SEARCHED_CATEGORY_TAGS = searchableTypes().flatMap((type) => ("category" in type ? [tagOf({ table: type.category })] : []));

/** Reads behind the details guard carry `settings` too: a setting turns the guard on and off. */
export const READ_TAGS = {
  layout: ["layout"],
  home: [
    "home-slide", "hero-content", "certificate", "solution", "product", "news", "solution-category", "product-category",
    "settings", "media", "customer-story",
  ],
  newsList: ["news", "media"],
  newsArticle: ["news", "media", "settings"],
  // The site's name and the details guard come from the settings.
  newsFeed: ["news", "media", "settings"],
  page: ["page"],
  // Which page `/` shows is a setting; the page itself may change or go off the site.
  homePage: ["settings", "page"],
  // The company page shows the company's figures, certificates and newest customer story under its text.
  companyPage: ["page", "certificate", "customer-story", "media", "settings"],
  certificates: ["certificate", "media", "settings"],
  // The certificates page and the company profile's dates are in the sitemap too.
  sitemap: [...new Set([...SITEMAP_TYPE_TAGS, "certificate", "settings"])],
  settings: ["settings", "media"],
  search: [...new Set([...SEARCHED_TYPE_TAGS, ...SEARCHED_CATEGORY_TAGS])],
  searchPictures: [...SEARCHED_TYPE_TAGS, "media"],
  searchIn: (locale: string) => [...new Set([...SEARCHED_TYPE_TAGS, ...SEARCHED_CATEGORY_TAGS]), ...TRANSLATED_SEARCH_TAGS.map((tag) => localeTag(tag, locale))],
  siteBootstrap: [...new Set(["layout", "settings", ...LAYOUT_TYPE_TAGS])],
  categoryList: (kind: "solution" | "product") => [`${kind}-category`, "media"],
  /** Every translated type's tag in `locale`: what a page listing all of them (the sitemap) reads. */
  translationsIn: (locale: string) => TRANSLATED_TYPE_TAGS.map((tag) => localeTag(tag, locale)),
  catalogPage: (kind: "solution" | "product") => [kind, `${kind}-category`, "media", "settings"],
} as const;

const EVERYTHING = "*";
const CHANNEL = "site_cache";
// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_900;
// A long tag list is sent in pieces; past this many, "drop everything" is cheaper.
const MAX_NOTIFY_CHUNKS = 8;

const MAX_CACHE_BYTES = 32 * 1024 * 1024;
const MAX_DOCUMENTS = 200;
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** How long data stays without a write to drop it: a bound, not the mechanism. */
const DATA_TTL_MS = 5 * 60_000;

type Entry<V> = { value: V; tags: ReadonlySet<string>; expiresAt: number; bytes: number };

/** Bounded by entries and by bytes (as each caller measured them); the oldest go first. */
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

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry.value : undefined;
  }

  touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Past its expiry too: with the database down, no write can have happened since. */
  stale(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V, tags: Iterable<string>, expiresAt: number, bytes = 0): void {
    this.delete(key);
    this.entries.set(key, { value, tags: new Set(tags), expiresAt, bytes });
    this.bytes += bytes;
    this.evict();
  }

  measured(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

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
  nextScheduledAt: number | undefined;
  scheduleRead: Promise<void> | undefined;
  database: DB | undefined;
  changes: number;
  request: AsyncLocalStorage<RequestScope>;
  notify: Notifier | undefined;
}

interface RequestScope {
  tags: Set<string>;
  reads: Map<string, Promise<unknown>>;
}

// server.ts and the Remix build each load a copy of this module; both must share one state.
const globalCaches = globalThis as typeof globalThis & { __siteCaches?: CacheState };
const state: CacheState = (globalCaches.__siteCaches ??= {
  data: new TaggedCache<Promise<unknown>>(500, MAX_CACHE_BYTES),
  responses: new TaggedCache<CachedResponse>(500, MAX_CACHE_BYTES),
  documents: new TaggedCache<RenderedDocument>(MAX_DOCUMENTS, MAX_DOCUMENT_BYTES),
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

export const responseCache = state.responses;

export function cacheStats() {
  return { data: state.data.stats(), responses: state.responses.stats(), documents: state.documents.stats() };
}

/**
 * React renders nothing but these, so the same digest is the same HTML. Undefined when they
 * do not make the page alone: a form's answer, and errors, whose details do not survive JSON.
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

/** Needs no tags and can never be stale: changed data is a different digest. */
export function memoizedDocument(digest: Buffer | undefined, render: () => RenderedDocument): RenderedDocument {
  if (digest === undefined || process.env.CACHES === "off") return render();
  const key = digest.toString("base64url");
  const hit = state.documents.get(key, 0);
  if (hit) {
    state.documents.touch(key);
    return hit;
  }
  const document = render();
  state.documents.set(key, document, [], Infinity, Buffer.byteLength(document.html));
  return document;
}

export function cachesUsable(): boolean {
  return state.enabled && state.listenerConnected;
}

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

/** Never past the next scheduled publication, so a scheduled item appears without a write. */
export async function expiryFor(ttlMs: number): Promise<number> {
  try {
    await knowSchedule();
  } catch {
    // Without the schedule nothing may be kept: an entry expiring now is never served.
    return state.clock();
  }
  return Math.min(state.clock() + ttlMs, state.nextScheduledAt ?? Infinity);
}

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

/** A response rendered while a drop happened may hold old data: keep it only if this did not move. */
export function changeCount(): number {
  return state.changes;
}

function dropTagged(tags: Iterable<string>): void {
  const set = new Set(tags);
  state.changes += 1;
  state.data.drop(set);
  responseCache.drop(set);
  state.nextScheduledAt = undefined;
}

export function asOneRequest<T>(work: () => T): { tags: Set<string>; result: T } {
  const scope: RequestScope = { tags: new Set(), reads: new Map() };
  return { tags: scope.tags, result: state.request.run(scope, work) };
}

/** A response built without any tagged read is dropped by every change ("*"). */
export function nameSurrogateKeys(headers: Headers, read: readonly string[] = []): void {
  const tags = new Set([...(state.request.getStore()?.tags ?? []), ...read]);
  const value = tags.size > 0 ? [...tags].join(" ") : EVERYTHING;
  headers.set("Surrogate-Key", value);
  headers.set("xkey", value);
}

function noteTags(tags: readonly string[]): void {
  const collected = state.request.getStore()?.tags;
  if (collected) for (const tag of tags) collected.add(tag);
}

/** A request with a session cookie (an editor checking a change) loads afresh; a failed load is not kept. */
export function cachedForVisitors<T>(request: Request, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  noteTags(tags);
  const reads = state.request.getStore()?.reads;
  const shared = reads?.get(key);
  if (shared) return shared as Promise<T>;
  const value = readForVisitors(request, key, tags, load);
  reads?.set(key, value);
  return value;
}

async function readForVisitors<T>(request: Request, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  if (!cachesUsable() || hasSessionCookie(request)) return load();
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

/**
 * Call after the write's transaction has committed: an instance that reloads at once must see
 * the new data. Never throws: a failed notification must not fail a write that has happened.
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
 * A connection of its own: a pooled one could be handed to a query and miss notifications.
 * After a drop the caches start empty: anything could have changed meanwhile.
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

export function keepChangesLocal(db: DB): void {
  state.database = db;
}
