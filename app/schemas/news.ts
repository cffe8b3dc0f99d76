import type { z } from "zod";
import { editSchemas, optionalMediaId, optionalText, publishedAt, requiredText, richText, slug, status, unpublishAt } from "./fields";

export const newsSchemas = editSchemas({
  title: requiredText("Title", 200, { singleLine: true }),
  slug: slug(),
  excerpt: optionalText("Excerpt", 500),
  body: richText("Body"),
  cover_image_id: optionalMediaId("Cover image"),
  status: status(),
  published_at: publishedAt(),
  unpublish_at: unpublishAt(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
});

export const newsSchema = newsSchemas.create;
export const newsUpdateSchema = newsSchemas.update;
export const newsPatchSchema = newsSchemas.patch;

export type NewsInput = z.input<typeof newsSchema>;
export type NewsValues = z.output<typeof newsSchema>;
export type NewsChanges = Partial<NewsValues>;
