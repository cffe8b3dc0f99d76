import { sql } from "kysely";
import type { CatalogItemChanges, CatalogItemValues } from "~/schemas/catalog-item";
import { cleanRichText } from "~/utils/sanitize-html.server";
import {
  CATALOG_ITEM_COLUMNS as COLUMNS, CATALOG_ITEM_SUMMARY_COLUMNS as SUMMARY_COLUMNS,
  type CatalogItem, type CatalogItemListItem, type CatalogItemListParams, type CatalogItemSummary,
} from "./catalog-item.server";
import {
  checkMediaReferences, containsPattern, hasErrors, inTransaction, isLive, isSlugTaken, paginate, publishedAtOnSave,
  refuseDuplicates, resolveSlug, rowIsLive, searchTerm, statusCondition, updateVersioned,
  type CreateResult, type DbOrTx, type DeleteResult, type FieldErrors, type Paginated, type UpdateResult,
} from "./crud.server";
import { deletePublishedItem, trackSlugChange } from "./redirect.server";

/** Solutions: written out on their own, beside the twin module of the other catalog kind. */

const SLUG_TAKEN = "Slug is already used by another solution";
const categoryName = sql<string>`(select c.name from solution_category c where c.id = solution.category_id)`;
// An item is public only while its category is too: hiding a category hides its items.
const categoryPublished = sql<boolean>`exists (select 1 from solution_category c where c.id = solution.category_id and c.is_published)`;

/** Admin list: every status, searched by title, filtered by category and status. */
export async function listSolutions(db: DbOrTx, params: CatalogItemListParams = {}): Promise<Paginated<CatalogItemListItem>> {
  let query = db.selectFrom("solution");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.categoryId !== undefined) query = query.where("category_id", "=", params.categoryId);
  if (params.status) query = query.where(statusCondition("solution", params.status));
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

/** The item a public page may show: live, in a published category. */
export async function getPublicSolutionBySlug(db: DbOrTx, slug: string): Promise<CatalogItem | undefined> {
  return db
    .selectFrom("solution")
    .select(COLUMNS)
    .where("slug", "=", slug)
    .where(isLive("solution"))
    .where(categoryPublished)
    .executeTakeFirst();
}

async function check(db: DbOrTx, values: CatalogItemChanges, excludeId?: number): Promise<FieldErrors> {
  const errors = await checkMediaReferences(db, [{ field: "image_id", label: "Image", id: values.image_id, kind: "image" }]);
  if (values.category_id !== undefined) {
    const category = await db.selectFrom("solution_category").select("id").where("id", "=", values.category_id).executeTakeFirst();
    if (!category) errors.category_id = ["Category was not found"];
  }
  if (values.slug && (await isSlugTaken(db, "solution", { slug: values.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

export async function createSolution(db: DbOrTx, values: CatalogItemValues): Promise<CreateResult<CatalogItem>> {
  const attempt = () =>
    inTransaction(db, async (trx): Promise<CreateResult<CatalogItem>> => {
      const body = cleanRichText(values.body, "body", "Body");
      const errors = { ...(await check(trx, values)), ...body.errors };
      if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
      const slug = await resolveSlug(trx, "solution", { given: values.slug, title: values.title, fallback: "solution", creating: true });
      const row = await trx
        .insertInto("solution")
        .values({ ...values, body: body.value, published_at: publishedAtOnSave(values), slug: slug! })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await trackSlugChange(trx, "solution", { after: { slug: row.slug, live: rowIsLive(row) } });
      return { status: "created", row };
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Saves `values` over the row at `version`; a stale version changes nothing. */
export async function updateSolution(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: CatalogItemChanges },
): Promise<UpdateResult<CatalogItem>> {
  const attempt = () =>
    updateVersioned(db, {
      version,
      load: (trx) => trx.selectFrom("solution").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
      save: async (trx, current): Promise<UpdateResult<CatalogItem>> => {
        const body = cleanRichText(values.body, "body", "Body");
        const errors = { ...(await check(trx, values, id)), ...body.errors };
        if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
        const title = values.title ?? current.title;
        const slug = await resolveSlug(trx, "solution", { given: values.slug, title, fallback: "solution", excludeId: id, creating: false });
        const row = await trx
          .updateTable("solution")
          .set({
            ...values,
            body: body.value,
            published_at: publishedAtOnSave(values, current),
            slug,
            version: current.version + 1,
            updated_at: sql<Date>`now()`,
          })
          .where("id", "=", id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await trackSlugChange(trx, "solution", {
          before: { slug: current.slug, live: rowIsLive(current) },
          after: { slug: row.slug, live: rowIsLive(row) },
        });
        return { status: "updated", row };
      },
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Deleting drops the redirects that led to it. */
export async function deleteSolution(db: DbOrTx, id: number): Promise<DeleteResult> {
  return deletePublishedItem(db, "solution", id);
}

export async function isSolutionSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "solution", options);
}
