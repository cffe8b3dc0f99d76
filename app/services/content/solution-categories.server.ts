import type { CategoryListParams } from "~/models/category.server";
import { createSolutionCategory, deleteSolutionCategory, getSolutionCategoryById, listSolutionCategories, updateSolutionCategory } from "~/models/solution-category.server";
import { categorySchemas, type CategoryChanges, type CategoryValues } from "~/schemas/category";
import type { Paginated } from "~/utils/pagination";
import {
  categoryItemSchema, categoryListItemSchema, categoryListJson, categoryListQuerySchema, categoryToJson, readCategoryListParams,
  type CategoryListRecord, type CategoryRecord,
} from "./categories.server";
import {
  auditWrite, fromModelCreate, fromModelDelete, fromModelUpdate, inCommandTransaction, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { withMediaRefs } from "./media-refs.server";
import { auditSummary, type ResourceLabel } from "./messages";
import type { ContentResource } from "./resource";

const LABEL: ResourceLabel = { one: "solution category", many: "solution categories" };

async function list(db: DB, params?: CategoryListParams): Promise<Paginated<CategoryListRecord>> {
  const page = await listSolutionCategories(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, { image: "image_id" }) };
}

async function get(db: DB, id: number): Promise<CategoryRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getSolutionCategoryById(db, id);
  return row && (await withMediaRefs(db, [row], { image: "image_id" }))[0];
}

async function create(db: DB, { actor, ip, input }: CreateArgs<CategoryValues>): Promise<CreateCommandResult<CategoryRecord>> {
  return inCommandTransaction(db, async (trx) => {
    const result = fromModelCreate(await createSolutionCategory(trx, input));
    if (!result.ok) return result;
    const row = result.row;
    const summary = auditSummary("create", LABEL.one, row.name);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "solution_category", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, id, version, input }: UpdateArgs<CategoryChanges>,
): Promise<UpdateCommandResult<CategoryRecord>> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const result = fromModelUpdate(await updateSolutionCategory(trx, { id, version, values: withoutVersion(input) }));
    if (!result.ok) return result;
    const row = result.row;
    const summary = auditSummary("update", LABEL.one, row.name);
    await auditWrite(trx, { actor, ip }, { action: "update", entity: "solution_category", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await getSolutionCategoryById(trx, id);
    if (!current) return notFound();
    const result = fromModelDelete(await deleteSolutionCategory(trx, id));
    if (!result.ok) return result;
    const summary = auditSummary("delete", LABEL.one, current.name);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "solution_category", entityId: id, summary });
    return result;
  });
}

/** `solution-categories`: the admin's service-category screen and /api/admin/solution-categories. */
export const solutionCategories = {
  name: "solution-categories",
  entity: "solution_category",
  label: LABEL,
  schemas: categorySchemas,
  itemSchema: categoryItemSchema,
  listItemSchema: categoryListItemSchema,
  listQuerySchema: categoryListQuerySchema,
  listParams: readCategoryListParams,
  list,
  get,
  create,
  update,
  remove,
  toJson: categoryToJson,
  toListJson: categoryListJson,
} satisfies ContentResource<CategoryRecord, CategoryListRecord>;
