import { sql, type InsertObject, type Transaction, type UpdateObject } from "kysely";
import type { Database, News } from "~/db/schema";
import {
  containsPattern, isLive, isSlugTaken, orderedBy, paginate, searchTerm, statusCondition, textOrder, type DbOrTx, type ListParams,
  type Paginated, type SortExpressions, type StatusFilter,
} from "./crud.server";

export type { News };

export type NewsSummary = Omit<News, "body">;
export type NewsLink = Pick<News, "id" | "title" | "slug" | "published_at">;
export type NewsListParams = ListParams & { status?: StatusFilter };

/** The public news list shows 9 articles a page (docs/product.md#public-site). */
export const NEWS_PER_PAGE = 9;

const SUMMARY_COLUMNS = [
  "id", "title", "slug", "excerpt", "cover_image_id", "status", "published_at", "unpublish_at", "seo_title", "seo_description",
  "version", "created_at", "updated_at",
] as const;
const COLUMNS = [...SUMMARY_COLUMNS, "body"] as const;

const SORTS: SortExpressions = {
  title: textOrder("title"),
  status: sql.ref("status"),
  published: sql`coalesce(published_at, created_at)`,
  updated: sql.ref("updated_at"),
};
export const NEWS_SORT_KEYS = Object.keys(SORTS);

export async function listNews(db: DbOrTx, params: NewsListParams = {}): Promise<Paginated<NewsSummary>> {
  let query = db.selectFrom("news");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.status) query = query.where(statusCondition("news", params.status));
  return paginate(
    query,
    (rows) =>
      orderedBy(rows.select(SUMMARY_COLUMNS), params.sort, SORTS, (byDefault) =>
        byDefault.orderBy(sql`coalesce(published_at, created_at)`, "desc").orderBy("id", "desc"),
      ),
    params,
  );
}

export async function listPublicNews(
  db: DbOrTx,
  params: { page?: number; perPage?: number } = {},
): Promise<Paginated<NewsSummary>> {
  return paginate(
    db.selectFrom("news").where(isLive("news")),
    (rows) => rows.select(SUMMARY_COLUMNS).orderBy("published_at", (order) => order.desc().nullsLast()).orderBy("id", "desc"),
    params,
    NEWS_PER_PAGE,
  );
}

export async function listLatestNews(db: DbOrTx, { limit = 3 }: { limit?: number } = {}): Promise<NewsSummary[]> {
  return latestNewsQuery(db, { limit }).execute();
}

/** As a query to run alone or inside another (the home page's). */
export function latestNewsQuery(db: DbOrTx, { limit }: { limit: number }) {
  return db
    .selectFrom("news")
    .select(SUMMARY_COLUMNS)
    .where(isLive("news"))
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(limit);
}

/** The newest live articles with their bodies, for the news feeds. */
export async function listFeedNews(db: DbOrTx, { limit }: { limit: number }): Promise<News[]> {
  return db
    .selectFrom("news")
    .select(COLUMNS)
    .where(isLive("news"))
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function listPublicNewsSlugs(db: DbOrTx): Promise<Array<Pick<News, "slug" | "updated_at">>> {
  return db
    .selectFrom("news")
    .select(["slug", "updated_at"])
    .where(isLive("news"))
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .execute();
}

export async function getNewsById(db: DbOrTx, id: number): Promise<News | undefined> {
  return db.selectFrom("news").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Any status: for an admin's preview. */
export async function getNewsBySlug(db: DbOrTx, slug: string): Promise<News | undefined> {
  return db.selectFrom("news").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

export async function getPublicNewsBySlug(db: DbOrTx, slug: string): Promise<News | undefined> {
  return db.selectFrom("news").select(COLUMNS).where("slug", "=", slug).where(isLive("news")).executeTakeFirst();
}

/** `previous` is the next older live article, `next` the next newer one. */
export async function getNewsNeighbours(
  db: DbOrTx,
  article: Pick<News, "id" | "published_at">,
): Promise<{ previous: NewsLink | undefined; next: NewsLink | undefined }> {
  if (!article.published_at) return { previous: undefined, next: undefined };
  const queries = newsNeighbourQueries(db, article);
  const [previous, next] = await Promise.all([queries.previous.executeTakeFirst(), queries.next.executeTakeFirst()]);
  return { previous, next };
}

export function newsNeighbourQueries(db: DbOrTx, article: Pick<News, "id" | "published_at">) {
  const position = sql`(${article.published_at}::timestamptz, ${article.id}::bigint)`;
  const live = db.selectFrom("news").select(["id", "title", "slug", "published_at"]).where(isLive("news"));
  return {
    previous: live
      .where(sql<boolean>`(published_at, id) < ${position}`)
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(1),
    next: live
      .where(sql<boolean>`(published_at, id) > ${position}`)
      .orderBy("published_at", "asc")
      .orderBy("id", "asc")
      .limit(1),
  };
}

export async function isNewsSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "news", options);
}

export async function lockNews(trx: Transaction<Database>, id: number): Promise<News | undefined> {
  return trx.selectFrom("news").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertNews(db: DbOrTx, values: InsertObject<Database, "news">): Promise<News> {
  return db.insertInto("news").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function saveNews(db: DbOrTx, id: number, values: UpdateObject<Database, "news">): Promise<News> {
  return db
    .updateTable("news")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteNews(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("news").where("id", "=", id).execute();
}
