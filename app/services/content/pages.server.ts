import { z } from "zod";
import {
  createPage, deletePage, getPageById, listPages, updatePage, type Page, type PageListParams, type PageSummary,
} from "~/models/page.server";
import { pageSchemas } from "~/schemas/page";
import { dateTimeJson, idJson, isoDate, nullableDateTimeJson, statusJson } from "./json";
import { baseListParams, listQueryFields, readListQuery, statusFilter } from "./list-query";
import { modelResource } from "./model-resource.server";

/**
 * `pages` (custom pages): the admin's custom-pages screens and
 * /api/admin/pages. The schema and the model both refuse a reserved first path
 * segment as the slug ("This slug is reserved"), and a generated slug avoids them.
 */

const pageListItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  slug: z.string(),
  status: statusJson(),
  published_at: nullableDateTimeJson(),
  show_in_menu: z.boolean(),
  sort_order: z.number().int(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
const pageItemSchema = pageListItemSchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
});
export type PageListJson = z.output<typeof pageListItemSchema>;
export type PageJson = z.output<typeof pageItemSchema>;

const pageListQuerySchema = z.object({ ...listQueryFields, status: statusFilter() });

function listJson(row: PageSummary): PageListJson {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    published_at: isoDate(row.published_at),
    show_in_menu: row.show_in_menu,
    sort_order: row.sort_order,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

export const pages = modelResource({
  name: "pages",
  entity: "page",
  label: { one: "page", many: "pages" },
  schemas: pageSchemas,
  itemSchema: pageItemSchema,
  listItemSchema: pageListItemSchema,
  listQuerySchema: pageListQuerySchema,
  listParams(searchParams: URLSearchParams): PageListParams {
    const query = readListQuery(pageListQuerySchema, searchParams);
    return { ...baseListParams(query), status: query.status };
  },
  model: { list: listPages, getById: getPageById, create: createPage, update: updatePage, remove: deletePage },
  titleOf: (row) => row.title,
  // A page refers to media only inside its body.
  withMedia: async (_db, rows: Page[]) => rows,
  withMediaOnList: async (_db, rows: PageSummary[]) => rows,
  toJson: (row: Page): PageJson => ({ ...listJson(row), body: row.body }),
  toListJson: listJson,
});
