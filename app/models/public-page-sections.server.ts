import { sectionMediaIds, type Section } from "~/schemas/sections";
import { publicCertificatesQuery } from "./certificate.server";
import type { DbOrTx } from "./crud.server";
import { listLatestNews } from "./news.server";
import { listPublicStories, storyCardImageIds, storyCardOf } from "./public-customer-story.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";

/** What a page's sections show beyond their own fields: pictures, certificates, the newest items. */

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
export function sectionsTags(sections: readonly Section[]): string[] {
  if (sections.length === 0) return [];
  const tags = new Set(["media"]);
  for (const section of sections) {
    if (section.type === "latest") tags.add(section.source === "news" ? "news" : "customer-story");
    if (section.type === "logos" && section.source === "certificates") tags.add("certificate");
  }
  return [...tags];
}

export async function getSectionsData(db: DbOrTx, sections: readonly Section[]): Promise<SectionsData> {
  if (sections.length === 0) return NONE;
  const newsCount = latestCount(sections, "news");
  const storyCount = latestCount(sections, "customer-stories");
  const wantsCertificates = sections.some((section) => section.type === "logos" && section.source === "certificates");
  const [news, stories, certificates] = await Promise.all([
    newsCount > 0 ? listLatestNews(db, { limit: newsCount }) : [],
    storyCount > 0 ? listPublicStories(db, { perPage: storyCount }).then((page) => page.items) : [],
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
        href: publicPathOf("news", article.slug),
        image: image(article.cover_image_id),
      })),
      "customer-stories": stories.map((story) => {
        const card = storyCardOf(story, images);
        return { id: card.id, title: card.title, text: card.summary, href: card.href, image: card.image ?? card.logo };
      }),
    },
  };
}
