import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LOCALE, splitLocalePath } from "./locales";

/** Pure, because `meta` runs on both sides (docs/product.md#public-site). */

export interface SiteSeo {
  name: string;
  /** SITE_URL, or the request's own origin: canonical links are absolute. */
  origin: string;
  defaultDescription: string;
  /** An error page's title in the page's language, where the root's words give one. */
  errorTitles?: { notFound?: string; failed?: string };
}

export interface PageSeo {
  title: string;
  description?: string | null;
  path: string;
  image?: string | null;
  imageAlt?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
}

const DESCRIPTION_MAX = 160;

export function fullTitle(title: string, siteName: string): string {
  const trimmed = title.trim();
  if (!siteName) return trimmed;
  if (!trimmed || trimmed === siteName) return siteName;
  return trimmed.toLowerCase().includes(siteName.toLowerCase()) ? trimmed : `${trimmed} | ${siteName}`;
}

export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

const ENTITIES: Record<string, string> = { "&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * The opening words of a rich-text body as one plain line, for a card whose writer left its excerpt
 * empty. A heading or paragraph ends as a sentence does, so "Overview" and the text under it never
 * run together as one phrase.
 */
export function openingText(html: string): string {
  const lines = html
    .replace(/<\/(?:h[1-6]|p|li|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .split("\n")
    // A tag's space left before punctuation ("<strong>sensors</strong>.") is closed up.
    .map((line) => line.replace(/\s+/g, " ").replace(/ ([.,;:!?])/g, "$1").trim())
    .filter(Boolean);
  return metaDescription(lines.map((line) => (/[.!?:…]$/.test(line) ? line : `${line}.`)).join(" "));
}

/**
 * The headings of a rich-text body's sections (its h2s) as plain text, at most `limit`: what a guarded
 * page holds, named for a visitor who has not signed in yet, without a word of what it says.
 */
export function sectionHeadings(html: string, limit = 6): string[] {
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi)]
    .map((match) =>
      match[1]
        .replace(/<[^>]*>/g, "")
        .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .slice(0, limit);
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

type RootWords = { words?: Record<string, Record<string, string>>; locales?: string[] };

/** The site's SEO from the layout's data, with the error titles in the language of the page's address. */
export function siteSeoFrom(matches: ReadonlyArray<{ id: string; pathname?: string; data?: unknown }>): SiteSeo | undefined {
  const layout = matches.find((match) => match.id === "routes/_public")?.data as { seo?: SiteSeo } | undefined;
  if (!layout?.seo) return undefined;
  const root = matches.find((match) => match.id === "root")?.data as RootWords | undefined;
  const { locale } = splitLocalePath(matches[matches.length - 1]?.pathname ?? "/", root?.locales ?? [DEFAULT_LOCALE]);
  const words = root?.words?.[locale];
  return { ...layout.seo, errorTitles: { notFound: words?.["error.notFound.title"], failed: words?.["error.failed.title"] } };
}

export function errorMeta(site: SiteSeo | undefined, status = 404): MetaDescriptor[] {
  const title = fullTitle(
    status === 404 ? (site?.errorTitles?.notFound ?? "Page not found") : (site?.errorTitles?.failed ?? "Something went wrong"),
    site?.name ?? "",
  );
  return [{ title }, { name: "robots", content: "noindex" }];
}
