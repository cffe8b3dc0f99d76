import { localePath } from "~/utils/locales";
import { readingMinutes } from "~/utils/reading-time";
import type { DbOrTx } from "./crud.server";
import { getNewsById } from "./news.server";
import { getLocalizedNewsBySlug, listLocalizedNews, newsTranslationsMap, type LocalizedNews } from "./news-translation.server";
import { getPublicImages } from "./public-image.server";
import type { NewsDetailPage, NewsListPage } from "./public-news.server";

/**
 * The news pages in a locale other than the default (/de/news, /de/news-details/{slug}), in the
 * shapes of the default locale's pages so they draw with the same components.
 */

interface Locales {
  locale: string;
  locales: readonly string[];
  fallback: boolean;
}

function articleHref(article: Pick<LocalizedNews, "slug" | "fallback">, { locale, locales }: Locales): string {
  return localePath(locale, `/news-details/${article.slug}`, locales);
}

export async function getLocalizedNewsListPage(db: DbOrTx, page: number, options: Locales): Promise<NewsListPage> {
  const result = await listLocalizedNews(db, { locale: options.locale, fallback: options.fallback, page });
  const ids = result.items.map((article) => article.id);
  const [images, bodies] = await Promise.all([
    getPublicImages(db, result.items.map((article) => article.cover_image_id)),
    // Each card's reading time, as in the default language: of the text it leads to, translated or (a fallback) the original.
    ids.length > 0
      ? db
          .selectFrom("news")
          .leftJoin("news_translation as t", (join) => join.onRef("t.news_id", "=", "news.id").on("t.locale", "=", options.locale))
          .select(["news.id", "news.body as original", "t.body as translated"])
          .where("news.id", "in", ids)
          .execute()
      : [],
  ]);
  const bodyOf = new Map(bodies.map((row) => [row.id, row]));
  const cards = result.items.map((article) => {
    const body = bodyOf.get(article.id);
    return {
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      href: articleHref(article, options),
      published_at: article.published_at,
      image: (article.cover_image_id && images.get(article.cover_image_id)) || null,
      readingMinutes: readingMinutes((article.fallback ? body?.original : body?.translated) ?? ""),
    };
  });
  const lead = result.page === 1 ? cards[0] : undefined;
  return {
    lead: lead ?? null,
    articles: lead ? cards.slice(1) : cards,
    page: result.page,
    lastPage: result.lastPage,
    total: result.total,
  };
}

type LocalizedNewsDetailPage = Omit<NewsDetailPage, "live"> & {
  /** Locale -> slug of each locale in which the article is published (for hreflang and the switcher). */
  translations: Record<string, string>;
  /** The locale has no published translation: the default locale's text is shown instead. */
  fallback: boolean;
};

export async function getLocalizedNewsDetailPage(db: DbOrTx, slug: string, options: Locales): Promise<LocalizedNewsDetailPage | undefined> {
  const localized = await getLocalizedNewsBySlug(db, { locale: options.locale, slug, fallback: options.fallback });
  if (!localized) return undefined;
  const [article, images, translations] = await Promise.all([
    getNewsById(db, localized.id),
    getPublicImages(db, [localized.cover_image_id]),
    newsTranslationsMap(db, { newsId: localized.id, defaultLocale: options.locales[0] }),
  ]);
  if (!article) return undefined;
  const { cover_image_id, ...shared } = article;
  return {
    article: {
      ...shared,
      title: localized.title,
      slug: localized.slug,
      excerpt: localized.excerpt,
      body: localized.body,
      seo_title: localized.seo_title,
      seo_description: localized.seo_description,
      updated_at: localized.updated_at,
      href: articleHref(localized, options),
      image: (cover_image_id && images.get(cover_image_id)) || null,
      author: null,
      readingMinutes: readingMinutes(localized.body),
    },
    // Older and newer articles and "more news" are the default locale's pages' for now.
    previous: null,
    next: null,
    related: [],
    translations,
    fallback: localized.fallback,
  };
}
