import { sql } from "kysely";
import type { CatalogItem } from "~/db/schema";
import type { CatalogItemChanges, CatalogItemValues } from "~/schemas/catalog-item";
import {
  checkMediaReferences, cleanRichText, containsPattern, hasErrors, inTransaction, isLive, isSlugTaken as slugTakenIn,
  paginate, publishedAtOnSave, refuseDuplicates, resolveSlug, rowIsLive, searchTerm, statusCondition, updateVersioned,
  type CreateResult, type DbOrTx, type DeleteResult, type FieldErrors, type ListParams, type Paginated, type StatusFilter,
  type UpdateResult,
} from "./crud.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange } from "./redirect.server";

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

  async function create(db: DbOrTx, values: CatalogItemValues): Promise<CreateResult<CatalogItem>> {
    return refuseDuplicates(
      db,
      () =>
        inTransaction(db, async (trx): Promise<CreateResult<CatalogItem>> => {
          const body = cleanRichText(values.body, "body", "Body");
          const errors = { ...(await check(trx, values)), ...body.errors };
          if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
          const slug = await resolveSlug(trx, table, { given: values.slug, title: values.title, fallback: kind.noun, creating: true });
          const row = await trx
            .insertInto(table)
            .values({ ...values, slug: slug!, body: body.value, published_at: publishedAtOnSave(values) })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          await trackSlugChange(trx, table, { after: { slug: row.slug, live: rowIsLive(row) } });
          return { status: "created", row };
        }),
      { slug: [slugTakenMessage] },
    );
  }

  async function update(
    db: DbOrTx,
    { id, version, values }: { id: number; version: number; values: CatalogItemChanges },
  ): Promise<UpdateResult<CatalogItem>> {
    return refuseDuplicates(
      db,
      () =>
        updateVersioned(db, {
          version,
          load: (trx) => trx.selectFrom(table).select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
          save: async (trx, current) => {
            const body = cleanRichText(values.body, "body", "Body");
            const errors = { ...(await check(trx, values, id)), ...body.errors };
            if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
            const slug = await resolveSlug(trx, table, {
              given: values.slug,
              title: values.title ?? current.title,
              fallback: kind.noun,
              excludeId: id,
              creating: false,
            });
            const row = await trx
              .updateTable(table)
              .set({
                ...values,
                slug,
                body: body.value,
                published_at: publishedAtOnSave(values, current),
                version: current.version + 1,
                updated_at: sql`now()`,
              })
              .where("id", "=", id)
              .returning(COLUMNS)
              .executeTakeFirstOrThrow();
            await trackSlugChange(trx, table, {
              before: { slug: current.slug, live: rowIsLive(current) },
              after: { slug: row.slug, live: rowIsLive(row) },
            });
            return { status: "updated", row };
          },
        }),
      { slug: [slugTakenMessage] },
    );
  }

  async function remove(db: DbOrTx, id: number): Promise<DeleteResult> {
    return inTransaction(db, async (trx) => {
      const row = await trx.deleteFrom(table).where("id", "=", id).returning("slug").executeTakeFirst();
      if (!row) return { status: "not-found" };
      await removeRedirectsTo(trx, publicPathOf(table, row.slug));
      return { status: "deleted" };
    });
  }

  return { list, listPublic, getById, getBySlug, getPublicBySlug, isSlugTaken, create, update, remove, slugTakenMessage };
}
