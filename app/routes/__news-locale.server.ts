import { redirect } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { newsTranslationsMap } from "~/models/news-translation.server";
import { missing } from "~/routes/__public-page.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { localeTag } from "~/utils/locale-tags";

interface AlternatePaths {
  locales: string[];
  paths: Record<string, string>;
}

/**
 * The locale of a `/{lang}/news…` address: one of SITE_LOCALES other than the default. The default
 * locale's code in front redirects to the unprefixed address; anything else is not a page of ours.
 */
export async function newsLocale(request: Request, lang: string | undefined) {
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (lang !== undefined && lang === locales[0] && locales.length > 1) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.slice(lang.length + 1) || "/"}${url.search}`, 301);
  }
  if (lang === undefined || !locales.slice(1).includes(lang)) throw await missing(request);
  return { locale: lang, locales, fallback };
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
