import { z } from "zod";
import type { Category, CategoryListItem, CategoryListParams } from "~/models/category.server";
import type { DbOrTx } from "~/models/crud.server";
import { categorySchemas, type CategoryChanges, type CategoryValues } from "~/schemas/category";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import type { ResourceLabel } from "./messages";
import { modelResource, type CrudModel } from "./model-resource.server";

/**
 * Solution categories and product categories: one resource definition over
 * the category model, configured per kind (solution-categories.server.ts and
 * product-categories.server.ts). The model refuses deleting a category that
 * still holds items, naming how many (409 here).
 */

type CategoryRecord = Category & { image: MediaRef | null };
export type CategoryListRecord = CategoryListItem & { image: MediaRef | null };

const categoryItemSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
const categoryListItemSchema = categoryItemSchema.extend({
  item_count: z.number().int().meta({ description: "How many items (any status) the category holds" }),
});
export type CategoryJson = z.output<typeof categoryItemSchema>;
export type CategoryListJson = z.output<typeof categoryListItemSchema>;

const categoryListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) categories"),
});

function categoryToJson(row: CategoryRecord): CategoryJson {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    sort_order: row.sort_order,
    is_published: row.is_published,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

export function categoryResource(config: {
  name: "solution-categories" | "product-categories";
  entity: "solution_category" | "product_category";
  label: ResourceLabel;
  model: CrudModel<Category, CategoryListItem, CategoryValues, CategoryChanges, CategoryListParams>;
}) {
  return modelResource({
    ...config,
    schemas: categorySchemas,
    itemSchema: categoryItemSchema,
    listItemSchema: categoryListItemSchema,
    listQuerySchema: categoryListQuerySchema,
    listParams(searchParams: URLSearchParams): CategoryListParams {
      const query = readListQuery(categoryListQuerySchema, searchParams);
      return { ...baseListParams(query), isPublished: query.is_published };
    },
    titleOf: (row) => row.name,
    withMedia: (db: DbOrTx, rows: Category[]) => withMediaRefs(db, rows, { image: "image_id" }),
    withMediaOnList: (db: DbOrTx, rows: CategoryListItem[]) => withMediaRefs(db, rows, { image: "image_id" }),
    toJson: categoryToJson,
    toListJson: (row: CategoryListRecord): CategoryListJson => ({ ...categoryToJson(row), item_count: row.item_count }),
  });
}
