import type { z } from "zod";
import type { Paginated } from "~/utils/pagination";
import type {
  CommandContext, CreateArgs, CreateCommandResult, DB, RemoveArgs, RemoveCommandResult, TooLarge, UpdateCommandResult,
} from "./command.server";
import type { BaseListParams } from "./list-query";
import type { ResourceName } from "~/content-types";
import type { ResourceLabel } from "./messages";

export { RESOURCE_NAMES, type ResourceName } from "~/content-types";

/**
 * Members are methods on purpose: method parameters are checked bivariantly, so every entity's
 * commands fit `ContentResource<unknown, unknown>` without a type parameter per input.
 */
export type ContentResource<Rec, ListRec> = {
  name: ResourceName;
  entity: string;
  label: ResourceLabel;
  schemas: { create?: z.ZodType; update?: z.ZodType; patch?: z.ZodType };
  itemSchema: z.ZodType;
  listItemSchema: z.ZodType;
  listQuerySchema: z.ZodType;
  listParams(searchParams: URLSearchParams): BaseListParams;
  sortKeys: readonly string[];
  list(db: DB, params?: BaseListParams & Record<string, unknown>): Promise<Paginated<ListRec>>;
  get(db: DB, id: number): Promise<Rec | undefined>;
  create?(db: DB, args: CreateArgs<unknown>): Promise<CreateCommandResult<Rec> | TooLarge>;
  // The version is optional here: marking a message read needs none.
  update?(db: DB, args: CommandContext & { id: number; version?: number; input: unknown }): Promise<UpdateCommandResult<Rec>>;
  remove(db: DB, args: RemoveArgs): Promise<RemoveCommandResult>;
  toJson(row: Rec): unknown;
  toListJson(row: ListRec): unknown;
  /** For the OpenAPI document; the older types' reads are in app/services/api/endpoints.server.ts. */
  publicReads?: readonly PublicRead[];
};

type PublicRead = {
  path: string;
  operationId: string;
  summary: string;
  schema: { name: string; schema: z.ZodType };
  query?: z.ZodObject;
};

export type AnyContentResource = ContentResource<unknown, unknown>;
