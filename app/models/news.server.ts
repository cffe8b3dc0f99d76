import { sql } from "kysely";
import type { News } from "~/db/schema";
import type { NewsChanges, NewsValues } from "~/schemas/news";
import {
  checkMediaReferences, containsPattern, hasErrors, inTransaction, isLive, isSlugTaken, paginate, publishedAtOnSave,
  refuseDuplicates, resolveSlug, rowIsLive, searchTerm, statusCondition, updateVersioned, type CreateResult,
  type DbOrTx, type DeleteResult, type FieldErrors, type ListParams, type Paginated, type StatusFilter,
  type UpdateResult,
} from "./crud.server";
import { deletePublishedItem, trackSlugChange } from "./redirect.server";
import { cleanRichText } from "~/utils/sanitize-html.server";

export type { News };

/** An article without its body: what lists and cards need. */
export type NewsSummary = Omit<News, "body">;
export type NewsLink = Pick<News, "id" | "title" | "slug" | "published_at">;
export type NewsListParams = ListParams & { status?: StatusFilter };

/** The public news list shows 9 articles a page (docs/product.md#public-site). */
export const NEWS_PER_PAGE = 9;

const SUMMARY_COLUMNS = [
  "id", "title", "slug", "excerpt", "cover_image_id", "status", "published_at", "seo_title", "seo_description",
  "version", "created_at", "updated_at",
] as const;
const COLUMNS = [...SUMMARY_COLUMNS, "body"] as const;
const SLUG_TAKEN = "Slug is already used by another news article";

/** Admin list: every status, newest first, searched by title. */
export async function listNews(db: DbOrTx, params: NewsListParams = {}): Promise<Paginated<NewsSummary>> {
  let query = db.selectFrom("news");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.status) query = query.where(statusCondition("news", params.status));
  return paginate(
    query,
    (rows) => rows.select(SUMMARY_COLUMNS).orderBy(sql`coalesce(published_at, created_at)`, "desc").orderBy("id", "desc"),
    params,
  );
}

/** Live articles, newest first, 9 a page. */
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

/** The newest live articles (the home page shows 3). */
export async function listLatestNews(db: DbOrTx, { limit = 3 }: { limit?: number } = {}): Promise<NewsSummary[]> {
  return db
    .selectFrom("news")
    .select(SUMMARY_COLUMNS)
    .where(isLive("news"))
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Every live article's slug and last change, newest first (the sitemap). */
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

/**
 * The live articles either side of one, in the public order: `previous` is the
 * next older one, `next` the next newer one.
 */
export async function getNewsNeighbours(
  db: DbOrTx,
  article: Pick<News, "id" | "published_at">,
): Promise<{ previous: NewsLink | undefined; next: NewsLink | undefined }> {
  if (!article.published_at) return { previous: undefined, next: undefined };
  const position = sql`(${article.published_at}::timestamptz, ${article.id}::bigint)`;
  const live = db.selectFrom("news").select(["id", "title", "slug", "published_at"]).where(isLive("news"));
  const [previous, next] = await Promise.all([
    live
      .where(sql<boolean>`(published_at, id) < ${position}`)
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst(),
    live
      .where(sql<boolean>`(published_at, id) > ${position}`)
      .orderBy("published_at", "asc")
      .orderBy("id", "asc")
      .executeTakeFirst(),
  ]);
  return { previous, next };
}

export async function isNewsSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "news", options);
}

async function check(db: DbOrTx, values: NewsChanges, excludeId?: number): Promise<FieldErrors> {
  const errors = await checkMediaReferences(db, [
    { field: "cover_image_id", label: "Cover image", id: values.cover_image_id, kind: "image" },
  ]);
  if (values.slug && (await isNewsSlugTaken(db, { slug: values.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

export async function createNews(db: DbOrTx, values: NewsValues): Promise<CreateResult<News>> {
  const attempt = () =>
    inTransaction(db, async (trx): Promise<CreateResult<News>> => {
      const body = cleanRichText(values.body, "body", "Body");
      const errors = { ...(await check(trx, values)), ...body.errors };
      if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
      const slug = await resolveSlug(trx, "news", { given: values.slug, title: values.title, fallback: "article", creating: true });
      const row = await trx
        .insertInto("news")
        .values({ ...values, body: body.value, published_at: publishedAtOnSave(values), slug: slug! })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await trackSlugChange(trx, "news", { after: { slug: row.slug, live: rowIsLive(row) } });
      return { status: "created", row };
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Saves `values` over the row at `version`; a stale version changes nothing. */
export async function updateNews(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: NewsChanges },
): Promise<UpdateResult<News>> {
  const attempt = () =>
    updateVersioned(db, {
      version,
      load: (trx) => trx.selectFrom("news").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
      save: async (trx, current): Promise<UpdateResult<News>> => {
        const body = cleanRichText(values.body, "body", "Body");
        const errors = { ...(await check(trx, values, id)), ...body.errors };
        if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
        const title = values.title ?? current.title;
        const slug = await resolveSlug(trx, "news", { given: values.slug, title, fallback: "article", excludeId: id, creating: false });
        const row = await trx
          .updateTable("news")
          .set({
            ...values,
            body: body.value,
            published_at: publishedAtOnSave(values, current),
            slug,
            version: current.version + 1,
            updated_at: sql<Date>`now()`,
          })
          .where("id", "=", id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await trackSlugChange(trx, "news", {
          before: { slug: current.slug, live: rowIsLive(current) },
          after: { slug: row.slug, live: rowIsLive(row) },
        });
        return { status: "updated", row };
      },
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Deleting drops the redirects that led to it. */
export async function deleteNews(db: DbOrTx, id: number): Promise<DeleteResult> {
  return deletePublishedItem(db, "news", id);
}
