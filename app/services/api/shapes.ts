import { z } from "zod";

/**
 * Zod schemas so the OpenAPI document is generated from them (docs/product.md#json-api);
 * the integration tests check every answer against them.
 */

/** Every error: `{"message"}`, and for 422 (and refused uploads) the field errors. */
export const errorSchema = z
  .strictObject({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ description: "Laravel's error shape: a message, and for 422 the messages per field" });

export const paginationMetaSchema = z.strictObject({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});

export const countMetaSchema = z.strictObject({ total: z.number().int().min(0) });

export const dataOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: item });
export const listOf = <T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) =>
  z.strictObject({ data: z.array(item), meta });

export const messageSchema = z.strictObject({ message: z.string() });
