import type { CatalogItem } from "~/db/schema";
import type { ListParams, StatusFilter } from "./crud.server";

/** What solutions and products share: their row types and columns. */

export type { CatalogItem };

/** An item without its body: what lists and cards need. */
export type CatalogItemSummary = Omit<CatalogItem, "body">;

/** An admin list row: the item and its category's name. */
export type CatalogItemListItem = CatalogItemSummary & { category_name: string };

export type CatalogItemListParams = ListParams & { categoryId?: number; status?: StatusFilter };

export const CATALOG_ITEM_SUMMARY_COLUMNS = [
  "id", "category_id", "title", "slug", "summary", "image_id", "sort_order", "status", "published_at", "seo_title",
  "seo_description", "version", "created_at", "updated_at",
] as const;
export const CATALOG_ITEM_COLUMNS = [...CATALOG_ITEM_SUMMARY_COLUMNS, "body"] as const;
