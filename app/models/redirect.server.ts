import type { Selectable } from "kysely";
import type { RedirectTable } from "~/db/schema";
import type { DbOrTx } from "./crud.server";

/**
 * Old public URLs of items whose slug changed (docs/product.md#public-site: an old slug of a
 * published item redirects 301 to its new URL). Routes look up the live item
 * first and only then ask findRedirect, so a path that is live again wins.
 */

export type Redirect = Pick<Selectable<RedirectTable>, "from_path" | "to_path">;

const PUBLIC_PATHS = {
  solution: (slug: string) => `/solution-details/${slug}`,
  product: (slug: string) => `/product-details/${slug}`,
  news: (slug: string) => `/news-details/${slug}`,
  page: (slug: string) => `/${slug}`,
  solution_category: (slug: string) => `/solutions/${slug}`,
  product_category: (slug: string) => `/products/${slug}`,
} as const;

export type PublicPathKind = keyof typeof PUBLIC_PATHS;

export function publicPathOf(kind: PublicPathKind, slug: string): string {
  return PUBLIC_PATHS[kind](slug);
}

/** A trailing slash reaches the same page, so it finds the same redirect. */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export async function findRedirect(db: DbOrTx, path: string): Promise<Redirect | undefined> {
  return db
    .selectFrom("redirect")
    .select(["from_path", "to_path"])
    .where("from_path", "=", normalizePath(path))
    .executeTakeFirst();
}

/**
 * Records that what lived at `from` now lives at `to`. Redirects that pointed at
 * `from` are moved on to `to` (no chains), and a redirect away from `to` is
 * dropped because `to` is live again (no loops). Run it in the write's transaction.
 */
export async function recordMove(db: DbOrTx, { from, to }: { from: string; to: string }): Promise<void> {
  if (from === to) return;
  await db.updateTable("redirect").set({ to_path: to }).where("to_path", "=", from).execute();
  await db
    .insertInto("redirect")
    .values({ from_path: from, to_path: to })
    .onConflict((conflict) => conflict.column("from_path").doUpdateSet({ to_path: to }))
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

export async function listRedirects(db: DbOrTx): Promise<Redirect[]> {
  return db.selectFrom("redirect").select(["from_path", "to_path"]).orderBy("id", "desc").execute();
}
