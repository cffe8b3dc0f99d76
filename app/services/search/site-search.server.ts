import { z } from "zod";
import { searchableTypes, type SearchableType } from "~/content-types";
import type { DbOrTx } from "~/models/crud.server";
import { hitImages, hitKey, searchPublished, searchTranslations, type SearchHit } from "~/models/search.server";
import type { PublicImage } from "~/models/public-image.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { listOf, paginationMetaSchema } from "~/services/api/shapes";
import { t } from "~/services/messages.server";
import { localePath } from "~/utils/locales";
import { paginationMeta, type Paginated } from "~/utils/pagination";
import { highlightSnippet } from "~/utils/search-text";

const searchHitSchema = z.strictObject({
  type: z.enum(searchableTypes().map((type) => type.table) as [SearchableType["table"], ...SearchableType["table"][]]),
  title: z.string(),
  url: z.string().meta({ description: "The hit's public path on the site" }),
  snippet: z.string().meta({ description: "HTML: the content's text escaped, the matched words in <mark>" }),
});

export const searchResponseSchema = listOf(searchHitSchema, paginationMetaSchema);

export type SearchResults = z.output<typeof searchResponseSchema>;

/** The results with each hit's picture by its address, for the search page; the API answers with `data` and `meta` alone. */
export type SearchPage = SearchResults & { images: Record<string, PublicImage> };

export async function searchSite(db: DbOrTx, request: Request, { q, page }: { q: string; page: number }): Promise<SearchPage> {
  // Full-text search ignores letter case, so the cache does too.
  const key = `search:${page}:${q.toLowerCase()}`;
  return cachedForVisitors(request, key, READ_TAGS.search, async () => resultsOf(db, await searchPublished(db, { q, page }), (url) => url));
}

/**
 * The search on `/de/search`: the live translations in that language (docs/locales.md), each hit
 * at its address in the language. Untranslated items are not found there.
 */
export async function searchSiteIn(
  db: DbOrTx,
  request: Request,
  { q, page, locale, locales }: { q: string; page: number; locale: string; locales: readonly string[] },
): Promise<SearchPage> {
  const key = `search@${locale}:${page}:${q.toLowerCase()}`;
  const tags = READ_TAGS.searchIn(locale);
  return cachedForVisitors(request, key, tags, async () =>
    resultsOf(db, await searchTranslations(db, { q, page, locale }), (url) => localePath(locale, url, locales)),
  );
}

async function resultsOf(db: DbOrTx, result: Paginated<SearchHit>, hrefOf: (url: string) => string): Promise<SearchPage> {
  const pictures = await hitImages(db, result.items);
  const images: Record<string, PublicImage> = {};
  for (const hit of result.items) {
    const image = pictures.get(hitKey(hit));
    if (image) images[hrefOf(hit.url)] = image;
  }
  return {
    data: result.items.map((hit) => ({ type: hit.type, title: hit.title, url: hrefOf(hit.url), snippet: highlightSnippet(hit.snippet) })),
    meta: paginationMeta(result),
    images,
  };
}

/** The search for the same words in each of the site's languages: the language switcher keeps the query. */
export function searchPaths(locales: readonly string[], q: string): Record<string, string> {
  const path = q ? `/search?q=${encodeURIComponent(q)}` : "/search";
  return Object.fromEntries(locales.map((locale) => [locale, path]));
}

/** The search page's words in `locale`, those with numbers and the query in them formatted here. */
export function searchWords(locale: string, { q, total, page, lastPage }: { q: string; total: number; page: number; lastPage: number }) {
  const pageOf = lastPage > 1 ? ` (${t(locale, "search.pageOf", { page, lastPage })})` : "";
  return {
    title: t(locale, "search.title"),
    label: t(locale, "header.search.label"),
    submit: t(locale, "button.search"),
    count: `${t(locale, "search.resultCount", { count: total, query: q })}${pageOf}`,
    none: t(locale, "search.none", { query: q }),
  };
}
