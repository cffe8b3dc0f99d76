import type { ColumnType, Generated, Selectable } from "kysely";
import type { Status } from "~/db/schema";

/**
 * The customer_story table (migration 2026-11-28-0009), typed here and merged
 * into the Database interface below rather than written into app/db/schema.ts:
 * a content type added after the first ones brings its table's type with it.
 * The generated `search` column is left out, as for the other searchable tables.
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Id = ColumnType<number, never, never>;

export type StoryFigure = { value: string; label: string };
export type StoryQuote = { text: string; person: string; role: string };

export interface CustomerStoryTable {
  id: Id;
  title: string;
  slug: string;
  customer_name: string;
  industry: Generated<string>;
  summary: Generated<string>;
  body: Generated<string>;
  cover_image_id: number | null;
  logo_id: number | null;
  /** Written as JSON text (`JSON.stringify`), read back parsed. */
  figures: ColumnType<StoryFigure[], string | undefined, string>;
  quote: ColumnType<StoryQuote | null, string | null | undefined, string | null>;
  solution_ids: ColumnType<number[], number[] | undefined, number[]>;
  product_ids: ColumnType<number[], number[] | undefined, number[]>;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type CustomerStory = Selectable<CustomerStoryTable>;

/**
 * A story's text in one of the site's other locales (migration 2026-11-29-0025): its own figures,
 * value and label both, and the quote's words and role; the quoted person is the story's.
 */
interface CustomerStoryTranslationTable {
  story_id: number;
  locale: string;
  title: string;
  slug: string;
  industry: Generated<string>;
  summary: Generated<string>;
  body: Generated<string>;
  figures: ColumnType<StoryFigure[], string | undefined, string>;
  quote_text: Generated<string>;
  quote_role: Generated<string>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  version: Generated<number>;
  /** The story's version this translation was saved against: older means outdated. */
  source_version: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type CustomerStoryTranslation = Selectable<CustomerStoryTranslationTable>;

// The modules that read every declared type's table (slugs, links, search) see this one too.
declare module "~/db/schema" {
  interface Database {
    customer_story: CustomerStoryTable;
    customer_story_translation: CustomerStoryTranslationTable;
  }
}
