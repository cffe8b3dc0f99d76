import { sql, type RawBuilder } from "kysely";
import type { CatalogTranslation, CategoryTranslation } from "~/db/schema";
import type { CatalogKind } from "~/utils/kinds";
import { categoryShown, isLive, isShown, type DbOrTx } from "./crud.server";

/**
 * Solutions and products in the site's other locales (docs/locales.md), as news: the default
 * locale's text is the item's own row; each other locale has a row of `solution_translation` or
 * `product_translation` with its own slug, summary, body, status and version. An item is public in
 * a locale while the item is live (its category shown) and that translation is live too. The
 * category, picture and order are the item's. Both kinds have the same columns, so one function
 * serves both, with the kind naming the tables.
 */

export type { CatalogTranslation };

const TRANSLATION = { solution: "solution_translation", product: "product_translation" } as const;
const CATEGORY = { solution: "solution_category", product: "product_category" } as const;

const COLUMNS = [
  "item_id", "locale", "title", "slug", "summary", "body", "seo_title", "seo_description", "status", "published_at", "version",
  "source_version", "created_at", "updated_at",
] as const;

export async function getCatalogTranslation(
  db: DbOrTx,
  kind: CatalogKind,
  { itemId, locale }: { itemId: number; locale: string },
): Promise<CatalogTranslation | undefined> {
  return db.selectFrom(TRANSLATION[kind]).select(COLUMNS).where("item_id", "=", itemId).where("locale", "=", locale).executeTakeFirst();
}

/** Whether another item of the kind already has `slug` in `locale` (slugs are unique per locale only). */
export async function isCatalogTranslationSlugTaken(
  db: DbOrTx,
  kind: CatalogKind,
  { locale, slug, itemId }: { locale: string; slug: string; itemId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom(TRANSLATION[kind])
    .select("item_id")
    .where("locale", "=", locale)
    .where("slug", "=", slug)
    .where("item_id", "!=", itemId)
    .executeTakeFirst();
  return row !== undefined;
}

export type CatalogTranslationValues = Pick<CatalogTranslation, "title" | "slug" | "summary" | "body" | "status"> &
  Partial<Pick<CatalogTranslation, "seo_title" | "seo_description" | "published_at">>;

type SaveResult = { ok: true; row: CatalogTranslation; created: boolean } | { ok: false; reason: "not-found" | "conflict" | "version-required" };

/**
 * Creates or updates an item's translation. Creating needs no version; updating needs the
 * translation's current one, else nothing changes (`conflict`). The translation records the
 * item's version it was written against.
 */
export async function saveCatalogTranslation(
  db: DbOrTx,
  kind: CatalogKind,
  options: { itemId: number; locale: string; version: number | undefined; values: CatalogTranslationValues },
): Promise<SaveResult> {
  const { itemId, locale, version, values } = options;
  const table = TRANSLATION[kind];
  const item = await db.selectFrom(kind).select("version").where("id", "=", itemId).executeTakeFirst();
  if (!item) return { ok: false, reason: "not-found" };
  const existing = await getCatalogTranslation(db, kind, { itemId, locale });
  if (!existing) {
    const row = await db
      .insertInto(table)
      .values({
        item_id: itemId,
        locale,
        ...values,
        // A translation published without a date goes live now, as an item does.
        published_at: values.published_at ?? (values.status === "published" ? sql<Date>`now()` : null),
        source_version: item.version,
      })
      .onConflict((conflict) => conflict.columns(["item_id", "locale"]).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    // Another save created it between our read and our insert: this one was written against nothing.
    return row ? { ok: true, row, created: true } : { ok: false, reason: "conflict" };
  }
  if (version === undefined) return { ok: false, reason: "version-required" };
  const publishedAt = values.published_at ?? (values.status === "published" ? (existing.published_at ?? sql<Date>`now()`) : null);
  const row = await db
    .updateTable(table)
    .set({
      ...values,
      published_at: publishedAt,
      source_version: item.version,
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where("item_id", "=", itemId)
    .where("locale", "=", locale)
    .where("version", "=", version)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { ok: true, row, created: false } : { ok: false, reason: "conflict" };
}

/** Live means published with a date reached, as for the item itself. */
const TRANSLATION_LIVE = sql<boolean>`(t.status = 'published' and (t.published_at is null or t.published_at <= now()))`;

/** The item is public: live, and its category shown. */
function itemPublic(kind: CatalogKind) {
  return sql<boolean>`(${isLive(kind)} and ${categoryShown(kind, CATEGORY[kind])})`;
}

/** An item's text in a locale, for the public site: translated, or the default text where `fallback`. */
export interface LocalizedCatalogItem {
  id: number;
  category_id: number;
  image_id: number | null;
  sort_order: number;
  published_at: Date | null;
  title: string;
  slug: string;
  summary: string;
  seo_title: string;
  seo_description: string;
  updated_at: Date;
  /** True when the locale has no live translation and the default locale's text stands in. */
  fallback: boolean;
}

/**
 * The item's columns in the locale, read beside `t`, its translation joined only while live
 * (joinLiveTranslation): the translation's text where there is one, else the item's. The text
 * columns are NOT NULL in both tables, so a joined translation's always stands.
 */
function localizedColumns(kind: CatalogKind) {
  const item = sql.table(kind);
  const text = (column: string) => sql`coalesce(${sql.ref(`t.${column}`)}, ${sql.ref(`${kind}.${column}`)}) as ${sql.ref(column)}`;
  return sql.join([
    sql`${item}.id`, sql`${item}.category_id`, sql`${item}.image_id`, sql`${item}.sort_order`, sql`${item}.published_at`, text("title"), text("slug"), text("summary"), text("seo_title"),
    text("seo_description"), text("updated_at"), sql`(t.item_id is null) as fallback`,
  ]);
}

/** The item's translation in `locale` while it is live: the condition stands in the join, once, not in each column. */
function joinLiveTranslation(kind: CatalogKind, locale: string) {
  return sql`left join ${sql.table(TRANSLATION[kind])} as t on t.item_id = ${sql.ref(`${kind}.id`)} and t.locale = ${locale} and ${TRANSLATION_LIVE}`;
}

/**
 * The public items of a kind in `locale`, in the list's order: all of them, a category's, or the
 * others of a category beside one item. Without `fallback` only the translated ones exist in the locale.
 */
export async function listLocalizedCatalogItems(
  db: DbOrTx,
  kind: CatalogKind,
  options: { locale: string; fallback: boolean; categoryId?: number; excludeId?: number; limit?: number },
): Promise<LocalizedCatalogItem[]> {
  const result = await localizedCatalogItemsQuery(kind, options).execute(db);
  return result.rows;
}

/** listLocalizedCatalogItems as a query, to read inside a larger statement. */
export function localizedCatalogItemsQuery(
  kind: CatalogKind,
  { locale, fallback, categoryId, excludeId, limit }: { locale: string; fallback: boolean; categoryId?: number; excludeId?: number; limit?: number },
) {
  return sql<LocalizedCatalogItem>`
    select ${localizedColumns(kind)}
    from ${sql.table(kind)}
    ${joinLiveTranslation(kind, locale)}
    where ${itemPublic(kind)}
      ${categoryId === undefined ? sql`` : sql`and ${sql.ref(`${kind}.category_id`)} = ${categoryId}`}
      ${fallback ? sql`` : sql`and t.item_id is not null`}
      ${excludeId === undefined ? sql`` : sql`and ${sql.ref(`${kind}.id`)} <> ${excludeId}`}
    order by ${sql.ref(`${kind}.sort_order`)}, ${sql.ref(`${kind}.id`)}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/**
 * The items among `ids` public in `locale`, in the order of `ids` (a customer story's related
 * items, in the order its editor gave them). Without `fallback` only the translated ones.
 */
export async function listLocalizedCatalogItemsByIds(
  db: DbOrTx,
  kind: CatalogKind,
  { locale, fallback, ids }: { locale: string; fallback: boolean; ids: readonly number[] },
): Promise<LocalizedCatalogItem[]> {
  if (ids.length === 0) return [];
  const result = await sql<LocalizedCatalogItem>`
    select ${localizedColumns(kind)}
    from ${sql.table(kind)}
    ${joinLiveTranslation(kind, locale)}
    where ${itemPublic(kind)} and ${sql.ref(`${kind}.id`)} in (${sql.join(ids)})
      ${fallback ? sql`` : sql`and t.item_id is not null`}`.execute(db);
  const position = new Map(ids.map((id, index) => [Number(id), index]));
  return result.rows
    .map((row) => ({ ...row, id: Number(row.id) }))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** An item by its slug in `locale`, with its body; with `fallback`, an untranslated item by its default slug. */
export async function getLocalizedCatalogItemBySlug(
  db: DbOrTx,
  kind: CatalogKind,
  { locale, slug, fallback }: { locale: string; slug: string; fallback: boolean },
): Promise<(LocalizedCatalogItem & { body: string }) | undefined> {
  const translated = await sql<LocalizedCatalogItem & { body: string }>`
    select ${localizedColumns(kind)}, t.body
    from ${sql.table(TRANSLATION[kind])} as t join ${sql.table(kind)} on ${sql.ref(`${kind}.id`)} = t.item_id
    where t.locale = ${locale} and t.slug = ${slug} and ${TRANSLATION_LIVE} and ${itemPublic(kind)}`.execute(db);
  if (translated.rows[0]) return translated.rows[0];
  if (!fallback) return undefined;
  // An item translated in the locale is reached by its translated slug only.
  const original = await sql<LocalizedCatalogItem & { body: string }>`
    select ${localizedColumns(kind)}, ${sql.ref(`${kind}.body`)}
    from ${sql.table(kind)}
    ${joinLiveTranslation(kind, locale)}
    where ${sql.ref(`${kind}.slug`)} = ${slug} and ${itemPublic(kind)} and t.item_id is null`.execute(db);
  return original.rows[0];
}

/**
 * Locale -> slug of each locale in which the item is public: the default locale's while the item
 * is, and each live translation's. Empty for an item that is not public.
 */
export async function catalogTranslationsMap(
  db: DbOrTx,
  kind: CatalogKind,
  { itemId, defaultLocale }: { itemId: number; defaultLocale: string },
): Promise<Record<string, string>> {
  const result = await sql<{ slug: string; locale: string | null; translated_slug: string | null }>`
    select ${sql.ref(`${kind}.slug`)} as slug, t.locale, t.slug as translated_slug
    from ${sql.table(kind)} left join ${sql.table(TRANSLATION[kind])} as t on t.item_id = ${sql.ref(`${kind}.id`)} and ${TRANSLATION_LIVE}
    where ${sql.ref(`${kind}.id`)} = ${itemId} and ${itemPublic(kind)}`.execute(db);
  const map: Record<string, string> = {};
  for (const row of result.rows) {
    map[defaultLocale] = row.slug;
    if (row.locale && row.translated_slug) map[row.locale] = row.translated_slug;
  }
  return map;
}

/** Every live translation of a public item of the kind, for the sitemap. */
export async function listLiveCatalogTranslations(
  db: DbOrTx,
  kind: CatalogKind,
): Promise<Array<{ id: number; locale: string; slug: string; updated_at: Date }>> {
  const result = await sql<{ id: number; locale: string; slug: string; updated_at: Date }>`
    select t.item_id as id, t.locale, t.slug, t.updated_at
    from ${sql.table(TRANSLATION[kind])} as t join ${sql.table(kind)} on ${sql.ref(`${kind}.id`)} = t.item_id
    where ${TRANSLATION_LIVE} and ${itemPublic(kind)}`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** One translation's state, for the admin's lists. */
export interface CatalogTranslationState {
  item_id: number;
  locale: string;
  status: string;
  published_at: Date | null;
  /** The item was saved after the translation was. */
  outdated: boolean;
  /** Its body is the item's own, word for word: copied, not translated. */
  copied: boolean;
}

export async function catalogTranslationStates(db: DbOrTx, kind: CatalogKind, { itemIds }: { itemIds: number[] }): Promise<CatalogTranslationState[]> {
  if (itemIds.length === 0) return [];
  const result = await sql<CatalogTranslationState>`
    select t.item_id, t.locale, t.status, t.published_at, t.source_version < ${sql.ref(`${kind}.version`)} as outdated,
      (t.body <> '' and t.body = ${sql.ref(`${kind}.body`)}) as copied
    from ${sql.table(TRANSLATION[kind])} as t join ${sql.table(kind)} on ${sql.ref(`${kind}.id`)} = t.item_id
    where t.item_id in (${sql.join(itemIds)})`.execute(db);
  return result.rows.map((row) => ({ ...row, item_id: Number(row.item_id) }));
}

/** The public items that have no translation in `locale`: what a visitor of that language cannot read. */
export async function untranslatedLiveCatalogItems(
  db: DbOrTx,
  kind: CatalogKind,
  { locale }: { locale: string },
): Promise<Array<{ id: number; title: string }>> {
  const result = await sql<{ id: number; title: string }>`
    select ${sql.ref(`${kind}.id`)} as id, ${sql.ref(`${kind}.title`)} as title
    from ${sql.table(kind)} left join ${sql.table(TRANSLATION[kind])} as t on t.item_id = ${sql.ref(`${kind}.id`)} and t.locale = ${locale}
    where ${itemPublic(kind)} and t.item_id is null
    order by ${sql.ref(`${kind}.id`)}`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The translations into `locales` written against an older version of their item. */
export async function outdatedCatalogTranslations(
  db: DbOrTx,
  kind: CatalogKind,
  { locales }: { locales: readonly string[] },
): Promise<Array<{ id: number; title: string; locale: string }>> {
  if (locales.length === 0) return [];
  const result = await sql<{ id: number; title: string; locale: string }>`
    select ${sql.ref(`${kind}.id`)} as id, ${sql.ref(`${kind}.title`)} as title, t.locale
    from ${sql.table(TRANSLATION[kind])} as t join ${sql.table(kind)} on ${sql.ref(`${kind}.id`)} = t.item_id
    where t.locale in (${sql.join([...locales])}) and t.source_version < ${sql.ref(`${kind}.version`)}
    order by ${sql.ref(`${kind}.id`)}, t.locale`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** A category's name in a locale: translated, else the default locale's (a category has no status of its own). */
export interface LocalizedCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_id: number | null;
  sort_order: number;
  updated_at: Date;
  /** The locale has no translation: the default locale's name stands in. */
  fallback: boolean;
}

const CATEGORY_TRANSLATION = { solution: "solution_category_translation", product: "product_category_translation" } as const;

function localizedCategoryColumns(kind: CatalogKind) {
  const category = CATEGORY[kind];
  const text = (column: string) => sql`coalesce(${sql.ref(`ct.${column}`)}, ${sql.ref(`${category}.${column}`)}) as ${sql.ref(column)}`;
  return sql.join([
    sql`${sql.ref(`${category}.id`)} as id`, text("name"), text("slug"), text("description"), sql`${sql.ref(`${category}.image_id`)} as image_id`,
    sql`${sql.ref(`${category}.sort_order`)} as sort_order`, text("updated_at"), sql`(ct.category_id is null) as fallback`,
  ]);
}

/** The shown categories in `locale` that `which` picks, in the menu's order. */
async function localizedCategories(db: DbOrTx, kind: CatalogKind, locale: string, which: RawBuilder<boolean>): Promise<LocalizedCategory[]> {
  const result = await localizedCategoriesQuery(kind, locale, which).execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

function localizedCategoriesQuery(kind: CatalogKind, locale: string, which: RawBuilder<boolean>) {
  const category = CATEGORY[kind];
  return sql<LocalizedCategory>`
    select ${localizedCategoryColumns(kind)}
    from ${sql.table(category)}
    left join ${sql.table(CATEGORY_TRANSLATION[kind])} as ct on ct.category_id = ${sql.ref(`${category}.id`)} and ct.locale = ${locale}
    where ${isShown(category)} and ${which}
    order by ${sql.ref(`${category}.sort_order`)}, ${sql.ref(`${category}.id`)}`;
}

/** The shown categories with a name in `locale`, as a query to read inside a larger statement. */
export function translatedCategoriesQuery(kind: CatalogKind, locale: string) {
  return localizedCategoriesQuery(kind, locale, sql<boolean>`ct.category_id is not null`);
}

async function localizedCategory(db: DbOrTx, kind: CatalogKind, locale: string, which: RawBuilder<boolean>): Promise<LocalizedCategory | undefined> {
  return (await localizedCategories(db, kind, locale, which))[0];
}

/**
 * A shown category by its slug in `locale`: the translated slug, or the default one where the
 * category has no translation there (its items then decide whether the page has anything to show).
 */
export async function getLocalizedCategoryBySlug(
  db: DbOrTx,
  kind: CatalogKind,
  { locale, slug }: { locale: string; slug: string },
): Promise<LocalizedCategory | undefined> {
  const ownSlug = sql.ref(`${CATEGORY[kind]}.slug`);
  return localizedCategory(db, kind, locale, sql<boolean>`(ct.slug = ${slug} or (ct.category_id is null and ${ownSlug} = ${slug}))`);
}

/**
 * The shown categories of a kind in `locale`, in menu order: those with a name there, or with
 * `fallback` every one, an untranslated one under its own name and slug (as the menu lists them).
 */
export async function listLocalizedCategories(
  db: DbOrTx,
  kind: CatalogKind,
  { locale, fallback }: { locale: string; fallback: boolean },
): Promise<LocalizedCategory[]> {
  return localizedCategories(db, kind, locale, fallback ? sql<boolean>`true` : sql<boolean>`ct.category_id is not null`);
}

export async function getLocalizedCategoryById(
  db: DbOrTx,
  kind: CatalogKind,
  { locale, id }: { locale: string; id: number },
): Promise<LocalizedCategory | undefined> {
  return localizedCategory(db, kind, locale, sql<boolean>`${sql.ref(`${CATEGORY[kind]}.id`)} = ${id}`);
}

/** Locale -> slug of a shown category in each locale: its own slug by default, a translation's where it has one. */
export async function categoryTranslationsMap(
  db: DbOrTx,
  kind: CatalogKind,
  { categoryId, locales }: { categoryId: number; locales: readonly string[] },
): Promise<Record<string, string>> {
  const category = CATEGORY[kind];
  const result = await sql<{ slug: string; locale: string | null; translated_slug: string | null }>`
    select ${sql.ref(`${category}.slug`)} as slug, ct.locale, ct.slug as translated_slug
    from ${sql.table(category)} left join ${sql.table(CATEGORY_TRANSLATION[kind])} as ct on ct.category_id = ${sql.ref(`${category}.id`)}
    where ${sql.ref(`${category}.id`)} = ${categoryId} and ${isShown(category)}`.execute(db);
  if (result.rows.length === 0) return {};
  const map: Record<string, string> = Object.fromEntries(locales.map((locale) => [locale, result.rows[0].slug]));
  for (const row of result.rows) if (row.locale && row.translated_slug && locales.includes(row.locale)) map[row.locale] = row.translated_slug;
  return map;
}

/**
 * Locale -> slug of a shown category where it has a name of its own: the default locale's and each
 * translation's. Unlike categoryTranslationsMap, a locale without a translation is left out, as the
 * API answers 404 there.
 */
export async function categoryTranslatedSlugs(
  db: DbOrTx,
  kind: CatalogKind,
  { categoryId, locales }: { categoryId: number; locales: readonly string[] },
): Promise<Record<string, string>> {
  const category = CATEGORY[kind];
  const result = await sql<{ slug: string; locale: string | null; translated_slug: string | null }>`
    select ${sql.ref(`${category}.slug`)} as slug, ct.locale, ct.slug as translated_slug
    from ${sql.table(category)} left join ${sql.table(CATEGORY_TRANSLATION[kind])} as ct on ct.category_id = ${sql.ref(`${category}.id`)}
    where ${sql.ref(`${category}.id`)} = ${categoryId} and ${isShown(category)}`.execute(db);
  const map: Record<string, string> = {};
  for (const row of result.rows) {
    map[locales[0]] = row.slug;
    if (row.locale && row.translated_slug && locales.includes(row.locale)) map[row.locale] = row.translated_slug;
  }
  return map;
}

/**
 * Every translated name of the shown categories of a kind, by the category's default slug: for the
 * menu, read in the frame's one statement.
 */
export function categoryTranslationsQuery(kind: CatalogKind) {
  const category = CATEGORY[kind];
  // In parentheses: the frame's statement reads it as a subquery.
  return sql<{ category_slug: string; locale: string; name: string; slug: string }>`(
    select ${sql.ref(`${category}.slug`)} as category_slug, ct.locale, ct.name, ct.slug
    from ${sql.table(CATEGORY_TRANSLATION[kind])} as ct join ${sql.table(category)} on ${sql.ref(`${category}.id`)} = ct.category_id
    where ${isShown(category)})`;
}

/** A category's translation with whether the category was saved after it. */
export async function getCategoryTranslation(
  db: DbOrTx,
  kind: CatalogKind,
  { categoryId, locale }: { categoryId: number; locale: string },
): Promise<(CategoryTranslation & { outdated: boolean }) | undefined> {
  const category = CATEGORY[kind];
  const result = await sql<CategoryTranslation & { outdated: boolean }>`
    select ct.*, ct.source_version < ${sql.ref(`${category}.version`)} as outdated
    from ${sql.table(CATEGORY_TRANSLATION[kind])} as ct join ${sql.table(category)} on ${sql.ref(`${category}.id`)} = ct.category_id
    where ct.category_id = ${categoryId} and ct.locale = ${locale}`.execute(db);
  const row = result.rows[0];
  return row && { ...row, category_id: Number(row.category_id) };
}

/** Every translated name of a shown category of the kind, for the sitemap. */
export async function listCategoryTranslations(
  db: DbOrTx,
  kind: CatalogKind,
): Promise<Array<{ id: number; locale: string; slug: string; updated_at: Date }>> {
  const category = CATEGORY[kind];
  const result = await sql<{ id: number; locale: string; slug: string; updated_at: Date }>`
    select ct.category_id as id, ct.locale, ct.slug, ct.updated_at
    from ${sql.table(CATEGORY_TRANSLATION[kind])} as ct join ${sql.table(category)} on ${sql.ref(`${category}.id`)} = ct.category_id
    where ${isShown(category)}`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export type CategoryTranslationValues = { name: string; slug: string; description: string };

/**
 * Creates or updates a category's name in a locale, as an item's translation: creating needs no
 * version, updating the current one.
 */
export async function saveCategoryTranslation(
  db: DbOrTx,
  kind: CatalogKind,
  options: { categoryId: number; locale: string; version: number | undefined; values: CategoryTranslationValues },
): Promise<{ ok: true; created: boolean; version: number } | { ok: false; reason: "not-found" | "conflict" | "version-required" }> {
  const { categoryId, locale, version, values } = options;
  const table = CATEGORY_TRANSLATION[kind];
  const category = await db.selectFrom(CATEGORY[kind]).select("version").where("id", "=", categoryId).executeTakeFirst();
  if (!category) return { ok: false, reason: "not-found" };
  const existing = await db.selectFrom(table).select("version").where("category_id", "=", categoryId).where("locale", "=", locale).executeTakeFirst();
  if (!existing) {
    const row = await db
      .insertInto(table)
      .values({ category_id: categoryId, locale, ...values, source_version: category.version })
      .onConflict((conflict) => conflict.columns(["category_id", "locale"]).doNothing())
      .returning("version")
      .executeTakeFirst();
    return row ? { ok: true, created: true, version: row.version } : { ok: false, reason: "conflict" };
  }
  if (version === undefined) return { ok: false, reason: "version-required" };
  const row = await db
    .updateTable(table)
    .set({ ...values, source_version: category.version, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("category_id", "=", categoryId)
    .where("locale", "=", locale)
    .where("version", "=", version)
    .returning("version")
    .executeTakeFirst();
  return row ? { ok: true, created: false, version: row.version } : { ok: false, reason: "conflict" };
}
