import type { MetaDescriptor } from "@remix-run/node";

/**
 * The head tags every public page carries (docs/product.md#public-site): title, description,
 * canonical link and OpenGraph. Pure, because `meta` runs on both sides.
 */

/** What the public layout knows about the site, for every page's tags. */
export interface SiteSeo {
  /** The company name, appended to page titles. */
  name: string;
  /** SITE_URL, or the request's own origin: canonical links are absolute. */
  origin: string;
  /** Setting `site.default_seo_description`, for pages without their own. */
  defaultDescription: string;
}

export interface PageSeo {
  title: string;
  description?: string | null;
  /** The page's path (and query, for a page 2), canonical form. */
  path: string;
  /** A site-relative or absolute image URL for og:image. */
  image?: string | null;
  imageAlt?: string | null;
  type?: "website" | "article";
  /** Previews, error pages and forms' answers stay out of search results. */
  noindex?: boolean;
}

const DESCRIPTION_MAX = 160;

/** A page title with the site's name after it, unless it already names the site. */
export function fullTitle(title: string, siteName: string): string {
  const trimmed = title.trim();
  if (!siteName) return trimmed;
  if (!trimmed || trimmed === siteName) return siteName;
  return trimmed.toLowerCase().includes(siteName.toLowerCase()) ? trimmed : `${trimmed} | ${siteName}`;
}

/** Text for a meta description: whitespace collapsed, cut at a word within 160 characters. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, `${origin}/`).toString();
}

export function seoMeta(site: SiteSeo | undefined, page: PageSeo): MetaDescriptor[] {
  const name = site?.name ?? "";
  const title = fullTitle(page.title, name);
  const description = metaDescription(page.description?.trim() || site?.defaultDescription || name);
  const url = site ? absoluteUrl(site.origin, page.path) : page.path;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
  ];
  if (name) tags.push({ property: "og:site_name", content: name });
  if (page.image) {
    tags.push({ property: "og:image", content: site ? absoluteUrl(site.origin, page.image) : page.image });
    if (page.imageAlt) tags.push({ property: "og:image:alt", content: page.imageAlt });
    tags.push({ name: "twitter:card", content: "summary_large_image" });
  } else {
    tags.push({ name: "twitter:card", content: "summary" });
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The layout's site data among a page's matches (the `matches` of `meta`). */
export function siteSeoFrom(matches: ReadonlyArray<{ id: string; data?: unknown }>): SiteSeo | undefined {
  const layout = matches.find((match) => match.id === "routes/_public")?.data as { seo?: SiteSeo } | undefined;
  return layout?.seo;
}

/** The tags of an error page (a 404): a title, and no place in search results. */
export function errorMeta(site: SiteSeo | undefined, status = 404): MetaDescriptor[] {
  const title = fullTitle(status === 404 ? "Page not found" : "Something went wrong", site?.name ?? "");
  return [{ title }, { name: "robots", content: "noindex" }];
}
