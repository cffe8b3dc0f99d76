import { z } from "zod";
import { searchableTypes, type SearchableType } from "~/content-types";
import type { DbOrTx } from "~/models/crud.server";
import { hitImages, hitKey, searchPublished, searchTranslations, type SearchHit } from "~/models/search.server";
import type { PublicImage } from "~/models/public-image.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { readPublicLayout } from "~/services/content/public-layout.server";
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

/**
 * The results as cached: `refs` names each hit's row (`hitKey`) so the search page can fetch the
 * pictures; the API answers with `data` and `meta` alone.
 */
export type SearchPage = SearchResults & { refs: Pick<SearchHit, "type" | "id">[] };

/**
 * While the details guard is on, a guarded item's snippet is cut from its summary, as its sign-in page
 * shows it: its body is for customers. The guard's state is the cached layout's, and part of the key.
 */
async function guardOn(request: Request): Promise<boolean> {
  return (await readPublicLayout(request)).detailsGuarded;
}

export async function searchSite(db: DbOrTx, request: Request, { q, page }: { q: string; page: number }): Promise<SearchPage> {
  const guarded = await guardOn(request);
  // Full-text search ignores letter case, so the cache does too.
  const key = `search-hits:${guarded ? "guarded" : "open"}:${page}:${q.toLowerCase()}`;
  return cachedForVisitors(request, key, READ_TAGS.search, async () => resultsOf(await searchPublished(db, { q, page, guardOn: guarded }), (url) => url));
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
  const guarded = await guardOn(request);
  const key = `search-hits@${locale}:${guarded ? "guarded" : "open"}:${page}:${q.toLowerCase()}`;
  const tags = READ_TAGS.searchIn(locale);
  return cachedForVisitors(request, key, tags, async () =>
    resultsOf(await searchTranslations(db, { q, page, locale, guardOn: guarded }), (url) => localePath(locale, url, locales)),
  );
}

function resultsOf(result: Paginated<SearchHit>, hrefOf: (url: string) => string): SearchPage {
  return {
    data: result.items.map((hit) => ({ type: hit.type, title: hit.title, url: hrefOf(hit.url), snippet: highlightSnippet(hit.snippet) })),
    meta: paginationMeta(result),
    refs: result.items.map(({ type, id }) => ({ type, id })),
  };
}

/**
 * Each hit's picture by its address, for the search page alone. Kept apart from the hits, so the
 * API never pays for them, and dropped with the pictures' own edits (a new alt text, a new file).
 */
export async function searchPictures(db: DbOrTx, request: Request, { data, refs }: SearchPage): Promise<Record<string, PublicImage>> {
  const keys = refs.map(hitKey);
  const pictures = await cachedForVisitors(request, `search-pictures:${keys.join(",")}`, READ_TAGS.searchPictures, async () =>
    Object.fromEntries(await hitImages(db, refs)),
  );
  return Object.fromEntries(data.flatMap((hit, index) => (pictures[keys[index]] ? [[hit.url, pictures[keys[index]]]] : [])));
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
