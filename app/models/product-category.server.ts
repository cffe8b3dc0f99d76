import { sql, type InsertObject, type Transaction, type UpdateObject } from "kysely";
import type { Database } from "~/db/schema";
import { CATEGORY_COLUMNS as COLUMNS, type Category, type CategoryListItem, type CategoryListParams } from "./category.server";
import {
  containsPattern, isShown, isSlugTaken, orderedBy, paginate, searchTerm, textOrder, type DbOrTx, type Paginated, type SortExpressions,
} from "./crud.server";

const itemCount = sql<number>`(select count(*)::int from product i where i.category_id = product_category.id)`;

const SORTS: SortExpressions = {
  name: textOrder("name"),
  items: itemCount,
  shown: sql.ref("is_published"),
  order: sql.ref("sort_order"),
};
export const PRODUCT_CATEGORY_SORT_KEYS = Object.keys(SORTS);

export async function listProductCategories(db: DbOrTx, params: CategoryListParams = {}): Promise<Paginated<CategoryListItem>> {
  let query = db.selectFrom("product_category");
  const q = searchTerm(params.q);
  if (q) query = query.where("name", "ilike", containsPattern(q));
  if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
  return paginate(
    query,
    (rows) =>
      orderedBy(rows.select([...COLUMNS, itemCount.as("item_count")]), params.sort, SORTS, (byDefault) =>
        byDefault.orderBy("sort_order").orderBy("id"),
      ),
    params,
  );
}

export async function listProductCategoryOptions(db: DbOrTx): Promise<Array<Pick<Category, "id" | "name" | "is_published">>> {
  return db.selectFrom("product_category").select(["id", "name", "is_published"]).orderBy("sort_order").orderBy("id").execute();
}

export async function listPublicProductCategories(db: DbOrTx): Promise<Category[]> {
  return publicProductCategoriesQuery(db).execute();
}

/** The published categories in menu order, as a query to run alone or inside another (the public layout's). */
export function publicProductCategoriesQuery(db: DbOrTx) {
  return db.selectFrom("product_category").select(COLUMNS).where(isShown("product_category")).orderBy("sort_order").orderBy("id");
}

export async function getProductCategoryById(db: DbOrTx, id: number): Promise<Category | undefined> {
  return db.selectFrom("product_category").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getPublicProductCategoryBySlug(db: DbOrTx, slug: string): Promise<Category | undefined> {
  return db.selectFrom("product_category").select(COLUMNS).where("slug", "=", slug).where(isShown("product_category")).executeTakeFirst();
}

export async function lockProductCategory(trx: Transaction<Database>, id: number): Promise<Category | undefined> {
  return trx.selectFrom("product_category").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertProductCategory(db: DbOrTx, values: InsertObject<Database, "product_category">): Promise<Category> {
  return db.insertInto("product_category").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function saveProductCategory(
  db: DbOrTx,
  id: number,
  values: UpdateObject<Database, "product_category">,
): Promise<Category> {
  return db
    .updateTable("product_category")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteProductCategory(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("product_category").where("id", "=", id).execute();
}

/** How many items (of any status) the category holds. */
export async function countProductsInCategory(db: DbOrTx, id: number): Promise<number> {
  const row = await db
    .selectFrom("product")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("category_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function isProductCategorySlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "product_category", options);
}
