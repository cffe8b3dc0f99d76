import type { LinksFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import appStyles from "~/styles/app.css";
import { useNonce } from "~/utils/nonce";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: appStyles }];

export function Layout({ children }: { children: ReactNode }) {
  // Remix's inline scripts must carry the CSP nonce (app/entry.server.tsx).
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
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
