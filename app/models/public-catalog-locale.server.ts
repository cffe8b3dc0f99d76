import type { CatalogKind } from "~/utils/kinds";
import { localePath } from "~/utils/locales";
import { CATALOG_ITEM_COLUMNS } from "./catalog-item.server";
import {
  catalogTranslationsMap, categoryTranslationsMap, getLocalizedCategoryById, listLocalizedCategories, getLocalizedCategoryBySlug, getLocalizedCatalogItemBySlug,
  listLocalizedCatalogItems, type LocalizedCatalogItem,
} from "./catalog-translation.server";
import type { DbOrTx } from "./crud.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { glanceOf, type CatalogDetailPage, type CatalogOverview, type CategoryPage } from "./public-catalog.server";
import { storyCardImageIds } from "./public-customer-story.server";
import { localizedCard, localizedStoriesNaming, localizedStoryForCategory } from "./public-customer-story-locale.server";
import { publicPathOf } from "./redirect.server";

/**
 * The solution and product pages in a locale other than the default (/de/solutions/{slug},
 * /de/solution-details/{slug}), in the shapes of the default locale's pages so they draw with the
 * same components. The customer stories they show are those public in the locale too, so a page
 * does not mix two languages (with the fallback, untranslated ones stand in English as items do).
 */

interface Locales {
  locale: string;
  locales: readonly string[];
  fallback: boolean;
}

const CATEGORY_TABLE = { solution: "solution_category", product: "product_category" } as const;

/** Locale -> unprefixed path of the same page in each locale where it is public (hreflang and the switcher). */
type WithPaths<Page> = Page & { paths: Record<string, string> };

function pathsOf(translations: Record<string, string>, pathOf: (slug: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(translations).map(([locale, slug]) => [locale, pathOf(slug)]));
}

function cards(kind: CatalogKind, items: LocalizedCatalogItem[], images: Map<number, PublicImage>, { locale, locales }: Locales) {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    href: localePath(locale, publicPathOf(kind, item.slug), locales),
    image: (item.image_id && images.get(item.image_id)) || null,
  }));
}

/**
 * A category in `locale`: its translated name where it has one, else its own. It lists the items
 * public in the locale (with the fallback, the untranslated ones too, in the default language).
 */
export async function getLocalizedCategoryPage(
  db: DbOrTx,
  kind: CatalogKind,
  slug: string,
  options: Locales,
): Promise<WithPaths<CategoryPage> | undefined> {
  const { locale, locales, fallback } = options;
  const category = await getLocalizedCategoryBySlug(db, kind, { locale, slug });
  if (!category) return undefined;
  const pathOf = (categorySlug: string) => publicPathOf(CATEGORY_TABLE[kind], categorySlug);
  const [items, translations] = await Promise.all([
    listLocalizedCatalogItems(db, kind, { locale, fallback, categoryId: category.id }),
    categoryTranslationsMap(db, kind, { categoryId: category.id, locales }),
  ]);
  // The story first, so that its pictures are read with the category's and the items' in one statement.
  const story = await localizedStoryForCategory(db, kind, { slug: category.slug, itemIds: items.map((item) => item.id) }, options);
  const images = await getPublicImages(db, [category.image_id, ...items.map((item) => item.image_id), ...(story ? storyCardImageIds(story) : [])]);
  return {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      updated_at: category.updated_at,
      href: localePath(locale, pathOf(category.slug), locales),
      image: (category.image_id && images.get(category.image_id)) || null,
    },
    items: cards(kind, items, images, options),
    story: story ? localizedCard(story, images, options) : null,
    // A category without a name in the locale is still its page there: its items are what it shows.
    paths: pathsOf(translations, pathOf),
  };
}

/**
 * /de/solutions: every shown category in `locale`, as the locale's menu lists them (an untranslated
 * one under its own name), each with the first of its items public there.
 */
export async function getLocalizedCatalogOverview(db: DbOrTx, kind: CatalogKind, { locale, locales, fallback }: Locales): Promise<CatalogOverview> {
  const [categories, items] = await Promise.all([
    listLocalizedCategories(db, kind, { locale, fallback: true }),
    listLocalizedCatalogItems(db, kind, { locale, fallback }),
  ]);
  const images = await getPublicImages(db, categories.map((category) => category.image_id));
  const linked = items.map((item) => ({ ...item, href: localePath(locale, publicPathOf(kind, item.slug), locales) }));
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      href: localePath(locale, publicPathOf(CATEGORY_TABLE[kind], category.slug), locales),
      image: (category.image_id && images.get(category.image_id)) || null,
    })),
    glance: glanceOf(categories, linked),
  };
}

const RELATED_ITEMS = 3;

export async function getLocalizedCatalogDetailPage(
  db: DbOrTx,
  kind: CatalogKind,
  slug: string,
  options: Locales,
): Promise<(WithPaths<CatalogDetailPage> & { fallback: boolean }) | undefined> {
  const { locale, locales, fallback } = options;
  const localized = await getLocalizedCatalogItemBySlug(db, kind, { locale, slug, fallback });
  if (!localized) return undefined;
  const [item, category, related, translations, stories] = await Promise.all([
    db.selectFrom(kind).select(CATALOG_ITEM_COLUMNS).where("id", "=", localized.id).executeTakeFirst(),
    getLocalizedCategoryById(db, kind, { locale, id: localized.category_id }),
    listLocalizedCatalogItems(db, kind, { locale, fallback, categoryId: localized.category_id, excludeId: localized.id, limit: RELATED_ITEMS }),
    catalogTranslationsMap(db, kind, { itemId: localized.id, defaultLocale: locales[0] }),
    localizedStoriesNaming(db, kind, localized.id, options),
  ]);
  if (!item) return undefined;
  const images = await getPublicImages(db, [item.image_id, ...related.map((other) => other.image_id)]);
  const { image_id, ...shared } = item;
  return {
    item: {
      ...shared,
      title: localized.title,
      slug: localized.slug,
      summary: localized.summary,
      body: localized.body,
      seo_title: localized.seo_title,
      seo_description: localized.seo_description,
      updated_at: localized.updated_at,
      href: localePath(locale, publicPathOf(kind, localized.slug), locales),
      image: (image_id && images.get(image_id)) || null,
    },
    category: category ? { name: category.name, href: localePath(locale, publicPathOf(CATEGORY_TABLE[kind], category.slug), locales) } : null,
    related: cards(kind, related, images, options),
    stories,
    live: true,
    paths: pathsOf(translations, (itemSlug) => publicPathOf(kind, itemSlug)),
    /** The locale has no published translation: the default locale's text is shown instead. */
    fallback: localized.fallback,
  };
}

/** Locale -> unprefixed path of an item's page in each locale where it is public, for the default locale's page. */
export async function catalogItemPaths(db: DbOrTx, kind: CatalogKind, { itemId, locales }: { itemId: number; locales: readonly string[] }) {
  const translations = await catalogTranslationsMap(db, kind, { itemId, defaultLocale: locales[0] });
  return pathsOf(translations, (slug) => publicPathOf(kind, slug));
}

/** Locale -> unprefixed path of a category's page in each locale, for the default locale's page. */
export async function categoryPaths(db: DbOrTx, kind: CatalogKind, { categoryId, locales }: { categoryId: number; locales: readonly string[] }) {
  const translations = await categoryTranslationsMap(db, kind, { categoryId, locales });
  return pathsOf(translations, (slug) => publicPathOf(CATEGORY_TABLE[kind], slug));
}
