import { z } from "zod";

/**
 * The JSON shapes every part of the API shares (docs/product.md#json-api), as zod schemas so
 * the OpenAPI document is generated from them: the one error body, list meta,
 * and the bits public items are built from. Types only describe what the
 * handlers send; the integration tests check every answer against them.
 */

/** Every error: `{"message"}`, and for 422 (and refused uploads) the field errors. */
export const errorSchema = z
  .strictObject({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ description: "Laravel's error shape: a message, and for 422 the messages per field" });

/** `meta` of an admin list and of the paged public news list. */
export const paginationMetaSchema = z.strictObject({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});

/** `meta` of a public list that is not paged: how many items it holds. */
export const countMetaSchema = z.strictObject({ total: z.number().int().min(0) });

export const dataOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: item });
export const listOf = <T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) =>
  z.strictObject({ data: z.array(item), meta });

/** `{"message": …}` answers that are not errors (logout, the contact form). */
export const messageSchema = z.strictObject({ message: z.string() });
