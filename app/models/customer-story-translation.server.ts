import { sql } from "kysely";
import type { Status } from "~/db/schema";
import type { DbOrTx } from "./crud.server";
import type { CustomerStoryTranslation, StoryFigure } from "./customer-story-table.server";

/**
 * Customer stories in the site's other locales (docs/locales.md), as solutions and products: the
 * default locale's text is the story's own row; each other locale has a row of
 * `customer_story_translation` with its own slug, industry, summary, body, figures, the quote's
 * words and role, status and version. A story is public in a locale while the story is live and
 * that translation is live too. The customer's name, the pictures, the quoted person and the
 * related items are the story's.
 */

export type { CustomerStoryTranslation };

const COLUMNS = [
  "story_id", "locale", "title", "slug", "industry", "summary", "body", "figures", "quote_text", "quote_role", "seo_title",
  "seo_description", "status", "published_at", "version", "source_version", "created_at", "updated_at",
] as const;

export async function getStoryTranslation(
  db: DbOrTx,
  { storyId, locale }: { storyId: number; locale: string },
): Promise<CustomerStoryTranslation | undefined> {
  const row = await db.selectFrom("customer_story_translation").select(COLUMNS).where("story_id", "=", storyId).where("locale", "=", locale).executeTakeFirst();
  return row && { ...row, story_id: Number(row.story_id) };
}

/** Whether another story already has `slug` in `locale` (slugs are unique per locale only). */
export async function isStoryTranslationSlugTaken(
  db: DbOrTx,
  { locale, slug, storyId }: { locale: string; slug: string; storyId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom("customer_story_translation")
    .select("story_id")
    .where("locale", "=", locale)
    .where("slug", "=", slug)
    .where("story_id", "!=", storyId)
    .executeTakeFirst();
  return row !== undefined;
}

export type StoryTranslationValues = {
  title: string;
  slug: string;
  industry: string;
  summary: string;
  body: string;
  figures: StoryFigure[];
  quote_text: string;
  quote_role: string;
  status: Status;
  seo_title?: string;
  seo_description?: string;
  published_at?: Date | null;
};

type SaveResult =
  | { ok: true; row: CustomerStoryTranslation; created: boolean }
  | { ok: false; reason: "not-found" | "conflict" | "version-required" };

/**
 * Creates or updates a story's translation. Creating needs no version; updating needs the
 * translation's current one, else nothing changes (`conflict`). The translation records the
 * story's version it was written against.
 */
export async function saveStoryTranslation(
  db: DbOrTx,
  options: { storyId: number; locale: string; version: number | undefined; values: StoryTranslationValues },
): Promise<SaveResult> {
  const { storyId, locale, version } = options;
  const { figures, ...values } = options.values;
  const story = await db.selectFrom("customer_story").select("version").where("id", "=", storyId).executeTakeFirst();
  if (!story) return { ok: false, reason: "not-found" };
  const existing = await getStoryTranslation(db, { storyId, locale });
  if (!existing) {
    const row = await db
      .insertInto("customer_story_translation")
      .values({
        story_id: storyId,
        locale,
        ...values,
        figures: JSON.stringify(figures),
        // A translation published without a date goes live now, as a story does.
        published_at: values.published_at ?? (values.status === "published" ? sql<Date>`now()` : null),
        source_version: story.version,
      })
      .onConflict((conflict) => conflict.columns(["story_id", "locale"]).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    // Another save created it between our read and our insert: this one was written against nothing.
    return row ? { ok: true, row: { ...row, story_id: Number(row.story_id) }, created: true } : { ok: false, reason: "conflict" };
  }
  if (version === undefined) return { ok: false, reason: "version-required" };
  const publishedAt = values.published_at ?? (values.status === "published" ? (existing.published_at ?? sql<Date>`now()`) : null);
  const row = await db
    .updateTable("customer_story_translation")
    .set({
      ...values,
      figures: JSON.stringify(figures),
      published_at: publishedAt,
      source_version: story.version,
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where("story_id", "=", storyId)
    .where("locale", "=", locale)
    .where("version", "=", version)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { ok: true, row: { ...row, story_id: Number(row.story_id) }, created: false } : { ok: false, reason: "conflict" };
}
