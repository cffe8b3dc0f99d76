import type { HeadersFunction, LinksFunction, MetaDescriptor } from "@remix-run/node";
import authStyles from "~/styles/auth.css";
import passkeyStyles from "~/styles/passkeys.css";
import { shareImageUrl } from "~/utils/media-url";
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

type Teaser = { title: string; summary: string; image: { id: number; original_name: string; alt: string } | null };

/**
 * The customer sign-in page. Sent here by a guarded item, it speaks for the item: its title and
 * summary, its picture and its own address, so a link to an article shared anywhere reads as that
 * article rather than as "Sign in"; still never indexed.
 */
export function customerSignInMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown }>,
  data: { teaser: Teaser | null; redirectTo: string } | undefined,
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  const teaser = data?.teaser;
  if (!teaser || !data.redirectTo) return publicAuthPageMeta(matches, page);
  return seoMeta(siteSeoFrom(matches), {
    title: teaser.title,
    description: teaser.summary || page.description,
    path: data.redirectTo,
    image: teaser.image ? shareImageUrl(teaser.image) : null,
    imageAlt: teaser.image?.alt,
    type: "article",
    noindex: true,
  });
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
