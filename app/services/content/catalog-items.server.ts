import { z } from "zod";
import type {
  CatalogItem, CatalogItemListItem, CatalogItemListParams, CatalogItemSummary,
} from "~/models/catalog-item.server";
import type { CreateResult, DbOrTx, DeleteResult, Paginated, UpdateResult } from "~/models/crud.server";
import { catalogItemSchemas, type CatalogItemChanges, type CatalogItemValues } from "~/schemas/catalog-item";
import {
  auditWrite, fromModelCreate, fromModelDelete, fromModelUpdate, inCommandTransaction, isRecordId, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson, nullableDateTimeJson, statusJson } from "./json";
import { baseListParams, idFilter, listQueryFields, readListQuery, statusFilter } from "./list-query";
import { loadMediaRefs, refOf, urlOf, type MediaRef } from "./media-refs.server";
import { auditSummary, type ResourceLabel } from "./messages";
import type { ContentResource } from "./resource";

/**
 * Solutions and products: one resource definition over the catalog-item model,
 * configured per kind (solutions.server.ts and products.server.ts).
 */

export type CatalogItemRecord = CatalogItem & { image: MediaRef | null };
export type CatalogItemListRecord = CatalogItemListItem & { image: MediaRef | null };

export const catalogItemListItemSchema = z.strictObject({
  id: idJson(),
  category_id: idJson(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
  status: statusJson(),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
export const catalogItemItemSchema = catalogItemListItemSchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
});
export type CatalogItemListJson = z.output<typeof catalogItemListItemSchema>;
export type CatalogItemJson = z.output<typeof catalogItemItemSchema>;

export const catalogItemListQuerySchema = z.object({
  ...listQueryFields,
  category_id: idFilter("Only items of this category"),
  status: statusFilter(),
});

/** The functions of app/models/solution.server.ts (or product). */
export type CatalogItemModel = {
  list(db: DbOrTx, params?: CatalogItemListParams): Promise<Paginated<CatalogItemListItem>>;
  getById(db: DbOrTx, id: number): Promise<CatalogItem | undefined>;
  create(db: DbOrTx, values: CatalogItemValues): Promise<CreateResult<CatalogItem>>;
  update(db: DbOrTx, args: { id: number; version: number; values: CatalogItemChanges }): Promise<UpdateResult<CatalogItem>>;
  remove(db: DbOrTx, id: number): Promise<DeleteResult>;
};

function listJson(row: CatalogItemSummary & { image: MediaRef | null }): CatalogItemListJson {
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    sort_order: row.sort_order,
    status: row.status,
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function withImages<Row extends CatalogItemSummary>(db: DbOrTx, rows: Row[]): Promise<Array<Row & { image: MediaRef | null }>> {
  const refs = await loadMediaRefs(db, rows.map((row) => row.image_id));
  return rows.map((row) => ({ ...row, image: refOf(refs, row.image_id) }));
}

export function catalogItemResource(config: {
  name: "solutions" | "products";
  entity: "solution" | "product";
  label: ResourceLabel;
  model: CatalogItemModel;
}) {
  const { entity, label, model } = config;

  async function list(db: DB, params: CatalogItemListParams = {}): Promise<Paginated<CatalogItemListRecord>> {
    const page = await model.list(db, params);
    return { ...page, items: await withImages(db, page.items) };
  }

  async function get(db: DB, id: number): Promise<CatalogItemRecord | undefined> {
    if (!isRecordId(id)) return undefined;
    const row = await model.getById(db, id);
    return row && (await withImages(db, [row]))[0];
  }

  /**
   * The model fills an empty slug from the title, refuses a taken one, checks
   * the category and image, sanitises the body and checks its limit on the
   * clean HTML, and records the redirect of a live item's slug change.
   */
  async function create(db: DB, { actor, ip, input }: CreateArgs<CatalogItemValues>): Promise<CreateCommandResult<CatalogItemRecord>> {
    return inCommandTransaction(db, async (trx) => {
      const result = fromModelCreate(await model.create(trx, input));
      if (!result.ok) return result;
      const row = result.row;
      await auditWrite(trx, { actor, ip }, { action: "create", entity, entityId: row.id, summary: auditSummary("create", label.one, row.title) });
      return { ok: true as const, row: (await withImages(trx, [row]))[0] };
    });
  }

  async function update(
    db: DB,
    { actor, ip, id, version, input }: UpdateArgs<CatalogItemChanges>,
  ): Promise<UpdateCommandResult<CatalogItemRecord>> {
    if (!isRecordId(id)) return notFound();
    return inCommandTransaction(db, async (trx) => {
      const result = fromModelUpdate(await model.update(trx, { id, version, values: withoutVersion(input) }));
      if (!result.ok) return result;
      const row = result.row;
      await auditWrite(trx, { actor, ip }, { action: "update", entity, entityId: row.id, summary: auditSummary("update", label.one, row.title) });
      return { ok: true as const, row: (await withImages(trx, [row]))[0] };
    });
  }

  async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
    if (!isRecordId(id)) return notFound();
    return inCommandTransaction(db, async (trx) => {
      const current = await model.getById(trx, id);
      if (!current) return notFound();
      const result = fromModelDelete(await model.remove(trx, id));
      if (!result.ok) return result;
      await auditWrite(trx, { actor, ip }, { action: "delete", entity, entityId: id, summary: auditSummary("delete", label.one, current.title) });
      return result;
    });
  }

  return {
    name: config.name,
    entity,
    label,
    schemas: catalogItemSchemas,
    itemSchema: catalogItemItemSchema,
    listItemSchema: catalogItemListItemSchema,
    listQuerySchema: catalogItemListQuerySchema,
    listParams(searchParams: URLSearchParams): CatalogItemListParams {
      const query = readListQuery(catalogItemListQuerySchema, searchParams);
      return { ...baseListParams(query), categoryId: query.category_id, status: query.status };
    },
    list,
    get,
    create,
    update,
    remove,
    toJson: (row: CatalogItemRecord): CatalogItemJson => ({ ...listJson(row), body: row.body }),
    toListJson: listJson,
  } satisfies ContentResource<
    CatalogItemRecord, CatalogItemListRecord, CatalogItemJson, CatalogItemListJson, CatalogItemListParams,
    CatalogItemValues, CatalogItemChanges
  >;
}
