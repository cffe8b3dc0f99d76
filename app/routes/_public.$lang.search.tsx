import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { SearchView } from "~/components/public/search-view";
import { useSiteWords } from "~/components/public/words";
import { db } from "~/db/db.server";
import { siteLocale } from "~/routes/__site-locale.server";
import { searchPaths, searchPictures, searchSiteIn, searchWords } from "~/services/search/site-search.server";
import { t } from "~/services/messages.server";
import { languageNameIn, localePath } from "~/utils/locales";
import { parsePageRequest } from "~/utils/pagination";
import { tidySearch } from "~/utils/search-text";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

/**
 * /de/search: the site search in one of its other languages (docs/locales.md). It finds the live
 * translations in that language, stemmed by its rules, each linked at its address there.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  const url = new URL(request.url);
  const q = tidySearch(url.searchParams.get("q"));
  const { page } = parsePageRequest(url.searchParams);
  const results = await searchSiteIn(db(), request, { q, page, locale, locales });
  const { total, current_page, last_page } = results.meta;
  return json({
    q,
    hits: results.data,
    images: await searchPictures(db(), request, results),
    ...results.meta,
    action: localePath(locale, "/search", locales),
    paths: searchPaths(locales, q),
    words: searchWords(locale, { q, total, page: current_page, lastPage: last_page }),
    // Most of the site is written in its default language: words that find nothing here may find it there.
    elsewhere: {
      href: localePath(locales[0], searchPaths(locales, q)[locales[0]], locales),
      label: t(locale, "search.inLanguage", { language: languageNameIn(locale, locales[0]) }),
    },
  });
}

// Results pages are endless variations of the site's own content: kept out of search engines.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  return seoMeta(site, { title: data.q ? `${data.words.title}: ${data.q}` : data.words.title, path: data.action, noindex: true });
};

export default function LocalizedSearchPage() {
  const { q, hits, images, current_page: page, last_page: lastPage, action, words, elsewhere } = useLoaderData<typeof loader>();
  const { say } = useSiteWords();
  return (
    <SearchView
      action={action}
      q={q}
      hits={hits.map((hit) => ({ ...hit, image: images[hit.url] ?? null, typeLabel: say(hit.type === "news" ? "search.type.news" : "search.type.page") }))}
      page={page}
      lastPage={lastPage}
      words={words}
      elsewhere={elsewhere}
    />
  );
}

export const ErrorBoundary = PublicErrorBoundary;
