import type { HeadersFunction, LinksFunction, MetaDescriptor } from "@remix-run/node";
import authStyles from "~/styles/auth.css";

/**
 * What the sign-in, registration, password and account pages share as routes:
 * one stylesheet, no place in search results, and no caching anywhere (each
 * shows one visitor's form, and a session may start on it).
 */

export const authPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export function authPageMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

export const NO_STORE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export const noStoreHeaders: HeadersFunction = () => NO_STORE_HEADERS;

/** For pages whose action answers 429: the document keeps the action's Retry-After. */
export const noStoreHeadersWithRetryAfter: HeadersFunction = ({ actionHeaders }) => ({
  ...NO_STORE_HEADERS,
  ...(actionHeaders.get("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});
