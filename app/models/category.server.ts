import type { Category } from "~/db/schema";
import type { ListParams } from "./crud.server";

/** What solution and product categories share: their row types and columns. */

export type { Category };

/** An admin list row: the category and how many items it holds. */
export type CategoryListItem = Category & { item_count: number };

export type CategoryListParams = ListParams & { isPublished?: boolean };

export const CATEGORY_COLUMNS = [
  "id", "name", "slug", "description", "image_id", "sort_order", "is_published", "version", "created_at", "updated_at",
] as const;
