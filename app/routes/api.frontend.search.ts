import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { apiRoute, methodNotAllowed, publicApiRead } from "~/services/api/http.server";
import { localeParam } from "~/services/api/locale-param.server";
import { searchSite, searchSiteIn, type SearchPage, type SearchResults } from "~/services/search/site-search.server";
import { parsePageRequest } from "~/utils/pagination";
import { tidySearch } from "~/utils/search-text";

/** A locale's answers are dropped by its translations' saves too. */
function readTags(request: Request): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  if (!locale || !env().SITE_LOCALES.slice(1).includes(locale)) return READ_TAGS.search;
  return READ_TAGS.searchIn(locale);
}

/**
 * /search as JSON: 10 a page; an empty `q` or a page past the last is an empty list. `?locale=de`
 * searches the German translations, as /de/search does, each hit at its German address.
 */
export const loader = publicApiRead(readTags, async ({ request }) => {
  const url = new URL(request.url);
  const { page } = parsePageRequest(url.searchParams);
  const q = tidySearch(url.searchParams.get("q"));
  const locale = localeParam(request);
  const locales = env().SITE_LOCALES;
  if (locale === locales[0]) return json(apiAnswer(await searchSite(db(), request, { q, page })));
  return json(apiAnswer(await searchSiteIn(db(), request, { q, page, locale, locales })), { headers: { "Content-Language": locale } });
});

/** The hits and the pages, as clients have always read them: the pictures are the search page's. */
function apiAnswer({ data, meta }: SearchPage): SearchResults {
  return { data, meta };
}

export const action = apiRoute(() => methodNotAllowed(["GET"]));
