import { z } from "zod";
import { dateTimeJson, idJson, nullableDateTimeJson } from "~/services/content/json";
import { named } from "./openapi.server";
import { dataOf } from "./shapes";

/** A solution's or product's text in one locale, as /api/admin/{solutions|products}/{id}?locale= reads and writes it. */
const catalogTranslationJsonSchema = z.strictObject({
  id: idJson(),
  locale: z.string(),
  title: z.string(),
  slug: z.string().meta({ description: "Unique within its locale" }),
  summary: z.string(),
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  status: z.enum(["draft", "published"]),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.number().int().meta({ description: "The translation's own version, for its next PUT" }),
  outdated: z.boolean().meta({ description: "The item was saved after this translation" }),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});

export type CatalogTranslationJson = z.output<typeof catalogTranslationJsonSchema>;

export const catalogTranslationResponse = named("CatalogTranslation", dataOf(catalogTranslationJsonSchema));

/** A category's name in one locale, as /api/admin/{solution|product}-categories/{id}?locale= reads and writes it. */
const categoryTranslationJsonSchema = z.strictObject({
  id: idJson(),
  locale: z.string(),
  name: z.string(),
  slug: z.string().meta({ description: "Unique within its locale" }),
  description: z.string(),
  version: z.number().int().meta({ description: "The translation's own version, for its next PUT" }),
  outdated: z.boolean().meta({ description: "The category was saved after this translation" }),
});

export type CategoryTranslationJson = z.output<typeof categoryTranslationJsonSchema>;

export const categoryTranslationResponse = named("CategoryTranslation", dataOf(categoryTranslationJsonSchema));
