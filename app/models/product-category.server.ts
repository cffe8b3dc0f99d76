import { sql } from "kysely";
import type { CategoryChanges, CategoryValues } from "~/schemas/category";
import { CATEGORY_COLUMNS as COLUMNS, type Category, type CategoryListItem, type CategoryListParams } from "./category.server";
import {
  checkMediaReferences, containsPattern, hasErrors, inTransaction, isSlugTaken, paginate, refuseDuplicates, resolveSlug,
  searchTerm, updateVersioned,
  type CreateResult, type DbOrTx, type DeleteResult, type FieldErrors, type Paginated, type UpdateResult,
} from "./crud.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange } from "./redirect.server";

/** ProductCategories: written out on their own, beside the twin module of the other catalog kind. */

const SLUG_TAKEN = "Slug is already used by another product category";
const itemCount = sql<number>`(select count(*)::int from product i where i.category_id = product_category.id)`;

/** Admin list: every category, searched by name, in display order. */
export async function listProductCategories(db: DbOrTx, params: CategoryListParams = {}): Promise<Paginated<CategoryListItem>> {
  let query = db.selectFrom("product_category");
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
export async function listProductCategoryOptions(db: DbOrTx): Promise<Array<Pick<Category, "id" | "name" | "is_published">>> {
  return db.selectFrom("product_category").select(["id", "name", "is_published"]).orderBy("sort_order").orderBy("id").execute();
}

/** Published categories in display order (navigation, home page). */
export async function listPublicProductCategories(db: DbOrTx): Promise<Category[]> {
  return db.selectFrom("product_category").select(COLUMNS).where("is_published", "=", true).orderBy("sort_order").orderBy("id").execute();
}

export async function getProductCategoryById(db: DbOrTx, id: number): Promise<Category | undefined> {
  return db.selectFrom("product_category").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** The category a public page may show: published only. */
export async function getPublicProductCategoryBySlug(db: DbOrTx, slug: string): Promise<Category | undefined> {
  return db.selectFrom("product_category").select(COLUMNS).where("slug", "=", slug).where("is_published", "=", true).executeTakeFirst();
}

async function check(db: DbOrTx, values: CategoryChanges, excludeId?: number): Promise<FieldErrors> {
  const errors = await checkMediaReferences(db, [{ field: "image_id", label: "Image", id: values.image_id, kind: "image" }]);
  if (values.slug && (await isSlugTaken(db, "product_category", { slug: values.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

export async function createProductCategory(db: DbOrTx, values: CategoryValues): Promise<CreateResult<Category>> {
  const attempt = () =>
    inTransaction(db, async (trx): Promise<CreateResult<Category>> => {
      const errors = await check(trx, values);
      if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
      const slug = await resolveSlug(trx, "product_category", { given: values.slug, title: values.name, fallback: "category", creating: true });
      const row = await trx.insertInto("product_category").values({ ...values, slug: slug! }).returning(COLUMNS).executeTakeFirstOrThrow();
      await trackSlugChange(trx, "product_category", { after: { slug: row.slug, live: row.is_published } });
      return { status: "created", row };
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Saves `values` over the row at `version`; a stale version changes nothing. */
export async function updateProductCategory(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: CategoryChanges },
): Promise<UpdateResult<Category>> {
  const attempt = () =>
    updateVersioned(db, {
      version,
      load: (trx) => trx.selectFrom("product_category").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
      save: async (trx, current): Promise<UpdateResult<Category>> => {
        const errors = await check(trx, values, id);
        if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
        const title = values.name ?? current.name;
        const slug = await resolveSlug(trx, "product_category", { given: values.slug, title, fallback: "category", excludeId: id, creating: false });
        const row = await trx
          .updateTable("product_category")
          .set({ ...values, slug, version: current.version + 1, updated_at: sql<Date>`now()` })
          .where("id", "=", id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await trackSlugChange(trx, "product_category", {
          before: { slug: current.slug, live: current.is_published },
          after: { slug: row.slug, live: row.is_published },
        });
        return { status: "updated", row };
      },
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Refused while the category holds items, naming how many. */
export async function deleteProductCategory(db: DbOrTx, id: number): Promise<DeleteResult> {
  return inTransaction(db, async (trx) => {
    const category = await trx.selectFrom("product_category").select(["id", "slug"]).where("id", "=", id).forUpdate().executeTakeFirst();
    if (!category) return { status: "not-found" };
    const items = await countProductsInCategory(trx, id);
    if (items > 0) {
      const noun = items === 1 ? "product" : "products";
      return { status: "refused", message: `This category still holds ${items} ${noun}. Move or delete them first.` };
    }
    await trx.deleteFrom("product_category").where("id", "=", id).execute();
    await removeRedirectsTo(trx, publicPathOf("product_category", category.slug));
    return { status: "deleted" };
  });
}

/** How many items (of any status) the category holds. */
async function countProductsInCategory(db: DbOrTx, id: number): Promise<number> {
  const row = await db
    .selectFrom("product")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("category_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
