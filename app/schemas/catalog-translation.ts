import { z } from "zod";
import { optionalText, publishedAt, requiredText, richText, slug, status, version } from "./fields";

/**
 * One locale's text of a solution or product (docs/locales.md): the item's translatable fields,
 * under the same rules as the item's own, its own status and, to update an existing translation,
 * that translation's version (creating needs none).
 */
export const catalogTranslationSchema = z.object({
  title: requiredText("Title", 200, { singleLine: true }),
  slug: slug(),
  summary: optionalText("Summary", 500),
  body: richText("Body"),
  status: status(),
  published_at: publishedAt(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
  version: version().optional(),
});

/** A category's name in one locale, under the category's own rules. */
export const categoryTranslationSchema = z.object({
  name: requiredText("Name", 120, { singleLine: true }),
  slug: slug(),
  description: optionalText("Description", 1000),
  version: version().optional(),
});
