import { z } from "zod";

/**
 * Bad values in an admin list's query string are dropped, not refused: a list
 * link with `?page=abc` still shows page 1.
 */

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

/** Repeated keys keep the first value. */
export function readListQuery<S extends z.ZodType>(schema: S, searchParams: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of searchParams) if (!(key in raw)) raw[key] = value;
  // Every field catches its own bad value, so this parse cannot fail.
  return schema.parse(raw);
}

export type BaseListParams = { q?: string; page?: number; perPage?: number };

export function baseListParams(query: { q?: string; page?: number; per_page?: number }): BaseListParams {
  return { q: query.q, page: query.page, perPage: query.per_page };
}
