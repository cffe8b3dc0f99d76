import { z } from "zod";
import { dateTimeJson, idJson, nullableDateTimeJson } from "~/services/content/json";
import { named } from "./openapi.server";
import { dataOf } from "./shapes";

/** A customer story's text in one locale, as /api/admin/customer-stories/{id}?locale= reads and writes it. */
const customerStoryTranslationJsonSchema = z.strictObject({
  id: idJson(),
  locale: z.string(),
  title: z.string(),
  slug: z.string().meta({ description: "Unique within its locale" }),
  industry: z.string(),
  summary: z.string(),
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  figures: z
    .array(z.object({ value: z.string(), label: z.string() }))
    .meta({ description: "The translation's own key figures, value and label both (a value carries units and a number format)" }),
  quote_text: z.string().meta({ description: "The quote's words; the quoted person is the story's" }),
  quote_role: z.string().meta({ description: "The quoted person's role" }),
  status: z.enum(["draft", "published"]),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.number().int().meta({ description: "The translation's own version, for its next PUT" }),
  outdated: z.boolean().meta({ description: "The story was saved after this translation" }),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});

export type CustomerStoryTranslationJson = z.output<typeof customerStoryTranslationJsonSchema>;

export const customerStoryTranslationResponse = named("CustomerStoryTranslation", dataOf(customerStoryTranslationJsonSchema));
