import type { z } from "zod";
import { sectionsSchema } from "./sections";
import { editSchemas, flag, optionalText, pageSlug, publishedAt, requiredText, richText, sortOrder, status, unpublishAt } from "./fields";

/** Short enough to sit on one line of the header beside the other menu entries. */
export const MENU_LABEL_MAX = 30;

export const pageSchemas = editSchemas({
  title: requiredText("Title", 200, { singleLine: true }),
  slug: pageSlug(),
  body: richText("Body"),
  sections: sectionsSchema.optional(),
  status: status(),
  published_at: publishedAt(),
  unpublish_at: unpublishAt(),
  show_in_menu: flag("Show in menu"),
  menu_label: optionalText("Menu label", MENU_LABEL_MAX, { singleLine: true }),
  sort_order: sortOrder(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
});

export const pageSchema = pageSchemas.create;
export const pageUpdateSchema = pageSchemas.update;
export const pagePatchSchema = pageSchemas.patch;

export type PageInput = z.input<typeof pageSchema>;
export type PageValues = z.output<typeof pageSchema>;
export type PageChanges = Partial<PageValues>;
