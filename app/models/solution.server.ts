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

const categoryName = sql<string>`(select c.name from solution_category c where c.id = solution.category_id)`;
const SORTS: SortExpressions = {
  title: textOrder("title"),
  category: sql`lower(${categoryName})`,
  status: sql.ref("status"),
  updated: sql.ref("updated_at"),
};
export const SOLUTION_SORT_KEYS = Object.keys(SORTS);
// An item is public only while its category is too: hiding a category hides its items.
const categoryPublished = categoryShown("solution", "solution_category");

export async function listSolutions(db: DbOrTx, params: CatalogItemListParams = {}): Promise<Paginated<CatalogItemListItem>> {
  let query = db.selectFrom("solution");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.categoryId !== undefined) query = query.where("category_id", "=", params.categoryId);
  if (params.status) query = query.where(statusCondition("solution", params.status));
  return paginate(
    query,
    (rows) =>
      orderedBy(rows.select([...SUMMARY_COLUMNS, categoryName.as("category_name")]), params.sort, SORTS, (byDefault) =>
        byDefault.orderBy("sort_order").orderBy("id"),
      ),
    params,
  );
}

export async function listPublicSolutions(
  db: DbOrTx,
  params: { categoryId?: number; excludeId?: number; limit?: number } = {},
): Promise<CatalogItemSummary[]> {
  let query = db.selectFrom("solution").select(SUMMARY_COLUMNS).where(isLive("solution")).where(categoryPublished);
  if (params.categoryId !== undefined) query = query.where("category_id", "=", params.categoryId);
  if (params.excludeId !== undefined) query = query.where("id", "!=", params.excludeId);
  if (params.limit !== undefined) query = query.limit(params.limit);
  return query.orderBy("sort_order").orderBy("id").execute();
}

export async function getSolutionById(db: DbOrTx, id: number): Promise<CatalogItem | undefined> {
  return db.selectFrom("solution").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Any status: for an admin's preview. */
export async function getSolutionBySlug(db: DbOrTx, slug: string): Promise<CatalogItem | undefined> {
  return db.selectFrom("solution").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

export async function getPublicSolutionBySlug(db: DbOrTx, slug: string): Promise<CatalogItem | undefined> {
  return db
    .selectFrom("solution")
    .select(COLUMNS)
    .where("slug", "=", slug)
    .where(isLive("solution"))
    .where(categoryPublished)
    .executeTakeFirst();
}

export async function lockSolution(trx: Transaction<Database>, id: number): Promise<CatalogItem | undefined> {
  return trx.selectFrom("solution").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertSolution(db: DbOrTx, values: InsertObject<Database, "solution">): Promise<CatalogItem> {
  return db.insertInto("solution").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function saveSolution(db: DbOrTx, id: number, values: UpdateObject<Database, "solution">): Promise<CatalogItem> {
  return db
    .updateTable("solution")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteSolution(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("solution").where("id", "=", id).execute();
}

export async function solutionCategoryExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.selectFrom("solution_category").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function isSolutionSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "solution", options);
}
