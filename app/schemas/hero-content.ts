import { z } from "zod";
import { editSchemas, flag, link, optionalMediaId, optionalText, requiredText, sortOrder, unpublishAt } from "./fields";

export const heroContentSchemas = editSchemas({
  title: requiredText("Title", 120, { singleLine: true }),
  body: optionalText("Body", 1000),
  image_id: optionalMediaId("Image"),
  // An icon is a name from the front end's icon set, never markup.
  icon: z
    .string({ error: "Icon must be text" })
    .trim()
    .max(60, "Icon must be at most 60 characters")
    .regex(/^[A-Za-z0-9 _-]*$/, "Icon may contain only letters, numbers, spaces, dashes and underscores")
    .optional(),
  link_url: link("Link"),
  sort_order: sortOrder(),
  is_published: flag("Published"),
  unpublish_at: unpublishAt(),
});

export const heroContentSchema = heroContentSchemas.create;
export const heroContentUpdateSchema = heroContentSchemas.update;
export const heroContentPatchSchema = heroContentSchemas.patch;

export type HeroContentInput = z.input<typeof heroContentSchema>;
export type HeroContentValues = z.output<typeof heroContentSchema>;
export type HeroContentChanges = Partial<HeroContentValues>;
