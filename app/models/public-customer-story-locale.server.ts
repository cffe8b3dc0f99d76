import type { CatalogKind } from "~/utils/kinds";
import { localePath } from "~/utils/locales";
import { normalizePageRequest } from "~/utils/pagination";
import { listLocalizedCatalogItemsByIds } from "./catalog-translation.server";
import type { DbOrTx } from "./crud.server";
import { getCustomerStoryById } from "./customer-story.server";
import {
  getLocalizedStoryBySlug, listLocalizedStories, listLocalizedStoriesForItems, listLocalizedStoriesNaming, listLocalizedStoryIndustries,
  listMoreLocalizedStories, localizedStoryAt, storyTranslationsMap, type LocalizedStory,
} from "./customer-story-translation.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import {
  chooseByTurn, slugTurn, storyCardImageIds, storyCardOf, type StoryCard, type StoryCardRow, type StoryDetailPage, type StoryListPage,
} from "./public-customer-story.server";
import { publicPathOf } from "./redirect.server";

/**
 * The customer stories in a locale other than the default (/de/customer-stories/…), in the shapes of
 * the default locale's pages so they draw with the same components; and the stories the German
 * solution and product pages show, in German too.
 */

interface Locales {
  locale: string;
  locales: readonly string[];
  fallback: boolean;
}

/** As the default locale's list and pages (public-customer-story.server.ts). */
const STORIES_PER_PAGE = 9;
const MORE_STORIES = 3;
const STORIES_NAMING_SHOWN = 6;
const CATEGORY_STORY_CANDIDATES = 24;

function storyHref(slug: string, { locale, locales }: Locales): string {
  return localePath(locale, publicPathOf("customer_story", slug), locales);
}

/** Locale -> unprefixed path of the same story in each locale where it is public (hreflang and the switcher). */
function pathsOf(translations: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(translations).map(([locale, slug]) => [locale, publicPathOf("customer_story", slug)]));
}

/** A story's card in `locale`, its pictures from `images` (read with the rest of its page's). */
export function localizedCard(story: StoryCardRow, images: Map<number, PublicImage>, options: Locales): StoryCard {
  return { ...storyCardOf(story, images), href: storyHref(story.slug, options) };
}

async function localizedCards(db: DbOrTx, stories: LocalizedStory[], options: Locales): Promise<StoryCard[]> {
  const images = await getPublicImages(db, stories.flatMap(storyCardImageIds));
  return stories.map((story) => localizedCard(story, images, options));
}

/** The list in `locale`, `industry` named in that locale ("" for all). */
export async function getLocalizedStoryListPage(
  db: DbOrTx,
  { page, industry }: { page: number; industry: string },
  options: Locales,
): Promise<StoryListPage> {
  const { locale, fallback } = options;
  const request = normalizePageRequest({ page }, STORIES_PER_PAGE);
  const result = await listLocalizedStories(db, { locale, fallback, ...request, industry });
  return { stories: await localizedCards(db, result.items, options), page: result.page, lastPage: result.lastPage, total: result.total };
}

export async function getLocalizedStoryIndustries(db: DbOrTx, { locale, fallback }: Locales): Promise<string[]> {
  return listLocalizedStoryIndustries(db, { locale, fallback });
}

/**
 * A story in `locale` by its slug there: its text translated, the customer, pictures and quoted
 * person the story's, its solutions and products named in that locale (only those public there,
 * unless the fallback lets the others stand in English).
 */
export async function getLocalizedStoryDetailPage(
  db: DbOrTx,
  slug: string,
  options: Locales,
): Promise<(StoryDetailPage & { paths: Record<string, string>; fallback: boolean }) | undefined> {
  const { locale, locales, fallback } = options;
  const localized = await getLocalizedStoryBySlug(db, { locale, slug, fallback });
  if (!localized) return undefined;
  const [story, solutions, products, more, translations] = await Promise.all([
    getCustomerStoryById(db, localized.id),
    listLocalizedCatalogItemsByIds(db, "solution", { locale, fallback, ids: localized.solution_ids }),
    listLocalizedCatalogItemsByIds(db, "product", { locale, fallback, ids: localized.product_ids }),
    listMoreLocalizedStories(db, { locale, fallback, story: localized, limit: MORE_STORIES }),
    storyTranslationsMap(db, { storyId: localized.id, defaultLocale: locales[0] }),
  ]);
  if (!story) return undefined;
  const images = await getPublicImages(db, [story.cover_image_id, story.logo_id, ...more.flatMap(storyCardImageIds)]);
  const { cover_image_id, logo_id, ...shared } = story;
  const link = (kind: CatalogKind) => (item: { id: number; title: string; summary: string; slug: string }) => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    href: localePath(locale, publicPathOf(kind, item.slug), locales),
  });
  const pick = (id: number | null) => (id && images.get(id)) || null;
  return {
    story: {
      ...shared,
      title: localized.title,
      slug: localized.slug,
      industry: localized.industry,
      summary: localized.summary,
      body: localized.body,
      figures: localized.figures,
      quote: localized.quote,
      seo_title: localized.seo_title,
      seo_description: localized.seo_description,
      updated_at: localized.updated_at,
      href: storyHref(localized.slug, options),
      image: pick(cover_image_id),
      logo: pick(logo_id),
    },
    solutions: solutions.map(link("solution")),
    products: products.map(link("product")),
    more: more.map((other) => localizedCard(other, images, options)),
    live: true,
    paths: pathsOf(translations),
    /** The locale has no published translation: the default locale's text is shown instead. */
    fallback: localized.fallback,
  };
}

/** Locale -> unprefixed path of a story's page in each locale where it is public, for the default locale's page. */
export async function storyPaths(db: DbOrTx, { storyId, locales }: { storyId: number; locales: readonly string[] }): Promise<Record<string, string>> {
  return pathsOf(await storyTranslationsMap(db, { storyId, defaultLocale: locales[0] }));
}

/** The newest stories public in `locale` that name a solution or product, for its page there. */
export async function localizedStoriesNaming(db: DbOrTx, kind: CatalogKind, itemId: number, options: Locales): Promise<StoryCard[]> {
  const { locale, fallback } = options;
  const stories = await listLocalizedStoriesNaming(db, { locale, fallback, kind, itemId, limit: STORIES_NAMING_SHOWN });
  return localizedCards(db, stories, options);
}

/**
 * The story a category's page shows in `locale`, by the default locale's rule: one that names the
 * most of its items, else any, turned by the category's slug. Its pictures are read with the
 * page's others (storyCardImageIds, localizedCard), as the default locale's page reads them.
 */
export async function localizedStoryForCategory(
  db: DbOrTx,
  kind: CatalogKind,
  { slug, itemIds }: { slug: string; itemIds: readonly number[] },
  options: Locales,
): Promise<LocalizedStory | undefined> {
  const { locale, fallback } = options;
  const ranked = await listLocalizedStoriesForItems(db, { locale, fallback, kind, itemIds, limit: CATEGORY_STORY_CANDIDATES });
  return chooseByTurn(ranked, slug) ?? (await localizedStoryAt(db, { locale, fallback, turn: slugTurn(slug) }));
}
