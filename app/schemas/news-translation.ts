import { z } from "zod";
import { optionalText, publishedAt, requiredText, richText, slug, status, version } from "./fields";

/**
 * One locale's text of an article (docs/locales.md): the translatable fields of news, its own
 * status and, to update an existing translation, that translation's version (creating needs none).
 */
export const newsTranslationSchema = z.object({
  title: requiredText("Title", 200, { singleLine: true }),
  slug: slug(),
  excerpt: optionalText("Excerpt", 500),
  body: richText("Body"),
  status: status(),
  published_at: publishedAt(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
  version: version().optional(),
});
