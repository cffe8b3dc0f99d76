import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { newsTranslationsMap } from "~/models/news-translation.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { localeTag } from "~/utils/locale-tags";

interface AlternatePaths {
  locales: string[];
  paths: Record<string, string>;
}

/**
 * What the hreflang alternates of an article's page in the default locale are made of: nothing
 * while the site has one language, else the article's path in each locale where it is published.
 */
export async function newsAlternatePaths(request: Request, newsId: number): Promise<AlternatePaths | null> {
  const locales = env().SITE_LOCALES;
  if (locales.length === 1) return null;
  const tags = [...READ_TAGS.newsArticle, ...locales.slice(1).map((locale) => localeTag("news", locale))];
  const translations = await cachedForVisitors(request, `news-translations:${newsId}`, tags, () =>
    newsTranslationsMap(db(), { newsId, defaultLocale: locales[0] }),
  );
  const paths = Object.fromEntries(Object.entries(translations).map(([locale, slug]) => [locale, `/news-details/${slug}`]));
  return { locales, paths };
}
