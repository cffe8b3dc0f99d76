import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { InlineStylesheet } from "~/components/public/inline-stylesheet";
import { stylesheetText } from "~/services/stylesheet.server";
import { SiteTimeZoneContext } from "~/components/site-time-zone";
import { env } from "~/env.server";
import { readToast } from "~/services/toast.server";
import appStyles from "~/styles/app.css";
import { useNonce } from "~/utils/nonce";
import { DEFAULT_TIME_ZONE } from "~/utils/time-zone";

// The stylesheet itself is inlined by <InlineStylesheet> below.
export const links: LinksFunction = () => [
  // Without it browsers ask for /favicon.ico, a 404 on every first visit.
  { rel: "icon", href: "/logo.svg", type: "image/svg+xml" },
];

/**
 * The one-time toast a redirect carried (app/services/toast.server.ts), read
 * here so that whichever page the redirect lands on clears its cookie, and the
 * site's time zone, in which every page writes its dates. Only the
 * screens that set toasts draw them (the admin layout, the company PDF page):
 * public pages do not ship the toaster's code.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, setCookie } = await readToast(request);
  return json({ toast, timeZone: env().SITE_TIME_ZONE }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  // Remix's inline scripts must carry the CSP nonce (app/entry.server.tsx).
  const nonce = useNonce();
  // Undefined when the root loader itself failed (the error page still renders).
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStylesheet href={appStyles} serverText={stylesheetText} />
        <Links />
      </head>
      <body>
        <SiteTimeZoneContext.Provider value={data?.timeZone ?? DEFAULT_TIME_ZONE}>{children}</SiteTimeZoneContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : status === 403 ? "Not allowed" : "Something went wrong";
  return (
    <main className="container error-page">
      <h1>{title}</h1>
      <p>{status === 404 ? "The page you asked for does not exist." : "Please try again in a moment."}</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
