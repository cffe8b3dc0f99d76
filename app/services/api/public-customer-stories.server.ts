import { listLocalizedCatalogItemsByIds } from "~/models/catalog-translation.server";
import type { DbOrTx } from "~/models/crud.server";
import { getCustomerStoryById } from "~/models/customer-story.server";
import { getLocalizedStoryBySlug, storyTranslationsMap } from "~/models/customer-story-translation.server";
import { getPublicStoryBySlug, listLiveCatalogItems, listPublicStories } from "~/models/public-customer-story.server";
import { loadMediaRefs } from "~/services/content/media-refs.server";
import { localePath } from "~/utils/locales";
import {
  publicCustomerStoryItemJson, publicCustomerStoryListJson, storyMediaIds, type PublicCustomerStoryItemJson,
  type PublicCustomerStoryListJson,
} from "./customer-story-shapes.server";

/** The answers of /api/frontend/customer-stories[/{slug}], read through the public reads (live stories, live items). */

export async function getPublicStoryListJson(db: DbOrTx, params: { page: number; industry: string }): Promise<PublicCustomerStoryListJson> {
  const result = await listPublicStories(db, params);
  const refs = await loadMediaRefs(db, storyMediaIds(result.items));
  return publicCustomerStoryListJson(result, refs);
}

export async function getPublicStoryJson(db: DbOrTx, slug: string): Promise<PublicCustomerStoryItemJson | undefined> {
  const story = await getPublicStoryBySlug(db, slug);
  if (!story) return undefined;
  const [solutions, products, refs] = await Promise.all([
    listLiveCatalogItems(db, "solution", story.solution_ids),
    listLiveCatalogItems(db, "product", story.product_ids),
    loadMediaRefs(db, storyMediaIds([story])),
  ]);
  return publicCustomerStoryItemJson(story, refs, { solutions, products });
}

/**
 * A story by its slug in a locale other than the default: its text in that language (the default
 * text with the fallback), its solutions and products named there and linked under its prefix.
 */
export async function getLocalizedStoryJson(
  db: DbOrTx,
  options: { slug: string; locale: string; locales: readonly string[]; fallback: boolean },
): Promise<PublicCustomerStoryItemJson | undefined> {
  const { slug, locale, locales, fallback } = options;
  const localized = await getLocalizedStoryBySlug(db, { locale, slug, fallback });
  if (!localized) return undefined;
  const [story, solutions, products, translations, refs] = await Promise.all([
    getCustomerStoryById(db, localized.id),
    listLocalizedCatalogItemsByIds(db, "solution", { locale, fallback, ids: localized.solution_ids }),
    listLocalizedCatalogItemsByIds(db, "product", { locale, fallback, ids: localized.product_ids }),
    storyTranslationsMap(db, { storyId: localized.id, defaultLocale: locales[0] }),
    loadMediaRefs(db, storyMediaIds([localized])),
  ]);
  if (!story) return undefined;
  const { fallback: untranslated, ...text } = localized;
  const { data } = publicCustomerStoryItemJson({ ...story, ...text }, refs, { solutions, products });
  const inLocale = (link: { title: string; slug: string; url: string }) => ({ ...link, url: localePath(locale, link.url, locales) });
  return {
    data: {
      ...data,
      solutions: data.solutions.map(inLocale),
      products: data.products.map(inLocale),
      locale: untranslated ? locales[0] : locale,
      translations,
    },
  };
}

/** The `translations` of a default-locale read, where the site has several languages. */
export async function storyTranslationsJson(db: DbOrTx, storyId: number, defaultLocale: string): Promise<Record<string, string>> {
  return storyTranslationsMap(db, { storyId, defaultLocale });
}
