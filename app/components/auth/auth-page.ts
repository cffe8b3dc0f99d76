import type { HeadersFunction, LinksFunction, MetaDescriptor } from "@remix-run/node";
import authStyles from "~/styles/auth.css";
import { seoMeta, siteSeoFrom } from "~/utils/seo";

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

/**
 * The public site's sign-in, registration and forgotten-password pages: the
 * canonical link and OpenGraph tags every public page has, still noindex.
 */
export function publicAuthPageMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown }>,
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  return seoMeta(siteSeoFrom(matches), { ...page, noindex: true });
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
