import { z } from "zod";
import { products } from "~/content-types/products";
import { solutions } from "~/content-types/solutions";
import type { CustomerStory } from "~/models/customer-story-table.server";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson, nullableDateTimeJson } from "~/services/content/json";
import { refOf, urlOf, type MediaRef } from "~/services/content/media-refs.server";
import { paginationMeta, type Paginated } from "~/utils/pagination";
import { dataOf, listOf, paginationMetaSchema } from "./shapes";

/**
 * What /api/frontend/customer-stories and /api/frontend/customer-stories/{slug}
 * answer with: the schemas the OpenAPI document and the tests read, and the
 * mappers the routes build their answers with. Images are shaped as the other
 * public reads' (`…_id` and `…_url`); admin-only fields are left out.
 */

export const storyFigureJson = () => z.strictObject({ value: z.string(), label: z.string() });
export const storyQuoteJson = () => z.strictObject({ text: z.string(), person: z.string(), role: z.string() });

const publicCustomerStorySummarySchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  slug: z.string(),
  customer_name: z.string(),
  industry: z.string(),
  summary: z.string(),
  cover_image_id: mediaIdJson(),
  cover_image_url: mediaUrlJson(),
  logo_id: mediaIdJson(),
  logo_url: mediaUrlJson(),
  figures: z.array(storyFigureJson()).max(3).meta({ description: "Up to 3 key figures" }),
  quote: storyQuoteJson().nullable(),
  published_at: nullableDateTimeJson(),
  unpublish_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  updated_at: dateTimeJson(),
});

const storyLinkSchema = z.strictObject({
  title: z.string(),
  slug: z.string(),
  url: z.string().meta({ description: "The item's public page" }),
});

const publicCustomerStorySchema = publicCustomerStorySummarySchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  solutions: z.array(storyLinkSchema).meta({ description: "The related solutions that are live" }),
  products: z.array(storyLinkSchema).meta({ description: "The related products that are live" }),
  locale: z
    .string()
    .optional()
    .meta({ description: "With ?locale=: the language of the text, the default locale's where the story is not yet translated" }),
  translations: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Where the site has several languages: each locale in which the story is published, and its slug there" }),
});

export const publicCustomerStoryListSchema = listOf(publicCustomerStorySummarySchema, paginationMetaSchema);
export const publicCustomerStoryItemSchema = dataOf(publicCustomerStorySchema);

/** The list's query as the OpenAPI document names it; the route reads it leniently (a bad page is page 1). */
export const publicCustomerStoryQuerySchema = z.object({
  industry: z.string().max(80).optional().meta({ description: "Only the stories of this industry, as the stories name it" }),
  page: z.number().int().min(1).optional().meta({ description: "Page number, from 1" }),
});

type PublicCustomerStorySummaryJson = z.output<typeof publicCustomerStorySummarySchema>;
export type PublicCustomerStoryListJson = z.output<typeof publicCustomerStoryListSchema>;
export type PublicCustomerStoryItemJson = z.output<typeof publicCustomerStoryItemSchema>;

export type PublicStorySummaryRow = Omit<CustomerStory, "body">;
/** A related solution or product, as its live row names it. */
type StoryLinkRow = { title: string; slug: string };
export type StoryRelated = { solutions: readonly StoryLinkRow[]; products: readonly StoryLinkRow[] };

type Refs = Map<number, MediaRef>;

/** The media ids to load (loadMediaRefs) for these rows' images. */
export function storyMediaIds(rows: ReadonlyArray<Pick<CustomerStory, "cover_image_id" | "logo_id">>): Array<number | null> {
  return rows.flatMap((row) => [row.cover_image_id, row.logo_id]);
}

function publicCustomerStorySummaryJson(row: PublicStorySummaryRow, refs: Refs): PublicCustomerStorySummaryJson {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    customer_name: row.customer_name,
    industry: row.industry,
    summary: row.summary,
    cover_image_id: row.cover_image_id,
    cover_image_url: urlOf(refOf(refs, row.cover_image_id)),
    logo_id: row.logo_id,
    logo_url: urlOf(refOf(refs, row.logo_id)),
    figures: row.figures.map(({ value, label }) => ({ value, label })),
    quote: row.quote ? { text: row.quote.text, person: row.quote.person, role: row.quote.role ?? "" } : null,
    published_at: isoDate(row.published_at),
    unpublish_at: isoDate(row.unpublish_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    updated_at: isoDate(row.updated_at),
  };
}

export function publicCustomerStoryListJson(page: Paginated<PublicStorySummaryRow>, refs: Refs): PublicCustomerStoryListJson {
  return { data: page.items.map((row) => publicCustomerStorySummaryJson(row, refs)), meta: paginationMeta(page) };
}

export function publicCustomerStoryItemJson(row: CustomerStory, refs: Refs, related: StoryRelated): PublicCustomerStoryItemJson {
  return {
    data: {
      ...publicCustomerStorySummaryJson(row, refs),
      body: row.body,
      solutions: related.solutions.map(({ title, slug }) => ({ title, slug, url: solutions.public.path(slug) })),
      products: related.products.map(({ title, slug }) => ({ title, slug, url: products.public.path(slug) })),
    },
  };
}
