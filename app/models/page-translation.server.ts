import { sql } from "kysely";
import type { PageTranslation as PageTranslationRow } from "~/db/schema";
import { sectionsText, type Section } from "~/schemas/sections";
import { isLive, type DbOrTx } from "./crud.server";

/**
 * Custom pages in the site's other locales (docs/locales.md), as news: the default locale's text
 * is the `page` row itself; each other locale has a `page_translation` row with its own slug,
 * body, sections, status and version. A page is public in a locale while the page is live and
 * that translation is live too. Images, order and menu placement are the page's.
 */

export type PageTranslation = Omit<PageTranslationRow, "sections" | "sections_text"> & { sections: Section[] };

const COLUMNS = [
  "page_id", "locale", "title", "slug", "body", "sections", "seo_title", "seo_description", "status", "published_at", "version",
  "source_version", "created_at", "updated_at",
] as const;

/** A page's text in a locale, for the public site: translated, or the default text where `fallback`. */
export interface LocalizedPage {
  id: number;
  title: string;
  slug: string;
  body: string;
  sections: Section[];
  seo_title: string;
  seo_description: string;
  updated_at: Date;
  /** The page's own, the same in every locale: read in the same statement, so a locale's read costs what the default's does. */
  show_in_menu: boolean;
  menu_label: string;
  sort_order: number;
  published_at: Date | null;
  /** True when the locale has no live translation and the default locale's text stands in. */
  fallback: boolean;
}

const SHARED_COLUMNS = ["page.show_in_menu", "page.menu_label", "page.sort_order", "page.published_at"] as const;

// The sections are JSON that only the sections' schema has written.
function withSections<Row extends { sections: unknown }>(row: Row): Omit<Row, "sections"> & { sections: Section[] } {
  return row as Omit<Row, "sections"> & { sections: Section[] };
}

export async function getPageTranslation(
  db: DbOrTx,
  { pageId, locale }: { pageId: number; locale: string },
): Promise<PageTranslation | undefined> {
  const row = await db.selectFrom("page_translation").select(COLUMNS).where("page_id", "=", pageId).where("locale", "=", locale).executeTakeFirst();
  return row && withSections(row);
}

/** Whether another page already has `slug` in `locale` (slugs are unique per locale only). */
export async function isPageTranslationSlugTaken(
  db: DbOrTx,
  { locale, slug, pageId }: { locale: string; slug: string; pageId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom("page_translation")
    .select("page_id")
    .where("locale", "=", locale)
    .where("slug", "=", slug)
    .where("page_id", "!=", pageId)
    .executeTakeFirst();
  return row !== undefined;
}

export type PageTranslationValues = Pick<PageTranslation, "title" | "slug" | "body" | "status" | "sections"> &
  Partial<Pick<PageTranslation, "seo_title" | "seo_description" | "published_at">>;

type SaveTranslationResult =
  | { ok: true; row: PageTranslation; created: boolean }
  | { ok: false; reason: "not-found" | "conflict" | "version-required" };

/**
 * Creates or updates a page's translation. Creating needs no version; updating needs the
 * translation's current one, else nothing changes (`conflict`). The translation records the
 * page's version it was written against, and the sections' words for the search.
 */
export async function savePageTranslation(
  db: DbOrTx,
  options: { pageId: number; locale: string; version: number | undefined; values: PageTranslationValues },
): Promise<SaveTranslationResult> {
  const { pageId, locale, version, values } = options;
  const page = await db.selectFrom("page").select("version").where("id", "=", pageId).executeTakeFirst();
  if (!page) return { ok: false, reason: "not-found" };
  const { sections, ...rest } = values;
  const columns = { ...rest, sections: JSON.stringify(sections), sections_text: sectionsText(sections) };
  const existing = await getPageTranslation(db, { pageId, locale });
  if (!existing) {
    const row = await db
      .insertInto("page_translation")
      .values({
        page_id: pageId,
        locale,
        ...columns,
        // A translation published without a date goes live now, as a page does.
        published_at: values.published_at ?? (values.status === "published" ? sql<Date>`now()` : null),
        source_version: page.version,
      })
      .onConflict((conflict) => conflict.columns(["page_id", "locale"]).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    // Another save created it between our read and our insert: this one was written against nothing.
    return row ? { ok: true, row: withSections(row), created: true } : { ok: false, reason: "conflict" };
  }
  if (version === undefined) return { ok: false, reason: "version-required" };
  const row = await db
    .updateTable("page_translation")
    .set({
      ...columns,
      published_at: values.published_at ?? (values.status === "published" ? sql<Date>`coalesce(page_translation.published_at, now())` : null),
      source_version: page.version,
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where("page_id", "=", pageId)
    .where("locale", "=", locale)
    .where("version", "=", version)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { ok: true, row: withSections(row), created: false } : { ok: false, reason: "conflict" };
}

/** Live means published with a date reached, as for the page itself. */
function translationIsLive() {
  return sql<boolean>`(t.status = 'published' and (t.published_at is null or t.published_at <= now()))`;
}

/** A page by its slug in `locale`; with `fallback`, an untranslated page by its default slug. */
export async function getLocalizedPageBySlug(
  db: DbOrTx,
  { locale, slug, fallback }: { locale: string; slug: string; fallback: boolean },
): Promise<LocalizedPage | undefined> {
  const translated = await db
    .selectFrom("page_translation as t")
    .innerJoin("page", "page.id", "t.page_id")
    .select(["page.id", "t.title", "t.slug", "t.body", "t.sections", "t.seo_title", "t.seo_description", "t.updated_at", ...SHARED_COLUMNS])
    .where("t.locale", "=", locale)
    .where("t.slug", "=", slug)
    .where(isLive("page"))
    .where(translationIsLive())
    .executeTakeFirst();
  if (translated) return { ...withSections(translated), fallback: false };
  if (!fallback) return undefined;
  const original = await db
    .selectFrom("page")
    .leftJoin("page_translation as t", (join) => join.onRef("t.page_id", "=", "page.id").on("t.locale", "=", locale))
    .select(["page.id", "page.title", "page.slug", "page.body", "page.sections", "page.seo_title", "page.seo_description", "page.updated_at", ...SHARED_COLUMNS])
    .where("page.slug", "=", slug)
    .where(isLive("page"))
    // A page translated in the locale is reached by its translated slug only.
    .where(sql<boolean>`not coalesce(${translationIsLive()}, false)`)
    .executeTakeFirst();
  return original ? { ...withSections(original), fallback: true } : undefined;
}

/**
 * The slug in `locale` of the live page whose default-language slug is `slug`, where its translation
 * there is live: /de/about-us leads a visitor who typed the English address to /de/ueber-uns.
 */
export async function translatedPageSlug(db: DbOrTx, { locale, slug }: { locale: string; slug: string }): Promise<string | undefined> {
  const row = await db
    .selectFrom("page_translation as t")
    .innerJoin("page", "page.id", "t.page_id")
    .select("t.slug")
    .where("t.locale", "=", locale)
    .where("page.slug", "=", slug)
    .where(isLive("page"))
    .where(translationIsLive())
    .executeTakeFirst();
  return row?.slug;
}

/**
 * Locale -> slug of each locale in which the page is public: the default locale's while the page
 * is live, and each live translation's. Empty for a page that is not live.
 */
export async function pageTranslationsMap(
  db: DbOrTx,
  { pageId, defaultLocale }: { pageId: number; defaultLocale: string },
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("page")
    .leftJoin("page_translation as t", (join) => join.onRef("t.page_id", "=", "page.id").on(translationIsLive()))
    .select(["page.slug", "t.locale", "t.slug as translated_slug"])
    .where("page.id", "=", pageId)
    .where(isLive("page"))
    .execute();
  const map: Record<string, string> = {};
  for (const row of rows) {
    map[defaultLocale] = row.slug;
    if (row.locale && row.translated_slug) map[row.locale] = row.translated_slug;
  }
  return map;
}

export interface LiveTranslation {
  id: number;
  locale: string;
  title: string;
  slug: string;
  updated_at: Date;
}

/**
 * Every live translation of a live page, in the pages' order, with the page's own slug: for the
 * sitemap, the locales' home pages and the site's frame. A query, to run inside the frame's.
 */
export function livePageTranslationsQuery(db: DbOrTx) {
  return db
    .selectFrom("page_translation as t")
    .innerJoin("page", "page.id", "t.page_id")
    .select(["page.id", "page.slug as page_slug", "t.locale", "t.title", "t.slug", "t.updated_at"])
    .where(isLive("page"))
    .where(translationIsLive())
    .orderBy("page.sort_order")
    .orderBy("page.id")
    .orderBy("t.locale");
}

export async function listLivePageTranslations(db: DbOrTx): Promise<LiveTranslation[]> {
  return livePageTranslationsQuery(db).execute();
}

/** One translation's state, for the admin's page list. */
export interface PageTranslationState {
  page_id: number;
  locale: string;
  status: string;
  published_at: Date | null;
  /** The page was saved after the translation was. */
  outdated: boolean;
  /** Its body or its sections' words are the page's own, word for word: copied, not translated. */
  copied: boolean;
}

export async function pageTranslationStates(db: DbOrTx, { pageIds }: { pageIds: number[] }): Promise<PageTranslationState[]> {
  if (pageIds.length === 0) return [];
  return db
    .selectFrom("page_translation as t")
    .innerJoin("page", "page.id", "t.page_id")
    .select([
      "t.page_id", "t.locale", "t.status", "t.published_at",
      sql<boolean>`t.source_version < page.version`.as("outdated"),
      sql<boolean>`((t.body <> '' and t.body = page.body) or (t.sections_text <> '' and t.sections_text = page.sections_text))`.as("copied"),
    ])
    .where("t.page_id", "in", pageIds)
    .execute();
}

/** The live pages that have no translation in `locale`: what a visitor of that language cannot read. */
export async function untranslatedLivePages(db: DbOrTx, { locale }: { locale: string }): Promise<Array<{ id: number; title: string }>> {
  return db
    .selectFrom("page")
    .leftJoin("page_translation as t", (join) => join.onRef("t.page_id", "=", "page.id").on("t.locale", "=", locale))
    .select(["page.id", "page.title"])
    .where(isLive("page"))
    .where("t.page_id", "is", null)
    .orderBy("page.id")
    .execute();
}

/** The translations into `locales` written against an older version of their page. */
export async function outdatedPageTranslations(
  db: DbOrTx,
  { locales }: { locales: readonly string[] },
): Promise<Array<{ id: number; title: string; locale: string }>> {
  if (locales.length === 0) return [];
  return db
    .selectFrom("page_translation as t")
    .innerJoin("page", "page.id", "t.page_id")
    .select(["page.id", "page.title", "t.locale"])
    .where("t.locale", "in", [...locales])
    .whereRef("t.source_version", "<", "page.version")
    .orderBy("page.id")
    .orderBy("t.locale")
    .execute();
}

/** The live pages whose translation in `locale` is published with the page's own body or section words: copied, never translated. */
export async function copiedLivePageTranslations(db: DbOrTx, { locale }: { locale: string }): Promise<Array<{ id: number; title: string }>> {
  return db
    .selectFrom("page")
    .innerJoin("page_translation as t", (join) => join.onRef("t.page_id", "=", "page.id").on("t.locale", "=", locale))
    .select(["page.id", "page.title"])
    .where(isLive("page"))
    .where("t.status", "=", "published")
    .where((eb) =>
      eb.or([
        eb.and([eb("t.body", "<>", ""), eb("t.body", "=", eb.ref("page.body"))]),
        eb.and([eb("t.sections_text", "<>", ""), eb("t.sections_text", "=", eb.ref("page.sections_text"))]),
      ]),
    )
    .orderBy("page.id")
    .execute();
}

/** The live pages translated into `locale`, in the pages' order, with what each says it is about: a locale's home lists them. */
/** The live pages with a live translation in `locale`, in the menu's order. */
export function livePagesInQuery(db: DbOrTx, { locale }: { locale: string }) {
  return db
    .selectFrom("page_translation as t")
    .innerJoin("page", "page.id", "t.page_id")
    .select(["page.id", "page.slug as page_slug", "t.title", "t.slug", "t.seo_description"])
    .where("t.locale", "=", locale)
    .where(isLive("page"))
    .where(translationIsLive())
    .orderBy("page.sort_order")
    .orderBy("page.id");
}

/** The translations into `locales` with fewer sections than their page: a section left out reads as missing to a visitor. */
export async function pageTranslationsMissingSections(
  db: DbOrTx,
  { locales }: { locales: readonly string[] },
): Promise<Array<{ id: number; title: string; locale: string; translated: number; sections: number }>> {
  if (locales.length === 0) return [];
  return db
    .selectFrom("page_translation as t")
    .innerJoin("page", "page.id", "t.page_id")
    .select([
      "page.id", "page.title", "t.locale",
      sql<number>`jsonb_array_length(t.sections)`.as("translated"),
      sql<number>`jsonb_array_length(page.sections)`.as("sections"),
    ])
    .where("t.locale", "in", [...locales])
    .where(sql<boolean>`jsonb_array_length(t.sections) < jsonb_array_length(page.sections)`)
    .orderBy("page.id")
    .orderBy("t.locale")
    .execute();
}
