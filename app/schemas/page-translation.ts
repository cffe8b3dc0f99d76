import { z } from "zod";
import { optionalText, pageSlug, publishedAt, requiredText, richText, status, version } from "./fields";
import { sectionsSchema } from "./sections";

/**
 * One locale's text of a custom page (docs/locales.md): the translatable fields of a page, its
 * sections among them (each checked as the page's are), its own status and, to update an existing
 * translation, that translation's version (creating needs none).
 */
export const pageTranslationSchema = z.object({
  title: requiredText("Title", 200, { singleLine: true }),
  slug: pageSlug(),
  body: richText("Body"),
  sections: sectionsSchema.optional(),
  status: status(),
  published_at: publishedAt(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
  version: version().optional(),
});
