import type { z } from "zod";
import {
  editSchemas, optionalMediaId, optionalText, publishedAt, requiredReference, requiredText, richText, slug, sortOrder, status,
  unpublishAt,
} from "./fields";

export const catalogItemSchemas = editSchemas({
  category_id: requiredReference("Category"),
  title: requiredText("Title", 200, { singleLine: true }),
  slug: slug(),
  summary: optionalText("Summary", 500),
  body: richText("Body"),
  image_id: optionalMediaId("Image"),
  sort_order: sortOrder(),
  status: status(),
  published_at: publishedAt(),
  unpublish_at: unpublishAt(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
});

export const catalogItemSchema = catalogItemSchemas.create;
export const catalogItemUpdateSchema = catalogItemSchemas.update;
export const catalogItemPatchSchema = catalogItemSchemas.patch;


export type CatalogItemInput = z.input<typeof catalogItemSchema>;
export type CatalogItemValues = z.output<typeof catalogItemSchema>;
export type CatalogItemChanges = Partial<CatalogItemValues>;
