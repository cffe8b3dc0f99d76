import { sql } from "kysely";
import type { Category } from "~/db/schema";
import type { CategoryChanges, CategoryValues } from "~/schemas/category";
import {
  checkMediaReferences, containsPattern, inTransaction, isSlugTaken as slugTakenIn, paginate, searchTerm,
  type DbOrTx, type DeleteResult, type FieldErrors, type ListParams, type Paginated,
} from "./crud.server";
import { removeRedirectsTo, publicPathOf } from "./redirect.server";
import { sluggedRecordWrites } from "./slugged-record.server";

/**
 * Solution categories and product categories: one implementation, configured
 * per kind. app/models/solution-category.server.ts and
 * product-category.server.ts give its functions their names.
 */

export type CategoryKind = {
  table: "solution_category" | "product_category";
  /** The table of the items it holds. */
  itemTable: "solution" | "product";
  /** "solution category", for messages. */
  noun: string;
  /** "solution" / "solutions", for the refusal to delete. */
  itemNoun: { one: string; many: string };
};

export type { Category };

/** An admin list row: the category and how many items it holds. */
export type CategoryListItem = Category & { item_count: number };

export type CategoryListParams = ListParams & { isPublished?: boolean };

const COLUMNS = [
  "id", "name", "slug", "description", "image_id", "sort_order", "is_published", "version", "created_at", "updated_at",
] as const;

export function categoryModel(kind: CategoryKind) {
  const { table, itemTable } = kind;
  const slugTakenMessage = `Slug is already used by another ${kind.noun}`;
  const itemCount = sql<number>`(select count(*)::int from ${sql.table(itemTable)} i where i.category_id = ${sql.ref(`${table}.id`)})`;

  /** Admin list: every category, searched by name, in display order. */
  async function list(db: DbOrTx, params: CategoryListParams = {}): Promise<Paginated<CategoryListItem>> {
    let query = db.selectFrom(table);
    const q = searchTerm(params.q);
    if (q) query = query.where("name", "ilike", containsPattern(q));
    if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
    return paginate(
      query,
      (rows) => rows.select([...COLUMNS, itemCount.as("item_count")]).orderBy("sort_order").orderBy("id"),
      params,
    );
  }

  /** Every category, for a select box. */
  async function listOptions(db: DbOrTx): Promise<Array<Pick<Category, "id" | "name" | "is_published">>> {
    return db.selectFrom(table).select(["id", "name", "is_published"]).orderBy("sort_order").orderBy("id").execute();
  }

  /** Published categories in display order (navigation, home page). */
  async function listPublic(db: DbOrTx): Promise<Category[]> {
    return db.selectFrom(table).select(COLUMNS).where("is_published", "=", true).orderBy("sort_order").orderBy("id").execute();
  }

  async function getById(db: DbOrTx, id: number): Promise<Category | undefined> {
    return db.selectFrom(table).select(COLUMNS).where("id", "=", id).executeTakeFirst();
  }

  async function getBySlug(db: DbOrTx, slug: string): Promise<Category | undefined> {
    return db.selectFrom(table).select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
  }

  /** The category a public page may show: published only. */
  async function getPublicBySlug(db: DbOrTx, slug: string): Promise<Category | undefined> {
    return db.selectFrom(table).select(COLUMNS).where("slug", "=", slug).where("is_published", "=", true).executeTakeFirst();
  }

  async function isSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
    return slugTakenIn(db, table, options);
  }

  async function check(db: DbOrTx, values: CategoryChanges, excludeId?: number): Promise<FieldErrors> {
    const errors = await checkMediaReferences(db, [{ field: "image_id", label: "Image", id: values.image_id, kind: "image" }]);
    if (values.slug && (await isSlugTaken(db, { slug: values.slug, excludeId }))) errors.slug = [slugTakenMessage];
    return errors;
  }

  const writes = sluggedRecordWrites<Category, CategoryChanges, CategoryValues, object, "name">({
    table,
    slugTakenMessage,
    titleColumn: "name",
    slugFallback: "category",
    isLive: (row) => row.is_published,
    prepare: async (trx, values, current) => ({ errors: await check(trx, values, current?.id), columns: {} }),
    load: (trx, id) => trx.selectFrom(table).select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
    insert: (trx, row) => trx.insertInto(table).values(row).returning(COLUMNS).executeTakeFirstOrThrow(),
    update: (trx, id, changes) =>
      trx.updateTable(table).set(changes).where("id", "=", id).returning(COLUMNS).executeTakeFirstOrThrow(),
  });

  /** Refused while the category holds items, naming how many. */
  async function remove(db: DbOrTx, id: number): Promise<DeleteResult> {
    return inTransaction(db, async (trx) => {
      const category = await trx.selectFrom(table).select(["id", "slug"]).where("id", "=", id).forUpdate().executeTakeFirst();
      if (!category) return { status: "not-found" };
      const items = await countItems(trx, id);
      if (items > 0) {
        const noun = items === 1 ? kind.itemNoun.one : kind.itemNoun.many;
        return { status: "refused", message: `This category still holds ${items} ${noun}. Move or delete them first.` };
      }
      await trx.deleteFrom(table).where("id", "=", id).execute();
      await removeRedirectsTo(trx, publicPathOf(table, category.slug));
      return { status: "deleted" };
    });
  }

  /** How many items (of any status) the category holds. */
  async function countItems(db: DbOrTx, id: number): Promise<number> {
    const row = await db
      .selectFrom(itemTable)
      .select(sql<number>`count(*)::int`.as("count"))
      .where("category_id", "=", id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return { list, listOptions, listPublic, getById, getBySlug, getPublicBySlug, isSlugTaken, ...writes, remove, countItems, slugTakenMessage };
}
