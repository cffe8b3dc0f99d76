import type { z } from "zod";
import type { CreateResult, DbOrTx, DeleteResult, FieldErrors, Paginated, UpdateResult } from "~/models/crud.server";
import {
  auditWrite, fromModelCreate, fromModelDelete, fromModelUpdate, inCommandTransaction, invalid, isRecordId, notFound,
  withoutVersion, type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult,
  type UpdateArgs, type UpdateCommandResult,
} from "./command.server";
import { auditSummary, type ResourceLabel } from "./messages";
import type { ContentResource, ResourceName } from "./resource";

/**
 * The commands of a resource whose model has the usual five functions (list,
 * getById, create, update with a version, remove). The model checks the slug,
 * the referenced ids and the rich body and records redirects; each command here
 * runs it inside one transaction with the audit event, and attaches the media
 * the saved row refers to.
 */

export type CrudModel<Row, ListRow, Values, Changes, ListParams> = {
  list(db: DbOrTx, params?: ListParams): Promise<Paginated<ListRow>>;
  getById(db: DbOrTx, id: number): Promise<Row | undefined>;
  create(db: DbOrTx, values: Values): Promise<CreateResult<Row>>;
  update(db: DbOrTx, args: { id: number; version: number; values: Changes }): Promise<UpdateResult<Row>>;
  remove(db: DbOrTx, id: number): Promise<DeleteResult>;
};

export type EditSchemas = { create: z.ZodType; update: z.ZodType; patch: z.ZodType };

export type ModelResourceConfig<Row, ListRow, Values, Changes, ListParams, Rec, ListRec, Item, ListItem, Schemas> = {
  name: ResourceName;
  entity: string;
  label: ResourceLabel;
  schemas: Schemas;
  itemSchema: z.ZodType<Item>;
  listItemSchema: z.ZodType<ListItem>;
  listQuerySchema: z.ZodType;
  listParams(searchParams: URLSearchParams): ListParams;
  model: CrudModel<Row, ListRow, Values, Changes, ListParams>;
  /** What the audit log quotes: the row's title or name. */
  titleOf(row: Row): string;
  /** Attaches the media a row refers to (see withMediaRefs). */
  withMedia(db: DbOrTx, rows: Row[]): Promise<Rec[]>;
  withMediaOnList(db: DbOrTx, rows: ListRow[]): Promise<ListRec[]>;
  /** Checks the model does not make (e.g. links, for callers that skipped the schema). */
  check?(input: Partial<Values>): FieldErrors;
  toJson(row: Rec): Item;
  toListJson(row: ListRec): ListItem;
};

export function modelResource<
  Row extends { id: number }, ListRow, Values, Changes, ListParams, Rec, ListRec, Item, ListItem, Schemas extends EditSchemas,
>(config: ModelResourceConfig<Row, ListRow, Values, Changes, ListParams, Rec, ListRec, Item, ListItem, Schemas>) {
  const { entity, label, model } = config;
  const summary = (action: "create" | "update" | "delete", row: Row) => auditSummary(action, label.one, config.titleOf(row));
  const extraErrors = (input: object): FieldErrors | undefined => {
    const errors = config.check?.(input as Partial<Values>) ?? {};
    return Object.keys(errors).length > 0 ? errors : undefined;
  };

  async function list(db: DB, params?: ListParams): Promise<Paginated<ListRec>> {
    const page = await model.list(db, params);
    return { ...page, items: await config.withMediaOnList(db, page.items) };
  }

  async function get(db: DB, id: number): Promise<Rec | undefined> {
    if (!isRecordId(id)) return undefined;
    const row = await model.getById(db, id);
    return row && (await config.withMedia(db, [row]))[0];
  }

  async function create(db: DB, { actor, ip, input }: CreateArgs<Values>): Promise<CreateCommandResult<Rec>> {
    const errors = extraErrors(input as object);
    if (errors) return invalid(errors);
    return inCommandTransaction(db, async (trx) => {
      const result = fromModelCreate(await model.create(trx, input));
      if (!result.ok) return result;
      const row = result.row;
      await auditWrite(trx, { actor, ip }, { action: "create", entity, entityId: row.id, summary: summary("create", row) });
      return { ok: true as const, row: (await config.withMedia(trx, [row]))[0] };
    });
  }

  async function update(db: DB, { actor, ip, id, version, input }: UpdateArgs<Changes>): Promise<UpdateCommandResult<Rec>> {
    if (!isRecordId(id)) return notFound();
    const errors = extraErrors(input as object);
    if (errors) return invalid(errors);
    return inCommandTransaction(db, async (trx) => {
      const values = withoutVersion(input as Changes & object) as Changes;
      const result = fromModelUpdate(await model.update(trx, { id, version, values }));
      if (!result.ok) return result;
      const row = result.row;
      await auditWrite(trx, { actor, ip }, { action: "update", entity, entityId: row.id, summary: summary("update", row) });
      return { ok: true as const, row: (await config.withMedia(trx, [row]))[0] };
    });
  }

  async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
    if (!isRecordId(id)) return notFound();
    return inCommandTransaction(db, async (trx) => {
      const current = await model.getById(trx, id);
      if (!current) return notFound();
      const result = fromModelDelete(await model.remove(trx, id));
      if (!result.ok) return result;
      await auditWrite(trx, { actor, ip }, { action: "delete", entity, entityId: id, summary: summary("delete", current) });
      return result;
    });
  }

  return {
    name: config.name,
    entity,
    label,
    schemas: config.schemas,
    itemSchema: config.itemSchema,
    listItemSchema: config.listItemSchema,
    listQuerySchema: config.listQuerySchema,
    listParams: config.listParams,
    list,
    get,
    create,
    update,
    remove,
    toJson: config.toJson,
    toListJson: config.toListJson,
  } satisfies ContentResource<Rec, ListRec, Item, ListItem, ListParams, Values, Changes>;
}
