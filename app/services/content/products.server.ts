import type { CatalogItemListParams } from "~/models/catalog-item.server";
import { createProduct, deleteProduct, getProductById, listProducts, updateProduct } from "~/models/product.server";
import { catalogItemSchemas, type CatalogItemChanges, type CatalogItemValues } from "~/schemas/catalog-item";
import type { Paginated } from "~/utils/pagination";
import {
  catalogItemItemSchema, catalogItemListItemSchema, catalogItemListJson, catalogItemListQuerySchema, catalogItemToJson,
  readCatalogItemListParams, type CatalogItemListRecord, type CatalogItemRecord,
} from "./catalog-items.server";
import {
  auditWrite, fromModelCreate, fromModelDelete, fromModelUpdate, inCommandTransaction, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { withMediaRefs } from "./media-refs.server";
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

async function create(db: DB, { actor, ip, input }: CreateArgs<CatalogItemValues>): Promise<CreateCommandResult<CatalogItemRecord>> {
  return inCommandTransaction(db, async (trx) => {
    const result = fromModelCreate(await createProduct(trx, input));
    if (!result.ok) return result;
    const row = result.row;
    const summary = auditSummary("create", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "product", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, id, version, input }: UpdateArgs<CatalogItemChanges>,
): Promise<UpdateCommandResult<CatalogItemRecord>> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const result = fromModelUpdate(await updateProduct(trx, { id, version, values: withoutVersion(input) }));
    if (!result.ok) return result;
    const row = result.row;
    const summary = auditSummary("update", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "update", entity: "product", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await getProductById(trx, id);
    if (!current) return notFound();
    const result = fromModelDelete(await deleteProduct(trx, id));
    if (!result.ok) return result;
    const summary = auditSummary("delete", LABEL.one, current.title);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "product", entityId: id, summary });
    return result;
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
  list,
  get,
  create,
  update,
  remove,
  toJson: catalogItemToJson,
  toListJson: catalogItemListJson,
} satisfies ContentResource<CatalogItemRecord, CatalogItemListRecord>;
