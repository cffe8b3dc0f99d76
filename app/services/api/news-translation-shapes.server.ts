import { z } from "zod";
import { dateTimeJson, idJson, nullableDateTimeJson } from "~/services/content/json";
import { named } from "./openapi.server";
import { dataOf } from "./shapes";

/** An article's text in one locale, as /api/admin/news/{id}?locale= reads and writes it. */
const newsTranslationJsonSchema = z.strictObject({
  id: idJson(),
  locale: z.string(),
  title: z.string(),
  slug: z.string().meta({ description: "Unique within its locale" }),
  excerpt: z.string(),
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  status: z.enum(["draft", "published"]),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.number().int().meta({ description: "The translation's own version, for its next PUT" }),
  outdated: z.boolean().meta({ description: "The article was saved after this translation" }),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});

export type NewsTranslationJson = z.output<typeof newsTranslationJsonSchema>;

export const newsTranslationResponse = named("NewsTranslation", dataOf(newsTranslationJsonSchema));

export const localeQuery = z.object({
  locale: z
    .string()
    .optional()
    .meta({ description: "One of the site's locales (SITE_LOCALES); another is refused with 400 naming locale. Default: the default locale" }),
});
