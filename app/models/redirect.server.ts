import { sql, type Selectable } from "kysely";
import { sluggedTypes } from "~/content-types";
import type { RedirectTable } from "~/db/schema";
import {
  containsPattern, orderedBy, paginate, searchTerm, textOrder, type DbOrTx, type ListParams, type Paginated, type SluggedTable,
  type SortExpressions,
} from "./crud.server";

// docs/decisions/011-search-redirects-404-log.md. Routes look up the live item first and only then ask
// findRedirect, so a path that is live again wins.

export type RedirectRow = Selectable<RedirectTable>;
export type Redirect = Pick<RedirectRow, "id" | "from_path" | "to_path" | "status">;

const COLUMNS = ["id", "from_path", "to_path", "status", "automatic", "hits", "last_hit_at", "created_at", "updated_at"] as const;

// Where each type with public pages shows an item, by its table; a kind is such a table, so it is always found.
const PUBLIC_PATHS = new Map<string, (slug: string) => string>(sluggedTypes().map((type) => [type.table, type.public.path]));

export type PublicPathKind = SluggedTable;

export function publicPathOf(kind: PublicPathKind, slug: string): string {
  const path = PUBLIC_PATHS.get(kind);
  if (!path) throw new Error(`${kind} has no public path`);
  return path(slug);
}

/** A trailing slash reaches the same page, so it finds the same redirect. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** `search` is the request's query string ("" or "?a=1"): a redirect naming it wins over the bare path. */
export async function findRedirect(db: DbOrTx, path: string, search = ""): Promise<Redirect | undefined> {
  const bare = normalizePath(path);
  const candidates = search.length > 1 ? [`${bare}${search}`, bare] : [bare];
  const rows = await db
    .selectFrom("redirect")
    .select(["id", "from_path", "to_path", "status"])
    .where("from_path", "in", candidates)
    .execute();
  return rows.sort((a, b) => candidates.indexOf(a.from_path) - candidates.indexOf(b.from_path))[0];
}

/** The request's query is passed on unless the redirect named one or its target has its own. */
export function redirectLocation(moved: Pick<Redirect, "from_path" | "to_path">, search: string): string {
  const keepQuery = !moved.from_path.includes("?") && !moved.to_path.includes("?");
  return `${moved.to_path}${keepQuery ? search : ""}`;
}

export async function listRedirectQueries(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("redirect")
    .select(sql<string>`substring(from_path from position('?' in from_path))`.as("query"))
    .where("from_path", "like", "%?%")
    .distinct()
    .orderBy("query")
    .limit(limit)
    .execute();
  return rows.map((row) => row.query);
}

/**
 * Redirects to `from` move on to `to` (no chains); one away from `to` is dropped, as `to` is live again
 * (no loops). Run it in the write's transaction.
 */
export async function recordMove(db: DbOrTx, { from, to }: { from: string; to: string }): Promise<void> {
  if (from === to) return;
  await db.updateTable("redirect").set({ to_path: to, updated_at: sql<Date>`now()` }).where("to_path", "=", from).execute();
  await db
    .insertInto("redirect")
    .values({ from_path: from, to_path: to, status: 301, automatic: true })
    .onConflict((conflict) => conflict.column("from_path").doUpdateSet({ to_path: to, status: 301, automatic: true, updated_at: sql<Date>`now()` }))
    .execute();
  await db.deleteFrom("redirect").where("from_path", "=", to).execute();
}

/** A path is live again (an item took it): it must not redirect elsewhere. */
export async function clearRedirectFrom(db: DbOrTx, path: string): Promise<void> {
  await db.deleteFrom("redirect").where("from_path", "=", path).execute();
}

/** The item at `path` is gone: old URLs of it would only lead to a 404. */
export async function removeRedirectsTo(db: DbOrTx, path: string): Promise<void> {
  await db.deleteFrom("redirect").where("to_path", "=", path).execute();
}

export async function trackSlugChange(
  db: DbOrTx,
  kind: PublicPathKind,
  { before, after }: { before?: { slug: string; live: boolean }; after: { slug: string; live: boolean } },
): Promise<void> {
  const to = publicPathOf(kind, after.slug);
  if (before?.live && before.slug !== after.slug) {
    await recordMove(db, { from: publicPathOf(kind, before.slug), to });
  }
  if (after.live) await clearRedirectFrom(db, to);
}

const SORTS: SortExpressions = {
  from: textOrder("from_path"),
  to: textOrder("to_path"),
  status: sql.ref("status"),
  made: sql.ref("automatic"),
  hits: sql.ref("hits"),
};

export async function listRedirects(db: DbOrTx, params: ListParams = {}): Promise<Paginated<RedirectRow>> {
  let query = db.selectFrom("redirect");
  const q = searchTerm(params.q);
  if (q) query = query.where((eb) => eb.or([eb("from_path", "ilike", containsPattern(q)), eb("to_path", "ilike", containsPattern(q))]));
  return paginate(query, (rows) => orderedBy(rows.select(COLUMNS), params.sort, SORTS, (byDefault) => byDefault.orderBy("id", "desc")), params);
}

export async function getRedirectById(db: DbOrTx, id: number): Promise<RedirectRow | undefined> {
  return db.selectFrom("redirect").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getRedirectFrom(db: DbOrTx, fromPath: string): Promise<RedirectRow | undefined> {
  return db.selectFrom("redirect").select(COLUMNS).where("from_path", "=", fromPath).executeTakeFirst();
}

export async function insertRedirect(
  db: DbOrTx,
  values: { from_path: string; to_path: string; status: 301 | 302 },
): Promise<RedirectRow> {
  return db.insertInto("redirect").values({ ...values, automatic: false }).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** An editor's change makes the redirect theirs: it is no longer automatic. */
export async function saveRedirect(
  db: DbOrTx,
  id: number,
  values: { from_path: string; to_path: string; status: 301 | 302 },
): Promise<RedirectRow> {
  return db
    .updateTable("redirect")
    .set({ ...values, automatic: false, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteRedirect(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("redirect").where("id", "=", id).execute();
}

export async function retargetRedirects(db: DbOrTx, { from, to, exceptId }: { from: string; to: string; exceptId?: number }): Promise<void> {
  let query = db.updateTable("redirect").set({ to_path: to, updated_at: sql<Date>`now()` }).where("to_path", "=", from);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  await query.execute();
}

/** Counted hits, added in one statement (app/services/visit-log.server.ts buffers them). */
export async function addRedirectHits(db: DbOrTx, hits: Array<{ id: number; hits: number; at: Date }>): Promise<void> {
  if (hits.length === 0) return;
  const values = sql.join(hits.map((hit) => sql`(${hit.id}::bigint, ${hit.hits}::bigint, ${hit.at}::timestamptz)`));
  await sql`update redirect set hits = redirect.hits + v.hits, last_hit_at = greatest(redirect.last_hit_at, v.at)
    from (values ${values}) as v(id, hits, at) where redirect.id = v.id`.execute(db);
}
