import { isRouteErrorResponse, useRouteError, Link } from "@remix-run/react";

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
      <p>
        <Link to="/">Back to the home page</Link> or <Link to="/contact-us">contact us</Link>.
      </p>
    </section>
  );
}
