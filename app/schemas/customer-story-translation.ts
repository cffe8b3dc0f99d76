import { z } from "zod";
import { storyFigures } from "./customer-story";
import { optionalText, publishedAt, requiredText, richText, slug, status, version } from "./fields";

/**
 * One locale's text of a customer story (docs/locales.md), under the same rules as the story's
 * own: its figures whole (a value carries units and a number format too), the quote's words and
 * the quoted person's role (the person is the story's), its own status and, to update an existing
 * translation, that translation's version (creating needs none).
 */
export const customerStoryTranslationSchema = z.object({
  title: requiredText("Title", 200, { singleLine: true }),
  slug: slug(),
  industry: optionalText("Industry", 80, { singleLine: true }),
  summary: optionalText("Summary", 500),
  body: richText("Body"),
  figures: storyFigures(),
  quote_text: optionalText("Quote text", 500),
  quote_role: optionalText("Quote role", 120, { singleLine: true }),
  status: status(),
  published_at: publishedAt(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
  version: version().optional(),
});
