import { contentTypeOfTable } from "~/content-types";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, Link } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { Pagination } from "~/components/public/pagination";
import { db } from "~/db/db.server";
import { searchSite } from "~/services/search/site-search.server";
import { parsePageRequest } from "~/utils/pagination";
import { tidySearch } from "~/utils/search-text";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";


export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = tidySearch(url.searchParams.get("q"));
  const { page } = parsePageRequest(url.searchParams);
  const results = await searchSite(db(), request, { q, page });
  return json({ q, hits: results.data, ...results.meta });
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
  const { q, hits, total, current_page: page, last_page: lastPage } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="page-header container">
        <h1>Search</h1>
      </header>
      <div className="container page-body">
        <Form method="get" action="/search" role="search" className="search-page-form">
          <label htmlFor="search-page-q">Search the site</label>
          <div className="search-page-row">
            <input id="search-page-q" type="search" name="q" defaultValue={q} key={q} maxLength={200} />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </Form>
        {q === "" ? null : hits.length === 0 ? (
          <p className="empty-state">{`No results for “${q}”.`}</p>
        ) : (
          <>
            <p className="search-count" role="status">
              {`${total === 1 ? "1 result" : `${total} results`} for “${q}”${lastPage > 1 ? ` (page ${page} of ${lastPage})` : ""}`}
            </p>
            <ol className="search-results">
              {hits.map((hit) => (
                <li key={hit.url}>
                  <p className="search-type">{contentTypeOfTable(hit.type)?.Noun}</p>
                  <h2>
                    <Link to={hit.url}>{hit.title}</Link>
                  </h2>
                  {/* Escaped on the server; only <mark> is HTML (app/utils/search-text.ts). */}
                  {hit.snippet ? <p className="search-snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} /> : null}
                </li>
              ))}
            </ol>
          </>
        )}
        <Pagination basePath={`/search?q=${encodeURIComponent(q)}`} page={page} lastPage={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
