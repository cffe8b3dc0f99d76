import type { HeadersFunction, LinksFunction, MetaDescriptor } from "@remix-run/node";
import authStyles from "~/styles/auth.css";
import passkeyStyles from "~/styles/passkeys.css";
import { seoMeta, siteSeoFrom } from "~/utils/seo";

/** Each page shows one visitor's form and a session may start on it: never cached, never indexed. */

export const authPageLinks: LinksFunction = () => [
  { rel: "stylesheet", href: authStyles },
  { rel: "stylesheet", href: passkeyStyles },
];

export function authPageMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

export function publicAuthPageMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown }>,
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  return seoMeta(siteSeoFrom(matches), { ...page, noindex: true });
}

const NO_STORE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export const noStoreHeaders: HeadersFunction = () => NO_STORE_HEADERS;

/**
 * Never sends the credential in the URL as a referrer. "same-origin" rather than "no-referrer": under
 * no-referrer the browser posts the page's own form with `Origin: null`, which the CSRF check refuses.
 */
export const credentialLinkHeaders: HeadersFunction = () => ({ ...NO_STORE_HEADERS, "Referrer-Policy": "same-origin" });

export const noStoreHeadersWithRetryAfter: HeadersFunction = ({ actionHeaders }) => ({
  ...NO_STORE_HEADERS,
  ...(actionHeaders.get("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});
