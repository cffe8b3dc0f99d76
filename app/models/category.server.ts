import type { Category } from "~/db/schema";
import type { ListParams } from "./crud.server";

export type { Category };

export type CategoryListItem = Category & { item_count: number };

export type CategoryListParams = ListParams & { isPublished?: boolean };

export const CATEGORY_COLUMNS = [
  "id", "name", "slug", "description", "image_id", "sort_order", "is_published", "unpublish_at", "version", "created_at", "updated_at",
] as const;
