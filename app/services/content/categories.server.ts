import { z } from "zod";
import type { Category, CategoryListItem, CategoryListParams } from "~/models/category.server";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson, nullableDateTimeJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { urlOf, type MediaRef } from "./media-refs.server";

export type CategoryRecord = Category & { image: MediaRef | null };
export type CategoryListRecord = CategoryListItem & { image: MediaRef | null };

export const categoryItemSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  unpublish_at: nullableDateTimeJson(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
export const categoryListItemSchema = categoryItemSchema.extend({
  item_count: z.number().int().meta({ description: "How many items (any status) the category holds" }),
});
export type CategoryJson = z.output<typeof categoryItemSchema>;
export type CategoryListJson = z.output<typeof categoryListItemSchema>;

export const categoryListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) categories"),
});

export function categoryToJson(row: CategoryRecord): CategoryJson {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    sort_order: row.sort_order,
    is_published: row.is_published,
    unpublish_at: isoDate(row.unpublish_at),
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

export function categoryListJson(row: CategoryListRecord): CategoryListJson {
  return { ...categoryToJson(row), item_count: row.item_count };
}

export function readCategoryListParams(searchParams: URLSearchParams): CategoryListParams {
  const query = readListQuery(categoryListQuerySchema, searchParams);
  return { ...baseListParams(query), isPublished: query.is_published };
}
