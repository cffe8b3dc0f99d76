import type { z } from "zod";
import { editSchemas, flag, optionalMediaId, optionalText, requiredText, slug, sortOrder, unpublishAt } from "./fields";

export const categorySchemas = editSchemas({
  name: requiredText("Name", 120, { singleLine: true }),
  slug: slug(),
  description: optionalText("Description", 1000),
  image_id: optionalMediaId("Image"),
  sort_order: sortOrder(),
  is_published: flag("Published"),
  unpublish_at: unpublishAt(),
});

export const categorySchema = categorySchemas.create;
export const categoryUpdateSchema = categorySchemas.update;
export const categoryPatchSchema = categorySchemas.patch;


export type CategoryInput = z.input<typeof categorySchema>;
export type CategoryValues = z.output<typeof categorySchema>;
export type CategoryChanges = Partial<CategoryValues>;
