import { z } from "zod";
import type {
  CatalogItem, CatalogItemListItem, CatalogItemListParams, CatalogItemSummary,
} from "~/models/catalog-item.server";
import type { DbOrTx } from "~/models/crud.server";
import { catalogItemSchemas, type CatalogItemChanges, type CatalogItemValues } from "~/schemas/catalog-item";
import { idJson, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, idFilter, listQueryFields, readListQuery, statusFilter } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import type { ResourceLabel } from "./messages";
import { modelResource, type CrudModel } from "./model-resource.server";
import { publishingFields, publishingJson } from "./publishing-json.server";

/**
 * Solutions and products: one resource definition over the catalog-item model,
 * configured per kind (solutions.server.ts and products.server.ts). The model
 * fills an empty slug from the title, refuses a taken one, checks the category
 * and the image, sanitises the body and checks its limit on the clean HTML, and
 * records the redirect of a live item's slug change.
 */

export type CatalogItemRecord = CatalogItem & { image: MediaRef | null };

const catalogItemListItemSchema = z.strictObject({
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
const catalogItemItemSchema = catalogItemListItemSchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
});
export type CatalogItemListJson = z.output<typeof catalogItemListItemSchema>;
export type CatalogItemJson = z.output<typeof catalogItemItemSchema>;

const catalogItemListQuerySchema = z.object({
  ...listQueryFields,
  category_id: idFilter("Only items of this category"),
  status: statusFilter(),
});

function listJson(row: CatalogItemSummary & { image: MediaRef | null }): CatalogItemListJson {
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

export function catalogItemResource(config: {
  name: "solutions" | "products";
  entity: "solution" | "product";
  label: ResourceLabel;
  model: CrudModel<CatalogItem, CatalogItemListItem, CatalogItemValues, CatalogItemChanges, CatalogItemListParams>;
}) {
  return modelResource({
    ...config,
    schemas: catalogItemSchemas,
    itemSchema: catalogItemItemSchema,
    listItemSchema: catalogItemListItemSchema,
    listQuerySchema: catalogItemListQuerySchema,
    listParams(searchParams: URLSearchParams): CatalogItemListParams {
      const query = readListQuery(catalogItemListQuerySchema, searchParams);
      return { ...baseListParams(query), categoryId: query.category_id, status: query.status };
    },
    titleOf: (row) => row.title,
    withMedia: (db: DbOrTx, rows: CatalogItem[]) => withMediaRefs(db, rows, { image: "image_id" }),
    withMediaOnList: (db: DbOrTx, rows: CatalogItemListItem[]) => withMediaRefs(db, rows, { image: "image_id" }),
    toJson: (row: CatalogItemRecord): CatalogItemJson => ({ ...listJson(row), body: row.body }),
    toListJson: listJson,
  });
}
