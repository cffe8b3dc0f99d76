import { Form, isRouteErrorResponse, useRouteError, useRouteLoaderData, Link } from "@remix-run/react";
import { customerStories } from "~/content-types/customer-stories";
import type { publicLayoutData } from "~/routes/__public-frame.server";

/**
 * The error boundary of the public pages: it renders inside the layout, so a
 * missing page keeps the header and the way around the site.
 */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? ["Page not found", "The page you asked for does not exist or is no longer published."]
      : status === 403
        ? ["Not allowed", "You are not allowed to see this page."]
        : ["Something went wrong", "Please try again in a moment."];
  return (
    <section className="container error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      {status === 404 ? <NotFoundWaysOn /> : null}
      <p>
        <Link to="/">Back to the home page</Link> or <Link to="/contact-us">contact us</Link>.
      </p>
    </section>
  );
}

/** A visitor who followed a dead link usually wants something close to it: a search and the site's main pages. */
function NotFoundWaysOn() {
  const frame = useRouteLoaderData<typeof publicLayoutData>("routes/_public");
  const popular = [
    ...(frame?.solutionCategories ?? []).slice(0, 3),
    ...(frame?.productCategories ?? []).slice(0, 3),
    { label: customerStories.public.list.title, href: customerStories.public.list.path },
    { label: "News", href: "/news" },
  ];
  return (
    <>
      <Form method="get" action="/search" role="search" aria-label="Search from this page" className="search-page-form not-found-search">
        <label htmlFor="not-found-q">Search the site</label>
        <div className="search-page-row">
          <input id="not-found-q" type="search" name="q" maxLength={200} />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </Form>
      <h2 className="not-found-popular-title">Popular pages</h2>
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
