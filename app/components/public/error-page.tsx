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
      <h1>{title}</h1>
      <p>{text}</p>
      {status === 404 ? <NotFoundWaysOn /> : null}
      <p>
        <Link to={href("/")}>{say("button.backHome")}</Link> · <Link to={href("/contact-us")}>{say("header.nav.contact")}</Link>
      </p>
    </section>
  );
}

/** A visitor who followed a dead link usually wants something close to it: a search and the site's main pages. */
function NotFoundWaysOn() {
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
      <Form method="get" action={href("/search")} role="search" aria-label={say("error.searchHere")} className="search-page-form not-found-search">
        <label htmlFor="not-found-q">{say("header.search.label")}</label>
        <div className="search-page-row">
          <input id="not-found-q" type="search" name="q" maxLength={200} />
          <button type="submit" className="button">
            {say("button.search")}
          </button>
        </div>
      </Form>
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
