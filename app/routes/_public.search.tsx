import { contentTypeOfTable } from "~/content-types";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { SearchView } from "~/components/public/search-view";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { searchPaths, searchPictures, searchSite, searchWords } from "~/services/search/site-search.server";
import { parsePageRequest } from "~/utils/pagination";
import { tidySearch } from "~/utils/search-text";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = tidySearch(url.searchParams.get("q"));
  const { page } = parsePageRequest(url.searchParams);
  const results = await searchSite(db(), request, { q, page });
  const { total, current_page, last_page } = results.meta;
  return json({
    q,
    hits: results.data,
    images: await searchPictures(db(), request, results),
    ...results.meta,
    words: searchWords("en", { q, total, page: current_page, lastPage: last_page }),
    paths: searchPaths(env().SITE_LOCALES, q),
  });
}

// Results pages are endless variations of the site's own content: kept out of search engines.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  return seoMeta(site, {
    title: data.q ? `Search: ${data.q}` : "Search",
    description: `Search ${site?.name || "the site"}: solutions, products, news and pages.`,
    path: "/search",
    noindex: true,
  });
};

export default function SearchPage() {
  const { q, hits, images, current_page: page, last_page: lastPage, words } = useLoaderData<typeof loader>();
  return (
    <SearchView
      action="/search"
      q={q}
      hits={hits.map((hit) => ({ ...hit, image: images[hit.url] ?? null, typeLabel: contentTypeOfTable(hit.type)?.Noun ?? "" }))}
      page={page}
      lastPage={lastPage}
      words={words}
    />
  );
}

export const ErrorBoundary = PublicErrorBoundary;
