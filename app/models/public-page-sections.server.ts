import { sectionMediaIds, type Section } from "~/schemas/sections";
import { localeTag } from "~/utils/locale-tags";
import { localePath } from "~/utils/locales";
import { publicCertificatesQuery } from "./certificate.server";
import type { DbOrTx } from "./crud.server";
import { listLocalizedStories } from "./customer-story-translation.server";
import { listLatestNews } from "./news.server";
import { listLocalizedNews } from "./news-translation.server";
import { listPublicStories, storyCardImageIds, storyCardOf } from "./public-customer-story.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";

/**
 * What a page's sections show beyond their own fields: pictures, certificates, the newest items.
 * On a page in another of the site's languages the newest items are those public in it, at their
 * addresses there.
 */

/** The page's language, when it is not the site's default. */
interface PageLocale {
  locale: string;
  locales: readonly string[];
  fallback: boolean;
}

interface LatestCard {
  id: number;
  title: string;
  text: string;
  href: string;
  image: PublicImage | null;
}

export interface SectionsData {
  /** Every picture a section names, by id (as text: loader data is JSON). */
  images: Record<string, PublicImage>;
  certificates: Array<{ id: number; name: string; url: string; image: PublicImage | null }>;
  latest: { news: LatestCard[]; "customer-stories": LatestCard[] };
}

const NONE: SectionsData = { images: {}, certificates: [], latest: { news: [], "customer-stories": [] } };

/** The most each source shows on the page: one read serves a section of 3 and one of 6. */
function latestCount(sections: readonly Section[], source: "news" | "customer-stories"): number {
  return Math.max(0, ...sections.map((section) => (section.type === "latest" && section.source === source ? section.count : 0)));
}

/**
 * The cache tags of what the sections read besides the page: a page showing the latest news is
 * dropped when news changes.
 */
export function sectionsTags(sections: readonly Section[], locale?: string): string[] {
  if (sections.length === 0) return [];
  const tags = new Set(["media"]);
  for (const section of sections) {
    if (section.type === "latest") {
      const tag = section.source === "news" ? "news" : "customer-story";
      tags.add(tag);
      if (locale) tags.add(localeTag(tag, locale));
    }
    if (section.type === "logos" && section.source === "certificates") tags.add("certificate");
  }
  return [...tags];
}

/** The newest articles, in the page's language when it has one of its own. */
async function latestNews(db: DbOrTx, limit: number, pageLocale: PageLocale | undefined) {
  if (limit === 0) return [];
  if (!pageLocale) {
    const articles = await listLatestNews(db, { limit });
    return articles.map((article) => ({ ...article, href: publicPathOf("news", article.slug) }));
  }
  const { locale, locales, fallback } = pageLocale;
  // A section shows 3 or 6, fewer than the list's first page.
  const { items } = await listLocalizedNews(db, { locale, fallback });
  return items.slice(0, limit).map((article) => ({ ...article, href: localePath(locale, publicPathOf("news", article.slug), locales) }));
}

/** The newest customer stories, in the page's language when it has one of its own. */
async function latestStories(db: DbOrTx, perPage: number, pageLocale: PageLocale | undefined) {
  if (perPage === 0) return [];
  if (!pageLocale) return (await listPublicStories(db, { perPage })).items.map((story) => ({ ...story, href: publicPathOf("customer_story", story.slug) }));
  const { locale, locales, fallback } = pageLocale;
  const { items } = await listLocalizedStories(db, { locale, fallback, page: 1, perPage, industry: "" });
  return items.map((story) => ({ ...story, href: localePath(locale, publicPathOf("customer_story", story.slug), locales) }));
}

export async function getSectionsData(db: DbOrTx, sections: readonly Section[], pageLocale?: PageLocale): Promise<SectionsData> {
  if (sections.length === 0) return NONE;
  const wantsCertificates = sections.some((section) => section.type === "logos" && section.source === "certificates");
  const [news, stories, certificates] = await Promise.all([
    latestNews(db, latestCount(sections, "news"), pageLocale),
    latestStories(db, latestCount(sections, "customer-stories"), pageLocale),
    wantsCertificates ? publicCertificatesQuery(db).execute() : [],
  ]);
  const images = await getPublicImages(db, [
    ...sections.flatMap(sectionMediaIds),
    ...news.map((article) => article.cover_image_id),
    ...stories.flatMap(storyCardImageIds),
    ...certificates.map((certificate) => certificate.image_id),
  ]);
  const image = (id: number | null) => (id === null ? null : (images.get(id) ?? null));
  return {
    images: Object.fromEntries(images),
    certificates: certificates.map(({ id, name, url, image_id }) => ({ id, name, url, image: image(image_id) })),
    latest: {
      news: news.map((article) => ({
        id: article.id,
        title: article.title,
        text: article.excerpt,
        href: article.href,
        image: image(article.cover_image_id),
      })),
      "customer-stories": stories.map((story) => {
        const card = storyCardOf(story, images);
        return { id: card.id, title: card.title, text: card.summary, href: story.href, image: card.image ?? card.logo };
      }),
    },
  };
}
