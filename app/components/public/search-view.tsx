import { Form, Link } from "@remix-run/react";
import type { PublicImage } from "~/models/public-image.server";
import { Breadcrumbs } from "./breadcrumbs";
import { CardLock, useLockedFor } from "./card";
import { PopularPages } from "./error-page";
import type { Jsonify } from "./jsonify";
import { Pagination } from "./pagination";
import { ResponsiveImage } from "./responsive-image";
import { useSiteWords } from "./words";

/**
 * The search page's form and results, for /search and for a locale's /de/search: the route says
 * where the form goes and gives the words in its language.
 */

export interface SearchViewProps {
  action: string;
  q: string;
  hits: Array<{ url: string; title: string; snippet: string; typeLabel: string; image: Jsonify<PublicImage> | null }>;
  page: number;
  lastPage: number;
  words: { title: string; label: string; submit: string; count: string; none: string };
  /** Where the same words may find more, offered when they find nothing here (the default language's search). */
  elsewhere?: { href: string; label: string };
}

export function SearchView({ action, q, hits, page, lastPage, words, elsewhere }: SearchViewProps) {
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[]} current={words.title} />
        <h1>{words.title}</h1>
      </header>
      <div className="container page-body">
        <Form method="get" action={action} role="search" className="search-page-form">
          <label htmlFor="search-page-q">{words.label}</label>
          <div className="search-page-row">
            <input id="search-page-q" type="search" name="q" defaultValue={q} key={q} maxLength={200} />
            <button type="submit" className="button">
              {words.submit}
            </button>
          </div>
        </Form>
        {q === "" ? (
          <PopularPages />
        ) : hits.length === 0 ? (
          <p className="empty-state">
            {words.none}
            {elsewhere ? (
              <>
                {" "}
                <a href={elsewhere.href}>{elsewhere.label}</a>
              </>
            ) : null}
          </p>
        ) : (
          <>
            <p className="search-count" role="status">
              {words.count}
            </p>
            <ol className="search-results">
              {hits.map((hit) => (
                <SearchResult key={hit.url} hit={hit} />
              ))}
            </ol>
          </>
        )}
        <Pagination basePath={`${action}?q=${encodeURIComponent(q)}`} page={page} lastPage={lastPage} />
      </div>
    </>
  );
}

/** A hit: what it is (with a lock where its page asks for an account), its title, the words found and its picture. */
function SearchResult({ hit }: { hit: SearchViewProps["hits"][number] }) {
  const locked = useLockedFor(hit.url);
  const { say } = useSiteWords();
  return (
    <li className="search-result">
      <div>
        <p className="search-type">
          {hit.typeLabel}
          {locked ? <CardLock /> : null}
        </p>
        <h2>
          <Link to={hit.url}>{hit.title}</Link>
        </h2>
        {/* Escaped on the server; only <mark> is HTML (app/utils/search-text.ts). */}
        {hit.snippet ? <p className="search-snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} /> : null}
        {/* A guarded page's snippet is its summary: where the words were found further in, say so rather than leave the hit unexplained. */}
        {locked && !hit.snippet.includes("<mark>") ? <p className="search-inside">{say("search.foundInside")}</p> : null}
      </div>
      {hit.image ? <ResponsiveImage image={hit.image} sizes="128px" className="search-thumb" /> : null}
    </li>
  );
}
