import { isReservedSlug, isValidSlug } from "~/utils/slug";
import type { DbOrTx } from "./crud.server";
import { getPublicNewsBySlug } from "./news.server";
import { getPublicPageBySlug } from "./page.server";
import { getPublicProductCategoryBySlug } from "./product-category.server";
import { getPublicProductBySlug } from "./product.server";
import { getPublicSolutionCategoryBySlug } from "./solution-category.server";
import { getPublicSolutionBySlug } from "./solution.server";

/**
 * What the public site serves at a path, read from the routes' own rules:
 * a redirect from a live page is refused (it would never be used), and a link
 * in rich text to a path that serves nothing is reported by the content
 * health check. The route table itself is app/routes/_public.*.
 */

// Screens of their own at a fixed path.
const FIXED_PAGES: Record<string, string> = {
  "/": "the home page",
  "/news": "the news list",
  "/contact-us": "the contact page",
  "/certificates": "the certificates page",
  "/login": "the sign-in page",
  "/register": "the registration page",
  "/logout": "the sign-out page",
  "/forgot-password": "the password reset page",
  "/account": "the account page",
  "/search": "the search page",
  "/sitemap.xml": "the sitemap",
  "/robots.txt": "robots.txt",
  "/healthz": "the health check",
};

type Lookup = (db: DbOrTx, slug: string) => Promise<{ title?: string; name?: string } | undefined>;

const BY_SLUG: Record<string, { lookup: Lookup; noun: string }> = {
  solutions: { lookup: getPublicSolutionCategoryBySlug, noun: "the solution category" },
  products: { lookup: getPublicProductCategoryBySlug, noun: "the product category" },
  "solution-details": { lookup: getPublicSolutionBySlug, noun: "the solution" },
  "product-details": { lookup: getPublicProductBySlug, noun: "the product" },
  "news-details": { lookup: getPublicNewsBySlug, noun: "the article" },
};

/** Paths the public 404 page never answers (the admin, the API, files). */
export function isOutsidePublicSite(path: string): boolean {
  return /^\/(?:admin|api|media|build|assets|sanctum|reset-password)(?:\/|$)/i.test(path);
}

/**
 * What is live at `path` (no query, no trailing slash), in words ("the page
 * “About us”"), or null when the public site answers 404 there.
 */
export async function whatLivesAt(db: DbOrTx, path: string): Promise<string | null> {
  // The paths come from redirects and links people type: only own entries count, not `constructor`.
  if (Object.hasOwn(FIXED_PAGES, path)) return FIXED_PAGES[path];
  const segments = path.split("/").slice(1);
  if (segments.length === 1 && isValidSlug(segments[0]) && !isReservedSlug(segments[0])) {
    const page = await getPublicPageBySlug(db, segments[0]);
    return page ? `the page “${page.title}”` : null;
  }
  const kind = segments.length === 2 && Object.hasOwn(BY_SLUG, segments[0]) ? BY_SLUG[segments[0]] : undefined;
  if (kind && isValidSlug(segments[1])) {
    const item = await kind.lookup(db, segments[1]);
    return item ? `${kind.noun} “${item.title ?? item.name}”` : null;
  }
  return null;
}
