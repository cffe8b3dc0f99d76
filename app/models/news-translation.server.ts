import { sql } from "kysely";
import type { NewsTranslation } from "~/db/schema";
import { isLive, type DbOrTx, type Paginated } from "./crud.server";
import { lastPageOf, normalizePageRequest } from "~/utils/pagination";
import { NEWS_PER_PAGE } from "./news.server";

/**
 * News in the site's other locales (docs/locales.md). The default locale's text is the `news` row
 * itself; each other locale has a `news_translation` row with its own slug, status and version.
 * An article is public in a locale while the article is live and that translation is live too.
 */

export type { NewsTranslation };

const COLUMNS = [
  "news_id", "locale", "title", "slug", "excerpt", "body", "seo_title", "seo_description", "status", "published_at",
  "version", "source_version", "created_at", "updated_at",
] as const;

/** An article's text in a locale, for the public site: translated, or the default text where `fallback`. */
export interface LocalizedNews {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  cover_image_id: number | null;
  published_at: Date | null;
  seo_title: string;
  seo_description: string;
  updated_at: Date;
  /** True when the locale has no live translation and the default locale's text stands in. */
  fallback: boolean;
}

export async function getNewsTranslation(
  db: DbOrTx,
  { newsId, locale }: { newsId: number; locale: string },
): Promise<NewsTranslation | undefined> {
  return db.selectFrom("news_translation").select(COLUMNS).where("news_id", "=", newsId).where("locale", "=", locale).executeTakeFirst();
}

/** Whether another article already has `slug` in `locale` (slugs are unique per locale only). */
export async function isNewsTranslationSlugTaken(
  db: DbOrTx,
  { locale, slug, newsId }: { locale: string; slug: string; newsId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom("news_translation")
    .select("news_id")
    .where("locale", "=", locale)
    .where("slug", "=", slug)
    .where("news_id", "!=", newsId)
    .executeTakeFirst();
  return row !== undefined;
}

export type TranslationValues = Pick<NewsTranslation, "title" | "slug" | "excerpt" | "body" | "status"> &
  Partial<Pick<NewsTranslation, "seo_title" | "seo_description" | "published_at">>;

type SaveTranslationResult =
  | { ok: true; row: NewsTranslation; created: boolean }
  | { ok: false; reason: "not-found" | "conflict" | "version-required" };

/**
 * Creates or updates an article's translation. Creating needs no version; updating needs the
 * translation's current one, else nothing changes (`conflict`). The translation records the
 * article's version it was written against.
 */
export async function saveNewsTranslation(
  db: DbOrTx,
  options: { newsId: number; locale: string; version: number | undefined; values: TranslationValues },
): Promise<SaveTranslationResult> {
  const { newsId, locale, version, values } = options;
  const article = await db.selectFrom("news").select("version").where("id", "=", newsId).executeTakeFirst();
  if (!article) return { ok: false, reason: "not-found" };
  // A translation published without a date goes live now, as an article does.
  const publishedAt = values.published_at ?? (values.status === "published" ? sql<Date>`coalesce(news_translation.published_at, now())` : null);
  const existing = await getNewsTranslation(db, { newsId, locale });
  if (!existing) {
    const row = await db
      .insertInto("news_translation")
      .values({
        news_id: newsId,
        locale,
        ...values,
        published_at: values.published_at ?? (values.status === "published" ? sql<Date>`now()` : null),
        source_version: article.version,
      })
      .onConflict((conflict) => conflict.columns(["news_id", "locale"]).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    // Another save created it between our read and our insert: this one was written against nothing.
    return row ? { ok: true, row, created: true } : { ok: false, reason: "conflict" };
  }
  if (version === undefined) return { ok: false, reason: "version-required" };
  const row = await db
    .updateTable("news_translation")
    .set({
      ...values,
      published_at: publishedAt,
      source_version: article.version,
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where("news_id", "=", newsId)
    .where("locale", "=", locale)
    .where("version", "=", version)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { ok: true, row, created: false } : { ok: false, reason: "conflict" };
}

/** Live means published with a date reached, as for the article itself. */
function translationIsLive() {
  return sql<boolean>`(t.status = 'published' and (t.published_at is null or t.published_at <= now()))`;
}

/** The live articles of a page in `locale`, newest first by the article's date (shared by every locale). */
export async function listLocalizedNews(
  db: DbOrTx,
  { locale, fallback, page: pageRequest }: { locale: string; fallback: boolean; page?: number },
): Promise<Paginated<LocalizedNews>> {
  const { page, perPage } = normalizePageRequest({ page: pageRequest }, NEWS_PER_PAGE);
  const [counted, items] = await Promise.all([
    liveNewsIn(db, { locale, fallback }).select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    localizedNewsQuery(db, { locale, fallback }).limit(perPage).offset((page - 1) * perPage).execute(),
  ]);
  const total = Number(counted.total);
  return { items, total, page, perPage, lastPage: lastPageOf(total, perPage) };
}

/** The live articles in `locale`, newest first, each in its translation's words or (with `fallback`) the default's. */
export function localizedNewsQuery(db: DbOrTx, { locale, fallback }: { locale: string; fallback: boolean }) {
  const text = (column: "title" | "slug" | "excerpt" | "seo_title" | "seo_description") =>
    sql<string>`case when ${translationIsLive()} then ${sql.ref(`t.${column}`)} else ${sql.ref(`news.${column}`)} end`.as(column);
  return liveNewsIn(db, { locale, fallback })
    .select([
      "news.id", "news.cover_image_id", "news.published_at", text("title"), text("slug"), text("excerpt"), text("seo_title"),
      text("seo_description"),
      sql<Date>`case when ${translationIsLive()} then t.updated_at else news.updated_at end`.as("updated_at"),
      sql<boolean>`not coalesce(${translationIsLive()}, false)`.as("fallback"),
    ])
    .orderBy("news.published_at", (order) => order.desc().nullsLast())
    .orderBy("news.id", "desc");
}

function liveNewsIn(db: DbOrTx, { locale, fallback }: { locale: string; fallback: boolean }) {
  const query = db
    .selectFrom("news")
    .leftJoin("news_translation as t", (join) => join.onRef("t.news_id", "=", "news.id").on("t.locale", "=", locale))
    .where(isLive("news"));
  // Without the fallback only the translated articles exist in the locale.
  return fallback ? query : query.where(translationIsLive());
}

/** An article by its slug in `locale`, with its body; with `fallback`, an untranslated article by its default slug. */
export async function getLocalizedNewsBySlug(
  db: DbOrTx,
  { locale, slug, fallback }: { locale: string; slug: string; fallback: boolean },
): Promise<(LocalizedNews & { body: string }) | undefined> {
  const translated = await db
    .selectFrom("news_translation as t")
    .innerJoin("news", "news.id", "t.news_id")
    .select([
      "news.id", "news.cover_image_id", "news.published_at", "t.title", "t.slug", "t.excerpt", "t.body", "t.seo_title",
      "t.seo_description", "t.updated_at",
    ])
    .where("t.locale", "=", locale)
    .where("t.slug", "=", slug)
    .where(isLive("news"))
    .where(translationIsLive())
    .executeTakeFirst();
  if (translated) return { ...translated, fallback: false };
  if (!fallback) return undefined;
  const original = await db
    .selectFrom("news")
    .leftJoin("news_translation as t", (join) => join.onRef("t.news_id", "=", "news.id").on("t.locale", "=", locale))
    .select([
      "news.id", "news.cover_image_id", "news.published_at", "news.title", "news.slug", "news.excerpt", "news.body",
      "news.seo_title", "news.seo_description", "news.updated_at",
    ])
    .where("news.slug", "=", slug)
    .where(isLive("news"))
    // An article translated in the locale is reached by its translated slug only.
    .where(sql<boolean>`not coalesce(${translationIsLive()}, false)`)
    .executeTakeFirst();
  return original ? { ...original, fallback: true } : undefined;
}

/**
 * Locale -> slug of each locale in which the article is public: the default locale's while the
 * article is live, and each live translation's. Empty for an article that is not live.
 */
export async function newsTranslationsMap(
  db: DbOrTx,
  { newsId, defaultLocale }: { newsId: number; defaultLocale: string },
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("news")
    .leftJoin("news_translation as t", (join) => join.onRef("t.news_id", "=", "news.id").on(translationIsLive()))
    .select(["news.slug", "t.locale", "t.slug as translated_slug"])
    .where("news.id", "=", newsId)
    .where(isLive("news"))
    .execute();
  const map: Record<string, string> = {};
  for (const row of rows) {
    map[defaultLocale] = row.slug;
    if (row.locale && row.translated_slug) map[row.locale] = row.translated_slug;
  }
  return map;
}

/** One translation's state, for the admin's news list. */
export interface NewsTranslationState {
  news_id: number;
  locale: string;
  status: string;
  published_at: Date | null;
  /** The article was saved after the translation was. */
  outdated: boolean;
  /** Its body is the article's own, word for word: copied, not translated. */
  copied: boolean;
}

export async function newsTranslationStates(db: DbOrTx, { newsIds }: { newsIds: number[] }): Promise<NewsTranslationState[]> {
  if (newsIds.length === 0) return [];
  return db
    .selectFrom("news_translation as t")
    .innerJoin("news", "news.id", "t.news_id")
    .select([
      "t.news_id", "t.locale", "t.status", "t.published_at",
      sql<boolean>`t.source_version < news.version`.as("outdated"),
      sql<boolean>`(t.body <> '' and t.body = news.body)`.as("copied"),
    ])
    .where("t.news_id", "in", newsIds)
    .execute();
}

/** The live articles that have no translation in `locale`: what a visitor of that language cannot read. */
export async function untranslatedLiveNews(db: DbOrTx, { locale }: { locale: string }): Promise<Array<{ id: number; title: string }>> {
  return db
    .selectFrom("news")
    .leftJoin("news_translation as t", (join) => join.onRef("t.news_id", "=", "news.id").on("t.locale", "=", locale))
    .select(["news.id", "news.title"])
    .where(isLive("news"))
    .where("t.news_id", "is", null)
    .orderBy("news.id")
    .execute();
}

/** The translations into `locales` written against an older version of their article. */
export async function outdatedNewsTranslations(
  db: DbOrTx,
  { locales }: { locales: readonly string[] },
): Promise<Array<{ id: number; title: string; locale: string }>> {
  if (locales.length === 0) return [];
  return db
    .selectFrom("news_translation as t")
    .innerJoin("news", "news.id", "t.news_id")
    .select(["news.id", "news.title", "t.locale"])
    .where("t.locale", "in", [...locales])
    .whereRef("t.source_version", "<", "news.version")
    .orderBy("news.id")
    .orderBy("t.locale")
    .execute();
}

/** The live articles whose translation in `locale` is live with the article's own body: copied, never translated. */
export async function copiedLiveNewsTranslations(db: DbOrTx, { locale }: { locale: string }): Promise<Array<{ id: number; title: string }>> {
  return db
    .selectFrom("news")
    .innerJoin("news_translation as t", (join) => join.onRef("t.news_id", "=", "news.id").on("t.locale", "=", locale))
    .select(["news.id", "news.title"])
    .where(isLive("news"))
    .where("t.status", "=", "published")
    .where("t.body", "<>", "")
    .whereRef("t.body", "=", "news.body")
    .orderBy("news.id")
    .execute();
}
