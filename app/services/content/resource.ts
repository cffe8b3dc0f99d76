import type { z } from "zod";
import type { Paginated } from "~/utils/pagination";
import type {
  CommandContext, CreateArgs, CreateCommandResult, DB, RemoveArgs, RemoveCommandResult, TooLarge, UpdateCommandResult,
} from "./command.server";
import type { BaseListParams } from "./list-query";
import type { ResourceName } from "~/content-types";
import type { ResourceLabel } from "./messages";

/** Types only, so any module may import it. */

export { RESOURCE_NAMES, type ResourceName } from "~/content-types";

/**
 * The members are methods on purpose: a method's parameters are checked both
 * ways, so each entity's own commands (taking its own input and list filters)
 * fit this one shape, and the registry can hold them all as
 * `ContentResource<unknown, unknown>` without a type parameter per input.
 */
export type ContentResource<Rec, ListRec> = {
  name: ResourceName;
  entity: string;
  label: ResourceLabel;
  /** `update` (PUT) takes every field plus `version`, `patch` (PATCH) any fields plus `version`. */
  schemas: { create?: z.ZodType; update?: z.ZodType; patch?: z.ZodType };
  itemSchema: z.ZodType;
  /** Rich bodies are left out of lists. */
  listItemSchema: z.ZodType;
  listQuerySchema: z.ZodType;
  listParams(searchParams: URLSearchParams): BaseListParams;
  /** The columns the list sorts by (`?sort=`), as its admin screen names them; none for a list with one order. */
  sortKeys: readonly string[];
  list(db: DB, params?: BaseListParams & Record<string, unknown>): Promise<Paginated<ListRec>>;
  get(db: DB, id: number): Promise<Rec | undefined>;
  create?(db: DB, args: CreateArgs<unknown>): Promise<CreateCommandResult<Rec> | TooLarge>;
  // The version is optional here: marking a message read needs none.
  update?(db: DB, args: CommandContext & { id: number; version?: number; input: unknown }): Promise<UpdateCommandResult<Rec>>;
  remove(db: DB, args: RemoveArgs): Promise<RemoveCommandResult>;
  toJson(row: Rec): unknown;
  toListJson(row: ListRec): unknown;
  /**
   * Its public reads under /api/frontend/, for the OpenAPI document, where a
   * type has them (their routes are its own). The older types' reads are
   * written out in app/services/api/endpoints.server.ts.
   */
  publicReads?: readonly PublicRead[];
};

/** One public read: its path (`{slug}` for an item), the shape it answers with, and its query if it takes one. */
export type PublicRead = {
  path: string;
  operationId: string;
  summary: string;
  schema: { name: string; schema: z.ZodType };
  query?: z.ZodObject;
};

export type AnyContentResource = ContentResource<unknown, unknown>;
