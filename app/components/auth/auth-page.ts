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

const NO_STORE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export const noStoreHeaders: HeadersFunction = () => NO_STORE_HEADERS;

/**
 * For pages whose URL holds a credential (a password reset or an invitation
 * link): never cached, and never sent to another site as a referrer.
 * "same-origin" rather than "no-referrer": under no-referrer the browser posts
 * the page's own form with `Origin: null`, which the CSRF check refuses.
 */
export const credentialLinkHeaders: HeadersFunction = () => ({ ...NO_STORE_HEADERS, "Referrer-Policy": "same-origin" });

/** For pages whose action answers 429: the document keeps the action's Retry-After. */
export const noStoreHeadersWithRetryAfter: HeadersFunction = ({ actionHeaders }) => ({
  ...NO_STORE_HEADERS,
  ...(actionHeaders.get("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});
