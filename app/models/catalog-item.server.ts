import type { CatalogItem } from "~/db/schema";
import type { ListParams, StatusFilter } from "./crud.server";

export type { CatalogItem };

export type CatalogItemSummary = Omit<CatalogItem, "body">;

export type CatalogItemListItem = CatalogItemSummary & { category_name: string };

export type CatalogItemListParams = ListParams & { categoryId?: number; status?: StatusFilter };

export const CATALOG_ITEM_SUMMARY_COLUMNS = [
  "id", "category_id", "title", "slug", "summary", "image_id", "sort_order", "status", "published_at", "unpublish_at", "seo_title",
  "seo_description", "version", "created_at", "updated_at",
] as const;
export const CATALOG_ITEM_COLUMNS = [...CATALOG_ITEM_SUMMARY_COLUMNS, "body"] as const;
