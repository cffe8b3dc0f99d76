import type { CatalogItemListParams } from "~/models/catalog-item.server";
import { checkMediaReferences, expiryErrors, hasErrors, publishedAtOnSave, resolveSlug, rowIsLive, type FieldErrors } from "~/models/crud.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange } from "~/models/redirect.server";
import {
  deleteProduct, getProductById, insertProduct, isProductSlugTaken, listProducts, lockProduct, saveProduct, productCategoryExists, PRODUCT_SORT_KEYS,
} from "~/models/product.server";
import { catalogItemSchemas, type CatalogItemChanges, type CatalogItemValues } from "~/schemas/catalog-item";
import type { Paginated } from "~/utils/pagination";
import { cleanRichText } from "~/utils/sanitize-html.server";
import {
  catalogItemItemSchema, catalogItemListItemSchema, catalogItemListJson, catalogItemListQuerySchema, catalogItemToJson,
  readCatalogItemListParams, type CatalogItemListRecord, type CatalogItemRecord,
} from "./catalog-items.server";
import {
  auditWrite, conflict, inCommandTransaction, invalid, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type Trx, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { withMediaRefs } from "./media-refs.server";
import { moveToTrash } from "./trash.server";
import { auditSummary, type ResourceLabel } from "./messages";
import type { ContentResource } from "./resource";

const LABEL: ResourceLabel = { one: "product", many: "products" };

async function list(db: DB, params?: CatalogItemListParams): Promise<Paginated<CatalogItemListRecord>> {
  const page = await listProducts(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, { image: "image_id" }) };
}

async function get(db: DB, id: number): Promise<CatalogItemRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getProductById(db, id);
  return row && (await withMediaRefs(db, [row], { image: "image_id" }))[0];
}

const SLUG_TAKEN = "Slug is already used by another product";

async function check(trx: Trx, input: CatalogItemChanges, excludeId?: number): Promise<FieldErrors> {
  const errors = await checkMediaReferences(trx, [{ field: "image_id", label: "Image", id: input.image_id, kind: "image" }]);
  if (input.category_id !== undefined && !(await productCategoryExists(trx, input.category_id))) errors.category_id = ["Category was not found"];
  if (input.slug && (await isProductSlugTaken(trx, { slug: input.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

async function create(db: DB, { actor, ip, input }: CreateArgs<CatalogItemValues>): Promise<CreateCommandResult<CatalogItemRecord>> {
  return inCommandTransaction(db, async (trx) => {
    const body = await cleanRichText(input.body, "body", "Body");
    const errors = { ...(await check(trx, input)), ...body.errors, ...expiryErrors(input) };
    if (hasErrors(errors)) return invalid(errors);
    const slug = await resolveSlug(trx, "product", { given: input.slug, title: input.title, fallback: "product", creating: true });
    const row = await insertProduct(trx, { ...input, body: body.value, published_at: publishedAtOnSave(input), slug: slug! });
    await trackSlugChange(trx, "product", { after: { slug: row.slug, live: rowIsLive(row) } });
    const summary = auditSummary("create", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "product", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<CatalogItemChanges>,
): Promise<UpdateCommandResult<CatalogItemRecord>> {
  if (!isRecordId(id)) return notFound();
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockProduct(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const body = await cleanRichText(values.body, "body", "Body");
    const errors = { ...(await check(trx, values, id)), ...body.errors, ...expiryErrors(values, current) };
    if (hasErrors(errors)) return invalid(errors);
    const title = values.title ?? current.title;
    const slug = await resolveSlug(trx, "product", { given: values.slug, title, fallback: "product", excludeId: id, creating: false });
    const row = await saveProduct(trx, id, { ...values, body: body.value, published_at: publishedAtOnSave(values, current), slug });
    await trackSlugChange(trx, "product", {
      before: { slug: current.slug, live: rowIsLive(current) },
      after: { slug: row.slug, live: rowIsLive(row) },
    });
    const summary = auditSummary("update", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "product", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

/** Deleting drops the redirects that led to it, so an old address answers 404. */
async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockProduct(trx, id);
    if (!current) return notFound();
    await moveToTrash(trx, { actor, ip }, { entity: "product", id, title: current.title });
    await deleteProduct(trx, id);
    await removeRedirectsTo(trx, publicPathOf("product", current.slug));
    const summary = auditSummary("delete", LABEL.one, current.title);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "product", entityId: id, summary });
    return { ok: true as const };
  });
}

/** `products`: the admin's projects screens and /api/admin/products. */
export const products = {
  name: "products",
  entity: "product",
  label: LABEL,
  schemas: catalogItemSchemas,
  itemSchema: catalogItemItemSchema,
  listItemSchema: catalogItemListItemSchema,
  listQuerySchema: catalogItemListQuerySchema,
  listParams: readCatalogItemListParams,
  sortKeys: PRODUCT_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: catalogItemToJson,
  toListJson: catalogItemListJson,
} satisfies ContentResource<CatalogItemRecord, CatalogItemListRecord>;
