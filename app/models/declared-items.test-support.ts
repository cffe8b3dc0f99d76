import crypto from "node:crypto";
import { contentTypeOfTable, type ContentType } from "~/content-types";
import { getResource } from "~/services/content/registry.server";
import { addContent } from "../../tests/helpers/content";

/**
 * Test support for the modules that walk the content type declarations: an
 * item of any declared type, written through its own commands. A type whose
 * items need a category gets a published one of its own unless `values` name
 * one. `values` are the type's fields; its title is made up when they leave it out.
 */
// The fields a type cannot do without besides its title (and its category).
const REQUIRED: Record<string, Record<string, unknown>> = { "customer-stories": { customer_name: "A customer" } };

export async function addItemOf(type: ContentType, values: Record<string, unknown> = {}): Promise<{ id: number; [column: string]: unknown }> {
  const create = getResource(type.resource)?.create;
  if (!create) throw new Error(`${type.resource} has no create command`);
  const category = type.category && !("category_id" in values) ? contentTypeOfTable(type.category) : undefined;
  const categoryValues = category ? { category_id: (await addItemOf(category, { is_published: true })).id } : {};
  const input = { [type.titleColumn]: `${type.Noun} ${crypto.randomUUID().slice(0, 8)}`, ...categoryValues, ...REQUIRED[type.resource], ...values };
  const row = await addContent(
    {
      async create(db, args) {
        const result = await create(db, args);
        if (!result.ok && result.reason === "too-large") throw new Error(result.message);
        return result;
      },
    },
    input,
  );
  return row as { id: number; [column: string]: unknown };
}
