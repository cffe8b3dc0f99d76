import type { CategoryListParams } from "~/models/category.server";
import { checkMediaReferences, hasErrors, resolveSlug, rowHasExpired, type FieldErrors } from "~/models/crud.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange } from "~/models/redirect.server";
import {
  countProductsInCategory, deleteProductCategory, getProductCategoryById, insertProductCategory, isProductCategorySlugTaken,
  listProductCategories, lockProductCategory, saveProductCategory, PRODUCT_CATEGORY_SORT_KEYS,
} from "~/models/product-category.server";
import { categorySchemas, type CategoryChanges, type CategoryValues } from "~/schemas/category";
import type { Paginated } from "~/utils/pagination";
import {
  categoryItemSchema, categoryListItemSchema, categoryListJson, categoryListQuerySchema, categoryToJson, readCategoryListParams,
  type CategoryListRecord, type CategoryRecord,
} from "./categories.server";
import {
  auditWrite, conflict, inCommandTransaction, invalid, notFound, refused, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type Trx, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { withMediaRefs } from "./media-refs.server";
import { moveToTrash } from "./trash.server";
import { auditSummary, type ResourceLabel } from "./messages";
import type { ContentResource } from "./resource";

const LABEL: ResourceLabel = { one: "product category", many: "product categories" };

async function list(db: DB, params?: CategoryListParams): Promise<Paginated<CategoryListRecord>> {
  const page = await listProductCategories(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, { image: "image_id" }) };
}

async function get(db: DB, id: number): Promise<CategoryRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getProductCategoryById(db, id);
  return row && (await withMediaRefs(db, [row], { image: "image_id" }))[0];
}

const SLUG_TAKEN = "Slug is already used by another product category";

async function check(trx: Trx, input: CategoryChanges, excludeId?: number): Promise<FieldErrors> {
  const errors = await checkMediaReferences(trx, [{ field: "image_id", label: "Image", id: input.image_id, kind: "image" }]);
  if (input.slug && (await isProductCategorySlugTaken(trx, { slug: input.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

async function create(db: DB, { actor, ip, input }: CreateArgs<CategoryValues>): Promise<CreateCommandResult<CategoryRecord>> {
  return inCommandTransaction(db, async (trx) => {
    const errors = await check(trx, input);
    if (hasErrors(errors)) return invalid(errors);
    const slug = await resolveSlug(trx, "product_category", { given: input.slug, title: input.name, fallback: "category", creating: true });
    const row = await insertProductCategory(trx, { ...input, slug: slug! });
    await trackSlugChange(trx, "product_category", { after: { slug: row.slug, live: row.is_published && !rowHasExpired(row) } });
    const summary = auditSummary("create", LABEL.one, row.name);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "product_category", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<CategoryChanges>,
): Promise<UpdateCommandResult<CategoryRecord>> {
  if (!isRecordId(id)) return notFound();
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockProductCategory(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const errors = await check(trx, values, id);
    if (hasErrors(errors)) return invalid(errors);
    const title = values.name ?? current.name;
    const slug = await resolveSlug(trx, "product_category", { given: values.slug, title, fallback: "category", excludeId: id, creating: false });
    const row = await saveProductCategory(trx, id, { ...values, slug });
    await trackSlugChange(trx, "product_category", {
      before: { slug: current.slug, live: current.is_published && !rowHasExpired(current) },
      after: { slug: row.slug, live: row.is_published && !rowHasExpired(row) },
    });
    const summary = auditSummary("update", LABEL.one, row.name);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "product_category", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

/** Refused while the category holds items, naming how many. */
async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockProductCategory(trx, id);
    if (!current) return notFound();
    const items = await countProductsInCategory(trx, id);
    if (items > 0) return refused(`This category still holds ${items} ${items === 1 ? "product" : "products"}. Move or delete them first.`);
    await moveToTrash(trx, { actor, ip }, { entity: "product_category", id, title: current.name });
    await deleteProductCategory(trx, id);
    await removeRedirectsTo(trx, publicPathOf("product_category", current.slug));
    const summary = auditSummary("delete", LABEL.one, current.name);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "product_category", entityId: id, summary });
    return { ok: true as const };
  });
}

/** `product-categories`: the admin's project-category screen and /api/admin/product-categories. */
export const productCategories = {
  name: "product-categories",
  entity: "product_category",
  label: LABEL,
  schemas: categorySchemas,
  itemSchema: categoryItemSchema,
  listItemSchema: categoryListItemSchema,
  listQuerySchema: categoryListQuerySchema,
  listParams: readCategoryListParams,
  sortKeys: PRODUCT_CATEGORY_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: categoryToJson,
  toListJson: categoryListJson,
} satisfies ContentResource<CategoryRecord, CategoryListRecord>;
