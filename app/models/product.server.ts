import { sql, type InsertObject, type Transaction, type UpdateObject } from "kysely";
import type { Database } from "~/db/schema";
import {
  CATALOG_ITEM_COLUMNS as COLUMNS, CATALOG_ITEM_SUMMARY_COLUMNS as SUMMARY_COLUMNS,
  type CatalogItem, type CatalogItemListItem, type CatalogItemListParams, type CatalogItemSummary,
} from "./catalog-item.server";
import {
  categoryShown, containsPattern, isLive, isSlugTaken, orderedBy, paginate, searchTerm, statusCondition, textOrder, type DbOrTx, type Paginated,
  type SortExpressions,
} from "./crud.server";

const categoryName = sql<string>`(select c.name from product_category c where c.id = product.category_id)`;
const SORTS: SortExpressions = {
  title: textOrder("title"),
  category: sql`lower(${categoryName})`,
  status: sql.ref("status"),
  updated: sql.ref("updated_at"),
};
export const PRODUCT_SORT_KEYS = Object.keys(SORTS);
// An item is public only while its category is too: hiding a category hides its items.
const categoryPublished = categoryShown("product", "product_category");

export async function listProducts(db: DbOrTx, params: CatalogItemListParams = {}): Promise<Paginated<CatalogItemListItem>> {
  let query = db.selectFrom("product");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.categoryId !== undefined) query = query.where("category_id", "=", params.categoryId);
  if (params.status) query = query.where(statusCondition("product", params.status));
  return paginate(
    query,
    (rows) =>
      orderedBy(rows.select([...SUMMARY_COLUMNS, categoryName.as("category_name")]), params.sort, SORTS, (byDefault) =>
        byDefault.orderBy("sort_order").orderBy("id"),
      ),
    params,
  );
}

export async function listPublicProducts(
  db: DbOrTx,
  params: { categoryId?: number; excludeId?: number; limit?: number } = {},
): Promise<CatalogItemSummary[]> {
  return publicProductsQuery(db, params).execute();
}

/** As a query to run alone or inside another (the home page's). */
export function publicProductsQuery(db: DbOrTx, params: { categoryId?: number; excludeId?: number; limit?: number } = {}) {
  let query = db.selectFrom("product").select(SUMMARY_COLUMNS).where(isLive("product")).where(categoryPublished);
  if (params.categoryId !== undefined) query = query.where("category_id", "=", params.categoryId);
  if (params.excludeId !== undefined) query = query.where("id", "!=", params.excludeId);
  if (params.limit !== undefined) query = query.limit(params.limit);
  return query.orderBy("sort_order").orderBy("id");
}

export async function getProductById(db: DbOrTx, id: number): Promise<CatalogItem | undefined> {
  return db.selectFrom("product").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Any status: for an admin's preview. */
export async function getProductBySlug(db: DbOrTx, slug: string): Promise<CatalogItem | undefined> {
  return db.selectFrom("product").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

export async function getPublicProductBySlug(db: DbOrTx, slug: string): Promise<CatalogItem | undefined> {
  return db
    .selectFrom("product")
    .select(COLUMNS)
    .where("slug", "=", slug)
    .where(isLive("product"))
    .where(categoryPublished)
    .executeTakeFirst();
}

export async function lockProduct(trx: Transaction<Database>, id: number): Promise<CatalogItem | undefined> {
  return trx.selectFrom("product").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertProduct(db: DbOrTx, values: InsertObject<Database, "product">): Promise<CatalogItem> {
  return db.insertInto("product").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function saveProduct(db: DbOrTx, id: number, values: UpdateObject<Database, "product">): Promise<CatalogItem> {
  return db
    .updateTable("product")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteProduct(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("product").where("id", "=", id).execute();
}

export async function productCategoryExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.selectFrom("product_category").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function isProductSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "product", options);
}
