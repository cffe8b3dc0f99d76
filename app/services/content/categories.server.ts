import { z } from "zod";
import type { Category, CategoryListItem, CategoryListParams } from "~/models/category.server";
import type { CreateResult, DbOrTx, DeleteResult, Paginated, UpdateResult } from "~/models/crud.server";
import { categorySchemas, type CategoryChanges, type CategoryValues } from "~/schemas/category";
import {
  auditWrite, fromModelCreate, fromModelDelete, fromModelUpdate, inCommandTransaction, isRecordId, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { loadMediaRefs, refOf, urlOf, type MediaRef } from "./media-refs.server";
import { auditSummary, type ResourceLabel } from "./messages";
import type { ContentResource } from "./resource";

/**
 * Solution categories and product categories: one resource definition over
 * the category model, configured per kind (solution-categories.server.ts and
 * product-categories.server.ts).
 */

export type CategoryRecord = Category & { image: MediaRef | null };
export type CategoryListRecord = CategoryListItem & { image: MediaRef | null };

export const categoryItemSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
export const categoryListItemSchema = categoryItemSchema.extend({
  item_count: z.number().int().meta({ description: "How many items (any status) the category holds" }),
});
export type CategoryJson = z.output<typeof categoryItemSchema>;
export type CategoryListJson = z.output<typeof categoryListItemSchema>;

export const categoryListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) categories"),
});

/** The functions of app/models/solution-category.server.ts (or product-category). */
export type CategoryModel = {
  list(db: DbOrTx, params?: CategoryListParams): Promise<Paginated<CategoryListItem>>;
  getById(db: DbOrTx, id: number): Promise<Category | undefined>;
  create(db: DbOrTx, values: CategoryValues): Promise<CreateResult<Category>>;
  update(db: DbOrTx, args: { id: number; version: number; values: CategoryChanges }): Promise<UpdateResult<Category>>;
  remove(db: DbOrTx, id: number): Promise<DeleteResult>;
};

export function categoryToJson(row: CategoryRecord): CategoryJson {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    sort_order: row.sort_order,
    is_published: row.is_published,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function withImages<Row extends Category>(db: DbOrTx, rows: Row[]): Promise<Array<Row & { image: MediaRef | null }>> {
  const refs = await loadMediaRefs(db, rows.map((row) => row.image_id));
  return rows.map((row) => ({ ...row, image: refOf(refs, row.image_id) }));
}

export function categoryResource(config: {
  name: "solution-categories" | "product-categories";
  entity: "solution_category" | "product_category";
  label: ResourceLabel;
  model: CategoryModel;
}) {
  const { entity, label, model } = config;

  async function list(db: DB, params: CategoryListParams = {}): Promise<Paginated<CategoryListRecord>> {
    const page = await model.list(db, params);
    return { ...page, items: await withImages(db, page.items) };
  }

  async function get(db: DB, id: number): Promise<CategoryRecord | undefined> {
    if (!isRecordId(id)) return undefined;
    const row = await model.getById(db, id);
    return row && (await withImages(db, [row]))[0];
  }

  async function create(db: DB, { actor, ip, input }: CreateArgs<CategoryValues>): Promise<CreateCommandResult<CategoryRecord>> {
    return inCommandTransaction(db, async (trx) => {
      const result = fromModelCreate(await model.create(trx, input));
      if (!result.ok) return result;
      const row = result.row;
      await auditWrite(trx, { actor, ip }, { action: "create", entity, entityId: row.id, summary: auditSummary("create", label.one, row.name) });
      return { ok: true as const, row: (await withImages(trx, [row]))[0] };
    });
  }

  async function update(
    db: DB,
    { actor, ip, id, version, input }: UpdateArgs<CategoryChanges>,
  ): Promise<UpdateCommandResult<CategoryRecord>> {
    if (!isRecordId(id)) return notFound();
    return inCommandTransaction(db, async (trx) => {
      const result = fromModelUpdate(await model.update(trx, { id, version, values: withoutVersion(input) }));
      if (!result.ok) return result;
      const row = result.row;
      await auditWrite(trx, { actor, ip }, { action: "update", entity, entityId: row.id, summary: auditSummary("update", label.one, row.name) });
      return { ok: true as const, row: (await withImages(trx, [row]))[0] };
    });
  }

  /** Refused (409) while the category holds items, naming how many. */
  async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
    if (!isRecordId(id)) return notFound();
    return inCommandTransaction(db, async (trx) => {
      const current = await model.getById(trx, id);
      if (!current) return notFound();
      const result = fromModelDelete(await model.remove(trx, id));
      if (!result.ok) return result;
      await auditWrite(trx, { actor, ip }, { action: "delete", entity, entityId: id, summary: auditSummary("delete", label.one, current.name) });
      return result;
    });
  }

  return {
    name: config.name,
    entity,
    label,
    schemas: categorySchemas,
    itemSchema: categoryItemSchema,
    listItemSchema: categoryListItemSchema,
    listQuerySchema: categoryListQuerySchema,
    listParams(searchParams: URLSearchParams): CategoryListParams {
      const query = readListQuery(categoryListQuerySchema, searchParams);
      return { ...baseListParams(query), isPublished: query.is_published };
    },
    list,
    get,
    create,
    update,
    remove,
    toJson: categoryToJson,
    toListJson: (row: CategoryListRecord): CategoryListJson => ({ ...categoryToJson(row), item_count: row.item_count }),
  } satisfies ContentResource<
    CategoryRecord, CategoryListRecord, CategoryJson, CategoryListJson, CategoryListParams, CategoryValues, CategoryChanges
  >;
}
