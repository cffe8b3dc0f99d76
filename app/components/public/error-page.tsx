import { Form, isRouteErrorResponse, useRouteError, useRouteLoaderData, Link } from "@remix-run/react";
import { customerStories } from "~/content-types/customer-stories";
import type { publicLayoutData } from "~/routes/__public-frame.server";
import { useSiteWords } from "./words";

/**
 * The error boundary of the public pages: it renders inside the layout, so a
 * missing page keeps the header and the way around the site.
 */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const { say, href } = useSiteWords();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? [say("error.notFound.title"), say("error.notFound.text")]
      : status === 403
        ? [say("error.forbidden.title"), say("error.forbidden.text")]
        : [say("error.failed.title"), say("error.failed.text")];
  return (
    <section className="container error-page">
      {status === 404 ? <LostSignal /> : null}
      <h1>{title}</h1>
      <p>{text}</p>
      {status === 404 ? <NotFoundWaysOn /> : null}
      <p>
        <Link to={href("/")}>{say("button.backHome")}</Link> · <Link to={href("/contact-us")}>{say("header.nav.contact")}</Link>
      </p>
    </section>
  );
}

/** The site's main pages as a row of links: where a visitor with no address yet (a 404, an empty search) may go on. */
export function PopularPages() {
  const frame = useRouteLoaderData<typeof publicLayoutData>("routes/_public");
  const { say, href } = useSiteWords();
  const popular = [
    ...(frame?.solutionCategories ?? []).slice(0, 3),
    ...(frame?.productCategories ?? []).slice(0, 3),
    { label: say("header.nav.stories"), href: customerStories.public.list.path },
    { label: say("header.nav.news"), href: href("/news") },
  ];
  return (
    <>
      <h2 className="not-found-popular-title">{say("error.popular")}</h2>
      <ul className="not-found-popular">
        {popular.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A visitor who followed a dead link usually wants something close to it: a search and the site's main pages. */
function NotFoundWaysOn() {
  const { say, href } = useSiteWords();
  return (
    <>
      <Form method="get" action={href("/search")} role="search" aria-label={say("error.searchHere")} className="search-page-form not-found-search">
        <label htmlFor="not-found-q">{say("header.search.label")}</label>
        <div className="search-page-row">
          <input id="not-found-q" type="search" name="q" maxLength={200} />
          <button type="submit" className="button">
            {say("button.search")}
          </button>
        </div>
      </Form>
      <PopularPages />
    </>
  );
}

/**
 * A gateway whose dotted link to the cloud breaks off: the site's drawing style for "not here", drawn
 * inline so the page asks for no picture. It says nothing the heading does not (aria-hidden).
 */
function LostSignal() {
  return (
    <svg className="error-illustration" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <rect x="0" y="150" width="320" height="50" rx="14" fill="#e8eef7" />
      <path d="M62 112V80M128 112V80" stroke="#1e3a5f" strokeWidth="6" strokeLinecap="round" />
      <rect x="36" y="110" width="118" height="48" rx="9" fill="#1e3a5f" />
      <circle cx="58" cy="134" r="4.5" fill="#22c55e" />
      <circle cx="75" cy="134" r="4.5" fill="#22c55e" />
      <circle cx="92" cy="134" r="4.5" fill="#f59e0b" />
      <path d="M156 118C176 112 184 104 192 96" stroke="#0b5cad" strokeWidth="4" strokeDasharray="1 10" strokeLinecap="round" fill="none" />
      <path d="M216 78C224 72 230 68 236 66" stroke="#0b5cad" strokeWidth="4" strokeDasharray="1 10" strokeLinecap="round" fill="none" />
      <path d="M198 82l12 12M210 82l-12 12" stroke="#dc2626" strokeWidth="4" strokeLinecap="round" />
      <path d="M238 80h52a17 17 0 0 0-3-33.7A25 25 0 0 0 239 53a13.5 13.5 0 0 0-1 27z" fill="#fff" stroke="#c9d6e8" strokeWidth="3" />
      <path d="M256 57a8 8 0 1 1 11 7.4c-2 1-3 2.4-3 4.6" stroke="#0b5cad" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="264" cy="75" r="2.6" fill="#0b5cad" />
    </svg>
  );
}
