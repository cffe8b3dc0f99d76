import { z } from "zod";
import type { FieldErrors } from "~/schemas/parse";
import type { ListSort } from "~/utils/list-sort";

// Bad list query values are dropped, not refused: `?page=abc` still shows page 1.

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const listQueryFields = {
  q: lenient(z.string().max(200)).meta({ description: "Search text" }),
  page: lenient(z.coerce.number().int().min(1)).meta({ description: "Page number, from 1" }),
  per_page: lenient(z.coerce.number().int().min(1)).meta({ description: "Items per page (at most 100)" }),
};

export const booleanFilter = (description: string) =>
  lenient(z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1")).meta({ description });

export const statusFilter = () =>
  lenient(z.enum(["draft", "published", "scheduled"])).meta({
    description: "draft; published (live now); scheduled (published, date still to come)",
  });

export const idFilter = (description: string) => lenient(z.coerce.number().int().positive()).meta({ description });

export function readListQuery<S extends z.ZodType>(schema: S, searchParams: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = Object.create(null);
  for (const [key, value] of searchParams) if (!(key in raw)) raw[key] = value;
  // Every field catches its own bad value, so this parse cannot fail.
  return schema.parse(raw);
}

export type BaseListParams = { q?: string; page?: number; perPage?: number };

export function baseListParams(query: { q?: string; page?: number; per_page?: number }): BaseListParams {
  return { q: query.q, page: query.page, perPage: query.per_page };
}

const SORT_DIRECTIONS = ["asc", "desc"] as const;

function orList(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : values.join("");
}

/** Refused when wrong, unlike the filters: a client that asked for an order must not silently get another. */
export function sortQueryFields(keys: readonly [string, ...string[]]) {
  return {
    sort: z
      .enum(keys, { error: `The sort parameter must be ${keys.length > 1 ? "one of " : ""}${orList(keys)}` })
      .optional()
      .meta({ description: "The column to sort by, as the admin list names it (ties by id); without it, the list's own order" }),
    dir: z
      .enum(SORT_DIRECTIONS, { error: `The dir parameter must be ${orList(SORT_DIRECTIONS)}` })
      .optional()
      .meta({ description: "With sort: asc (the default) or desc" }),
  };
}

const NO_SORT = "This list has one order: leave out the sort parameter";

export type SortQuery = { ok: true; sort: ListSort | null } | { ok: false; fieldErrors: FieldErrors };

export function readSortQuery(keys: readonly string[], searchParams: URLSearchParams): SortQuery {
  const raw = { sort: searchParams.get("sort") || undefined, dir: searchParams.get("dir") || undefined };
  if (keys.length === 0) return raw.sort === undefined ? { ok: true, sort: null } : { ok: false, fieldErrors: { sort: [NO_SORT] } };
  const parsed = z.object(sortQueryFields(keys as [string, ...string[]])).safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
    return { ok: false, fieldErrors };
  }
  const { sort, dir } = parsed.data;
  return { ok: true, sort: sort === undefined ? null : { key: sort, dir: dir ?? "asc" } };
}
