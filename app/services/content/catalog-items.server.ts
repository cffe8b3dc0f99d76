import { z } from "zod";
import type {
  CatalogItem, CatalogItemListItem, CatalogItemListParams, CatalogItemSummary,
} from "~/models/catalog-item.server";
import { idJson, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, idFilter, listQueryFields, readListQuery, statusFilter } from "./list-query";
import { urlOf, type MediaRef } from "./media-refs.server";
import { publishingFields, publishingJson } from "./publishing-json.server";

export type CatalogItemRecord = CatalogItem & { image: MediaRef | null };
export type CatalogItemListRecord = CatalogItemListItem & { image: MediaRef | null };

export const catalogItemListItemSchema = z.strictObject({
  id: idJson(),
  category_id: idJson(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
  ...publishingFields(),
});
export const catalogItemItemSchema = catalogItemListItemSchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
});
export type CatalogItemListJson = z.output<typeof catalogItemListItemSchema>;
export type CatalogItemJson = z.output<typeof catalogItemItemSchema>;

export const catalogItemListQuerySchema = z.object({
  ...listQueryFields,
  category_id: idFilter("Only items of this category"),
  status: statusFilter(),
});

export function catalogItemListJson(row: CatalogItemSummary & { image: MediaRef | null }): CatalogItemListJson {
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    sort_order: row.sort_order,
    ...publishingJson(row),
  };
}

export function catalogItemToJson(row: CatalogItemRecord): CatalogItemJson {
  return { ...catalogItemListJson(row), body: row.body };
}

export function readCatalogItemListParams(searchParams: URLSearchParams): CatalogItemListParams {
  const query = readListQuery(catalogItemListQuerySchema, searchParams);
  return { ...baseListParams(query), categoryId: query.category_id, status: query.status };
}
