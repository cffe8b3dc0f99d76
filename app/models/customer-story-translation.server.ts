import { sql, type RawBuilder } from "kysely";
import type { Status } from "~/db/schema";
import { lastPageOf, type Paginated } from "~/utils/pagination";
import { isLive, type DbOrTx } from "./crud.server";
import type { CustomerStoryTranslation, StoryFigure, StoryQuote } from "./customer-story-table.server";

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

/** Live means published with a date reached, as for the story itself. */
const TRANSLATION_LIVE = sql<boolean>`(t.status = 'published' and (t.published_at is null or t.published_at <= now()))`;
const STORY_LIVE = isLive("customer_story");

/** A story's text in a locale, for the public site: translated, or the default text where `fallback`. */
export interface LocalizedStory {
  id: number;
  title: string;
  slug: string;
  customer_name: string;
  industry: string;
  summary: string;
  figures: StoryFigure[];
  quote: StoryQuote | null;
  cover_image_id: number | null;
  logo_id: number | null;
  solution_ids: number[];
  product_ids: number[];
  published_at: Date | null;
  seo_title: string;
  seo_description: string;
  updated_at: Date;
  /** True when the locale has no live translation and the default locale's text stands in. */
  fallback: boolean;
}

type LocalizedRow = Omit<LocalizedStory, "quote"> & { story_quote: StoryQuote | null; quote_text: string | null; quote_role: string | null };

const text = (column: string) =>
  sql`case when ${TRANSLATION_LIVE} then ${sql.ref(`t.${column}`)} else ${sql.ref(`customer_story.${column}`)} end as ${sql.ref(column)}`;

const LOCALIZED_COLUMNS = sql.join([
  sql`customer_story.id`, sql`customer_story.customer_name`, sql`customer_story.cover_image_id`, sql`customer_story.logo_id`,
  sql`customer_story.solution_ids`, sql`customer_story.product_ids`, sql`customer_story.published_at`, sql`customer_story.quote as story_quote`,
  text("title"), text("slug"), text("industry"), text("summary"), text("figures"), text("seo_title"), text("seo_description"), text("updated_at"),
  sql`t.quote_text`, sql`t.quote_role`, sql`not coalesce(${TRANSLATION_LIVE}, false) as fallback`,
]);

/**
 * The quote in the story's locale: its words and the role translated, the person the story's. A
 * translation that left the quote's words empty shows none rather than the default language's.
 */
function localized<Row extends LocalizedRow>(row: Row): Omit<Row, "story_quote" | "quote_text" | "quote_role"> & { quote: StoryQuote | null } {
  const { story_quote, quote_text, quote_role, ...rest } = row;
  const quote = !story_quote
    ? null
    : row.fallback
      ? story_quote
      : quote_text
        ? { text: quote_text, person: story_quote.person, role: quote_role ?? "" }
        : null;
  return {
    ...rest,
    id: Number(row.id),
    cover_image_id: row.cover_image_id === null ? null : Number(row.cover_image_id),
    logo_id: row.logo_id === null ? null : Number(row.logo_id),
    solution_ids: row.solution_ids.map(Number),
    product_ids: row.product_ids.map(Number),
    quote,
  };
}

const JOIN_TRANSLATION = (locale: string) =>
  sql`left join customer_story_translation as t on t.story_id = customer_story.id and t.locale = ${locale}`;

/** The stories public in `locale`, `which` among them, newest first. Without `fallback` only the translated ones exist there. */
async function localizedStories(
  db: DbOrTx,
  { locale, fallback, which, limit, offset = 0, order }: { locale: string; fallback: boolean; which?: RawBuilder<boolean>; limit: number; offset?: number; order?: RawBuilder<unknown> },
): Promise<LocalizedStory[]> {
  const result = await sql<LocalizedRow>`
    select ${LOCALIZED_COLUMNS}
    from customer_story ${JOIN_TRANSLATION(locale)}
    where ${STORY_LIVE} ${fallback ? sql`` : sql`and ${TRANSLATION_LIVE}`} ${which ? sql`and ${which}` : sql``}
    order by ${order ? sql`${order},` : sql``} customer_story.published_at desc nulls last, customer_story.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return result.rows.map(localized);
}

/**
 * The newest story public in `locale`, for its home's story section, as a query to read inside the
 * home's one statement; `localizedStoryOf` reads its row.
 */
export function localizedNewestStoryQuery({ locale, fallback }: { locale: string; fallback: boolean }) {
  return sql<LocalizedRow>`
    select ${LOCALIZED_COLUMNS}
    from customer_story ${JOIN_TRANSLATION(locale)}
    where ${STORY_LIVE} ${fallback ? sql`` : sql`and ${TRANSLATION_LIVE}`}
    order by customer_story.published_at desc nulls last, customer_story.id desc
    limit 1`;
}

/** A row of `localizedNewestStoryQuery` read as JSON, its dates still text: what the story's card needs. */
export function localizedStoryOf<Row extends Omit<LocalizedRow, "published_at" | "updated_at">>(row: Row) {
  return localized(row as Row & Pick<LocalizedRow, "published_at" | "updated_at">);
}

/**
 * The customers of the newest stories public in `locale`, for its home's logo strip, as a query to
 * read inside the home's one statement: each with the slug its story has there.
 */
export function localizedHomeCustomersQuery({ locale, fallback, limit }: { locale: string; fallback: boolean; limit: number }) {
  return sql<{ id: number; customer_name: string; slug: string; logo_id: number | null }>`
    select customer_story.id, customer_story.customer_name, ${text("slug")}, customer_story.logo_id
    from customer_story ${JOIN_TRANSLATION(locale)}
    where ${STORY_LIVE} ${fallback ? sql`` : sql`and ${TRANSLATION_LIVE}`}
    order by customer_story.published_at desc nulls last, customer_story.id desc
    limit ${limit}`;
}

/** The industry a visitor of the locale reads: the translation's, or the default one where it stands in. */
const LOCALIZED_INDUSTRY = sql`case when ${TRANSLATION_LIVE} then t.industry else customer_story.industry end`;

/** The list's page in `locale`; `industry` ("" for all) is named in that locale. */
export async function listLocalizedStories(
  db: DbOrTx,
  options: { locale: string; fallback: boolean; page: number; perPage: number; industry: string },
): Promise<Paginated<LocalizedStory>> {
  const { locale, fallback, page, perPage, industry } = options;
  const which = industry ? sql<boolean>`${LOCALIZED_INDUSTRY} = ${industry}` : undefined;
  const [counted, items] = await Promise.all([
    sql<{ total: number }>`
      select count(*)::int as total from customer_story ${JOIN_TRANSLATION(locale)}
      where ${STORY_LIVE} ${fallback ? sql`` : sql`and ${TRANSLATION_LIVE}`} ${which ? sql`and ${which}` : sql``}`.execute(db),
    localizedStories(db, { locale, fallback, which, limit: perPage, offset: (page - 1) * perPage }),
  ]);
  const total = Number(counted.rows[0]?.total ?? 0);
  return { items, total, page, perPage, lastPage: lastPageOf(total, perPage) };
}

/** The industries of the stories public in `locale`, as that locale names them, in its alphabetical order. */
export async function listLocalizedStoryIndustries(db: DbOrTx, { locale, fallback }: { locale: string; fallback: boolean }): Promise<string[]> {
  const result = await sql<{ industry: string }>`
    select distinct ${LOCALIZED_INDUSTRY} as industry from customer_story ${JOIN_TRANSLATION(locale)}
    where ${STORY_LIVE} ${fallback ? sql`` : sql`and ${TRANSLATION_LIVE}`} and ${LOCALIZED_INDUSTRY} <> ''`.execute(db);
  return result.rows.map((row) => row.industry).sort((a, b) => a.localeCompare(b, locale, { sensitivity: "base" }));
}

/** A story by its slug in `locale`, with its body; with `fallback`, an untranslated story by its default slug. */
export async function getLocalizedStoryBySlug(
  db: DbOrTx,
  { locale, slug, fallback }: { locale: string; slug: string; fallback: boolean },
): Promise<(LocalizedStory & { body: string }) | undefined> {
  const translated = await sql<LocalizedRow & { body: string }>`
    select ${LOCALIZED_COLUMNS}, t.body
    from customer_story_translation as t join customer_story on customer_story.id = t.story_id
    where t.locale = ${locale} and t.slug = ${slug} and ${TRANSLATION_LIVE} and ${STORY_LIVE}`.execute(db);
  if (translated.rows[0]) return localized(translated.rows[0]);
  if (!fallback) return undefined;
  // A story translated in the locale is reached by its translated slug only.
  const original = await sql<LocalizedRow & { body: string }>`
    select ${LOCALIZED_COLUMNS}, customer_story.body
    from customer_story ${JOIN_TRANSLATION(locale)}
    where customer_story.slug = ${slug} and ${STORY_LIVE} and not coalesce(${TRANSLATION_LIVE}, false)`.execute(db);
  return original.rows[0] && localized(original.rows[0]);
}

/** Other stories to read next in `locale`: those of the same industry first, then the newest. */
export async function listMoreLocalizedStories(
  db: DbOrTx,
  { locale, fallback, story, limit }: { locale: string; fallback: boolean; story: Pick<LocalizedStory, "id" | "industry">; limit: number },
): Promise<LocalizedStory[]> {
  return localizedStories(db, {
    locale,
    fallback,
    which: sql<boolean>`customer_story.id <> ${story.id}`,
    order: sql`(${LOCALIZED_INDUSTRY} = ${story.industry} and ${story.industry} <> '') desc`,
    limit,
  });
}

/** The newest stories public in `locale` that name a solution or product. */
export async function listLocalizedStoriesNaming(
  db: DbOrTx,
  { locale, fallback, kind, itemId, limit }: { locale: string; fallback: boolean; kind: "solution" | "product"; itemId: number; limit: number },
): Promise<LocalizedStory[]> {
  const column = sql.ref(`customer_story.${kind}_ids`);
  return localizedStories(db, { locale, fallback, which: sql<boolean>`${column} @> array[${itemId}::bigint]`, limit });
}

/**
 * The stories public in `locale` weighed for a category's page: those naming any of `itemIds`, each
 * with how many it names, newest first; with no ids, every public story.
 */
export async function listLocalizedStoriesForItems(
  db: DbOrTx,
  { locale, fallback, kind, itemIds, limit }: { locale: string; fallback: boolean; kind: "solution" | "product"; itemIds: readonly number[]; limit: number },
): Promise<Array<LocalizedStory & { matches: number }>> {
  if (itemIds.length === 0) return [];
  const column = sql.ref(`customer_story.${kind}_ids`);
  const ids = sql`array[${sql.join(itemIds.map((id) => sql`${id}::bigint`))}]`;
  const result = await sql<LocalizedRow & { matches: number }>`
    select ${LOCALIZED_COLUMNS}, (select count(*)::int from unnest(${column}) as named(id) where named.id = any(${ids})) as matches
    from customer_story ${JOIN_TRANSLATION(locale)}
    where ${STORY_LIVE} ${fallback ? sql`` : sql`and ${TRANSLATION_LIVE}`} and ${column} && ${ids}
    order by customer_story.published_at desc nulls last, customer_story.id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ ...localized(row), matches: Number(row.matches) }));
}

/** Every story public in `locale`, newest first, `offset` of them skipped: a category's page turns through them. */
export async function localizedStoryAt(
  db: DbOrTx,
  { locale, fallback, turn }: { locale: string; fallback: boolean; turn: number },
): Promise<LocalizedStory | undefined> {
  const counted = await sql<{ total: number }>`
    select count(*)::int as total from customer_story ${JOIN_TRANSLATION(locale)}
    where ${STORY_LIVE} ${fallback ? sql`` : sql`and ${TRANSLATION_LIVE}`}`.execute(db);
  const total = Number(counted.rows[0]?.total ?? 0);
  if (total === 0) return undefined;
  const [story] = await localizedStories(db, { locale, fallback, limit: 1, offset: turn % total });
  return story;
}

/**
 * Locale -> slug of each locale in which the story is public: the default locale's while the story
 * is, and each live translation's. Empty for a story that is not public.
 */
export async function storyTranslationsMap(
  db: DbOrTx,
  { storyId, defaultLocale }: { storyId: number; defaultLocale: string },
): Promise<Record<string, string>> {
  const result = await sql<{ slug: string; locale: string | null; translated_slug: string | null }>`
    select customer_story.slug, t.locale, t.slug as translated_slug
    from customer_story left join customer_story_translation as t on t.story_id = customer_story.id and ${TRANSLATION_LIVE}
    where customer_story.id = ${storyId} and ${STORY_LIVE}`.execute(db);
  const map: Record<string, string> = {};
  for (const row of result.rows) {
    map[defaultLocale] = row.slug;
    if (row.locale && row.translated_slug) map[row.locale] = row.translated_slug;
  }
  return map;
}

/** Every live translation of a public story, for the sitemap. */
export async function listLiveStoryTranslations(db: DbOrTx): Promise<Array<{ id: number; locale: string; slug: string; updated_at: Date }>> {
  const result = await sql<{ id: number; locale: string; slug: string; updated_at: Date }>`
    select t.story_id as id, t.locale, t.slug, t.updated_at
    from customer_story_translation as t join customer_story on customer_story.id = t.story_id
    where ${TRANSLATION_LIVE} and ${STORY_LIVE}`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}
/** One translation's state, for the admin's list. */
export interface StoryTranslationState {
  story_id: number;
  locale: string;
  status: string;
  published_at: Date | null;
  /** The story was saved after the translation was. */
  outdated: boolean;
  /** Its body is the story's own, word for word: copied, not translated. */
  copied: boolean;
}

export async function storyTranslationStates(db: DbOrTx, { storyIds }: { storyIds: number[] }): Promise<StoryTranslationState[]> {
  if (storyIds.length === 0) return [];
  const result = await sql<StoryTranslationState>`
    select t.story_id, t.locale, t.status, t.published_at, t.source_version < customer_story.version as outdated,
      (t.body <> '' and t.body = customer_story.body) as copied
    from customer_story_translation as t join customer_story on customer_story.id = t.story_id
    where t.story_id in (${sql.join(storyIds)})`.execute(db);
  return result.rows.map((row) => ({ ...row, story_id: Number(row.story_id) }));
}

/**
 * The live stories a visitor of `locale` cannot read: no translation there (`copied` false), or one
 * published with the story's body word for word (`copied`: the German address would show English).
 */
export async function untranslatedLiveStories(
  db: DbOrTx,
  { locale }: { locale: string },
): Promise<Array<{ id: number; title: string; copied: boolean }>> {
  const result = await sql<{ id: number; title: string; copied: boolean }>`
    select customer_story.id, customer_story.title, (t.story_id is not null) as copied
    from customer_story ${JOIN_TRANSLATION(locale)}
    where ${STORY_LIVE} and (t.story_id is null or (t.body <> '' and t.body = customer_story.body and ${TRANSLATION_LIVE}))
    order by customer_story.id`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The translations into `locales` written against an older version of their story. */
export async function outdatedStoryTranslations(
  db: DbOrTx,
  { locales }: { locales: readonly string[] },
): Promise<Array<{ id: number; title: string; locale: string }>> {
  if (locales.length === 0) return [];
  const result = await sql<{ id: number; title: string; locale: string }>`
    select customer_story.id, customer_story.title, t.locale
    from customer_story_translation as t join customer_story on customer_story.id = t.story_id
    where t.locale in (${sql.join([...locales])}) and t.source_version < customer_story.version
    order by customer_story.id, t.locale`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}
