import { z } from "zod";
import { checkMediaReferences, expiryErrors, hasErrors, publishedAtOnSave, resolveSlug, rowIsLive, type FieldErrors } from "~/models/crud.server";
import {
  deleteNews, getNewsById, insertNews, isNewsSlugTaken, listNews, lockNews, saveNews, type News, type NewsListParams,
  type NewsSummary, NEWS_SORT_KEYS,
} from "~/models/news.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange } from "~/models/redirect.server";
import { newsSchemas, type NewsChanges, type NewsValues } from "~/schemas/news";
import { idJson, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, listQueryFields, readListQuery, statusFilter } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import { publishingFields, publishingJson } from "./publishing-json.server";
import {
  auditWrite, conflict, inCommandTransaction, invalid, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type Trx, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import type { ResourceLabel } from "./messages";
import { moveToTrash } from "./trash.server";
import { auditSummary } from "./messages";
import type { ContentResource } from "./resource";
import type { Paginated } from "~/utils/pagination";
import { cleanRichText } from "~/utils/sanitize-html.server";

/**
 * `news`: the admin's blog screens and /api/admin/news. A future published_at
 * schedules an article; the model sanitises the body and records the redirect
 * of a live article's slug change.
 */

export type NewsRecord = News & { cover_image: MediaRef | null };
type NewsListRecord = NewsSummary & { cover_image: MediaRef | null };

const newsListItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image_id: mediaIdJson(),
  cover_image_url: mediaUrlJson(),
  ...publishingFields(),
});
const newsItemSchema = newsListItemSchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
});
export type NewsListJson = z.output<typeof newsListItemSchema>;
export type NewsJson = z.output<typeof newsItemSchema>;

const newsListQuerySchema = z.object({ ...listQueryFields, status: statusFilter() });

function listJson(row: NewsListRecord): NewsListJson {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image_id: row.cover_image_id,
    cover_image_url: urlOf(row.cover_image),
    ...publishingJson(row),
  };
}

const LABEL: ResourceLabel = { one: "news article", many: "news articles" };

function listParams(searchParams: URLSearchParams): NewsListParams {
  const query = readListQuery(newsListQuerySchema, searchParams);
  return { ...baseListParams(query), status: query.status };
}

async function list(db: DB, params?: NewsListParams): Promise<Paginated<NewsListRecord>> {
  const page = await listNews(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, { cover_image: "cover_image_id" }) };
}

async function get(db: DB, id: number): Promise<NewsRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getNewsById(db, id);
  return row && (await withMediaRefs(db, [row], { cover_image: "cover_image_id" }))[0];
}

const SLUG_TAKEN = "Slug is already used by another news article";

async function check(trx: Trx, input: NewsChanges, excludeId?: number): Promise<FieldErrors> {
  const errors = await checkMediaReferences(trx, [
    { field: "cover_image_id", label: "Cover image", id: input.cover_image_id, kind: "image" },
  ]);
  if (input.slug && (await isNewsSlugTaken(trx, { slug: input.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

async function create(db: DB, { actor, ip, input }: CreateArgs<NewsValues>): Promise<CreateCommandResult<NewsRecord>> {
  return inCommandTransaction(db, async (trx) => {
    const body = await cleanRichText(input.body, "body", "Body");
    const errors = { ...(await check(trx, input)), ...body.errors, ...expiryErrors(input) };
    if (hasErrors(errors)) return invalid(errors);
    const slug = await resolveSlug(trx, "news", { given: input.slug, title: input.title, fallback: "article", creating: true });
    const row = await insertNews(trx, { ...input, body: body.value, published_at: publishedAtOnSave(input), slug: slug! });
    await trackSlugChange(trx, "news", { after: { slug: row.slug, live: rowIsLive(row) } });
    const summary = auditSummary("create", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "news", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { cover_image: "cover_image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<NewsChanges>,
): Promise<UpdateCommandResult<NewsRecord>> {
  if (!isRecordId(id)) return notFound();
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockNews(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const body = await cleanRichText(values.body, "body", "Body");
    const errors = { ...(await check(trx, values, id)), ...body.errors, ...expiryErrors(values, current) };
    if (hasErrors(errors)) return invalid(errors);
    const title = values.title ?? current.title;
    const slug = await resolveSlug(trx, "news", { given: values.slug, title, fallback: "article", excludeId: id, creating: false });
    const row = await saveNews(trx, id, { ...values, body: body.value, published_at: publishedAtOnSave(values, current), slug });
    await trackSlugChange(trx, "news", {
      before: { slug: current.slug, live: rowIsLive(current) },
      after: { slug: row.slug, live: rowIsLive(row) },
    });
    const summary = auditSummary("update", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "news", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { cover_image: "cover_image_id" }))[0] };
  });
}

/** Deleting drops the redirects that led to it, so an old address answers 404. */
async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockNews(trx, id);
    if (!current) return notFound();
    await moveToTrash(trx, { actor, ip }, { entity: "news", id, title: current.title });
    await deleteNews(trx, id);
    await removeRedirectsTo(trx, publicPathOf("news", current.slug));
    const summary = auditSummary("delete", LABEL.one, current.title);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "news", entityId: id, summary });
    return { ok: true as const };
  });
}

export const news = {
  name: "news",
  entity: "news",
  label: LABEL,
  schemas: newsSchemas,
  itemSchema: newsItemSchema,
  listItemSchema: newsListItemSchema,
  listQuerySchema: newsListQuerySchema,
  listParams,
  sortKeys: NEWS_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: (row: NewsRecord): NewsJson => ({ ...listJson(row), body: row.body }),
  toListJson: listJson,
} satisfies ContentResource<NewsRecord, NewsListRecord>;
