import { z } from "zod";
import type { DbOrTx } from "~/models/crud.server";
import {
  createNews, deleteNews, getNewsById, listNews, updateNews, type News, type NewsListParams, type NewsSummary,
} from "~/models/news.server";
import { newsSchemas } from "~/schemas/news";
import { idJson, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, listQueryFields, readListQuery, statusFilter } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import { modelResource } from "./model-resource.server";
import { publishingFields, publishingJson } from "./publishing-json.server";

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

export const news = modelResource({
  name: "news",
  entity: "news",
  label: { one: "news article", many: "news articles" },
  schemas: newsSchemas,
  itemSchema: newsItemSchema,
  listItemSchema: newsListItemSchema,
  listQuerySchema: newsListQuerySchema,
  listParams(searchParams: URLSearchParams): NewsListParams {
    const query = readListQuery(newsListQuerySchema, searchParams);
    return { ...baseListParams(query), status: query.status };
  },
  model: { list: listNews, getById: getNewsById, create: createNews, update: updateNews, remove: deleteNews },
  titleOf: (row) => row.title,
  withMedia: (db: DbOrTx, rows: News[]) => withMediaRefs(db, rows, { cover_image: "cover_image_id" }),
  withMediaOnList: (db: DbOrTx, rows: NewsSummary[]) => withMediaRefs(db, rows, { cover_image: "cover_image_id" }),
  toJson: (row: NewsRecord): NewsJson => ({ ...listJson(row), body: row.body }),
  toListJson: listJson,
});
