import { sql } from "kysely";
import type { CatalogItem } from "~/db/schema";
import type { CatalogItemChanges, CatalogItemValues } from "~/schemas/catalog-item";
import {
  checkMediaReferences, containsPattern, isLive, isSlugTaken as slugTakenIn, paginate, searchTerm, statusCondition,
  type DbOrTx, type FieldErrors, type ListParams, type Paginated, type StatusFilter,
} from "./crud.server";
import { publishedItemWrites } from "./slugged-record.server";

/**
 * Solutions and products: one implementation, configured per kind.
 * app/models/solution.server.ts and product.server.ts give its functions their
 * names.
 */

export type CatalogItemKind = {
  table: "solution" | "product";
  categoryTable: "solution_category" | "product_category";
  /** "solution", for messages and generated slugs. */
  noun: string;
};

export type { CatalogItem };

/** An item without its body: what lists and cards need. */
export type CatalogItemSummary = Omit<CatalogItem, "body">;

/** An admin list row: the item and its category's name. */
export type CatalogItemListItem = CatalogItemSummary & { category_name: string };

export type CatalogItemListParams = ListParams & { categoryId?: number; status?: StatusFilter };

const SUMMARY_COLUMNS = [
  "id", "category_id", "title", "slug", "summary", "image_id", "sort_order", "status", "published_at", "seo_title",
  "seo_description", "version", "created_at", "updated_at",
] as const;
const COLUMNS = [...SUMMARY_COLUMNS, "body"] as const;

export function catalogItemModel(kind: CatalogItemKind) {
  const { table, categoryTable } = kind;
  const slugTakenMessage = `Slug is already used by another ${kind.noun}`;
  const categoryName = sql<string>`(select c.name from ${sql.table(categoryTable)} c where c.id = ${sql.ref(`${table}.category_id`)})`;
  // An item is public only while its category is too: hiding a category hides its items.
  const categoryPublished = sql<boolean>`exists (select 1 from ${sql.table(categoryTable)} c where c.id = ${sql.ref(`${table}.category_id`)} and c.is_published)`;

  /** Admin list: every status, searched by title, filtered by category and status. */
  async function list(db: DbOrTx, params: CatalogItemListParams = {}): Promise<Paginated<CatalogItemListItem>> {
    let query = db.selectFrom(table);
    const q = searchTerm(params.q);
    if (q) query = query.where("title", "ilike", containsPattern(q));
    if (params.categoryId !== undefined) query = query.where("category_id", "=", params.categoryId);
    if (params.status) query = query.where(statusCondition(table, params.status));
    return paginate(
      query,
      (rows) => rows.select([...SUMMARY_COLUMNS, categoryName.as("category_name")]).orderBy("sort_order").orderBy("id"),
      params,
    );
  }

  /**
   * Live items in display order, for a category page (categoryId), related items
   * (excludeId) or a home-page strip (limit).
   */
  async function listPublic(
    db: DbOrTx,
    params: { categoryId?: number; excludeId?: number; limit?: number } = {},
  ): Promise<CatalogItemSummary[]> {
    let query = db.selectFrom(table).select(SUMMARY_COLUMNS).where(isLive(table)).where(categoryPublished);
    if (params.categoryId !== undefined) query = query.where("category_id", "=", params.categoryId);
    if (params.excludeId !== undefined) query = query.where("id", "!=", params.excludeId);
    if (params.limit !== undefined) query = query.limit(params.limit);
    return query.orderBy("sort_order").orderBy("id").execute();
  }

  async function getById(db: DbOrTx, id: number): Promise<CatalogItem | undefined> {
    return db.selectFrom(table).select(COLUMNS).where("id", "=", id).executeTakeFirst();
  }

  /** Any status: for an admin's preview. */
  async function getBySlug(db: DbOrTx, slug: string): Promise<CatalogItem | undefined> {
    return db.selectFrom(table).select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
  }

  /** The item a public page may show: live, in a published category. */
  async function getPublicBySlug(db: DbOrTx, slug: string): Promise<CatalogItem | undefined> {
    return db
      .selectFrom(table)
      .select(COLUMNS)
      .where("slug", "=", slug)
      .where(isLive(table))
      .where(categoryPublished)
      .executeTakeFirst();
  }

  async function isSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
    return slugTakenIn(db, table, options);
  }

  async function check(db: DbOrTx, values: CatalogItemChanges, excludeId?: number): Promise<FieldErrors> {
    const errors = await checkMediaReferences(db, [{ field: "image_id", label: "Image", id: values.image_id, kind: "image" }]);
    if (values.category_id !== undefined) {
      const category = await db.selectFrom(categoryTable).select("id").where("id", "=", values.category_id).executeTakeFirst();
      if (!category) errors.category_id = ["Category was not found"];
    }
    if (values.slug && (await isSlugTaken(db, { slug: values.slug, excludeId }))) errors.slug = [slugTakenMessage];
    return errors;
  }

  const writes = publishedItemWrites<CatalogItem, CatalogItemChanges, CatalogItemValues>({
    table,
    slugTakenMessage,
    slugFallback: kind.noun,
    check,
    load: (trx, id) => trx.selectFrom(table).select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
    insert: (trx, row) => trx.insertInto(table).values(row).returning(COLUMNS).executeTakeFirstOrThrow(),
    update: (trx, id, changes) =>
      trx.updateTable(table).set(changes).where("id", "=", id).returning(COLUMNS).executeTakeFirstOrThrow(),
  });

  return { list, listPublic, getById, getBySlug, getPublicBySlug, isSlugTaken, ...writes, slugTakenMessage };
}
