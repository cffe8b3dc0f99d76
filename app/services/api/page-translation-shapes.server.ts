import { z } from "zod";
import { sectionSchema } from "~/schemas/sections";
import { dateTimeJson, idJson, nullableDateTimeJson } from "~/services/content/json";
import { named } from "./openapi.server";
import { dataOf } from "./shapes";

/** A custom page's text in one locale, as /api/admin/pages/{id}?locale= reads and writes it. */
const pageTranslationJsonSchema = z.strictObject({
  id: idJson(),
  locale: z.string(),
  title: z.string(),
  slug: z.string().meta({ description: "Unique within its locale" }),
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  sections: z.array(sectionSchema).meta({ description: "The page's sections in this locale, in order" }),
  status: z.enum(["draft", "published"]),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.number().int().meta({ description: "The translation's own version, for its next PUT" }),
  outdated: z.boolean().meta({ description: "The page was saved after this translation" }),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});

export type PageTranslationJson = z.output<typeof pageTranslationJsonSchema>;

export const pageTranslationResponse = named("PageTranslation", dataOf(pageTranslationJsonSchema));
