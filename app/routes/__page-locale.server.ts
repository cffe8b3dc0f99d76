import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { homeBlocksIn } from "~/models/home-in-locale";
import { getLocaleHomeContent } from "~/models/locale-home.server";
import { pageTranslationsMap } from "~/models/page-translation.server";
import { siteLocale } from "~/routes/__site-locale.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { t } from "~/services/messages.server";
import { catalogLocaleTags, localeTag } from "~/utils/locale-tags";
import { localePath } from "~/utils/locales";

/**
 * Custom pages and the home page in the site's other languages (docs/locales.md). A custom page's
 * address `/{slug}` also matches `/de`, so the page route asks here first whether its slug is a
 * locale's code.
 */

/**
 * What the hreflang alternates and the language switcher of a page in the default locale are made
 * of: nothing while the site has one language, else the page's path in each locale where it is
 * published.
 */
export async function pageAlternatePaths(request: Request, pageId: number) {
  const locales = env().SITE_LOCALES;
  if (locales.length === 1) return null;
  const tags = [...READ_TAGS.page, ...locales.slice(1).map((locale) => localeTag("page", locale))];
  const translations = await cachedForVisitors(request, `page-translations:${pageId}`, tags, () =>
    pageTranslationsMap(db(), { pageId, defaultLocale: locales[0] }),
  );
  const paths = Object.fromEntries(Object.entries(translations).map(([locale, slug]) => [locale, `/${slug}`]));
  return { locales, paths };
}

/** Whether `/{slug}` is a locale's home rather than a page: one of SITE_LOCALES while there are several. */
export function isLocaleCode(slug: string | undefined): slug is string {
  const locales = env().SITE_LOCALES;
  return slug !== undefined && locales.length > 1 && locales.includes(slug);
}

/**
 * `/de`: the locale's home. The default home's headline, slides, blocks, figures and video in the
 * locale's words where they are written (/admin/setting/home-translation), then what the locale has
 * of its own: its solution areas, featured products and newest news. `/en` (the default's code) redirects to `/`.
 */
export async function localeHome(request: Request, lang: string) {
  const { locale, locales, fallback } = await siteLocale(request, lang);
  // One read, as `/` makes one: the parts every language's home shares (its certificates too: badges speak
  // for themselves in any language) in the same statement as the locale's own, which holds the home's words in it.
  const data = await cachedForVisitors(
    request,
    `home:${locale}`,
    [
      ...READ_TAGS.home, ...READ_TAGS.page, ...READ_TAGS.catalogPage("solution"), ...READ_TAGS.catalogPage("product"),
      localeTag("news", locale), localeTag("page", locale), localeTag("customer-story", locale), ...catalogLocaleTags("solution", locale), ...catalogLocaleTags("product", locale),
    ],
    () => getLocaleHomeContent(db(), { locale, locales, fallback }),
  );
  const { homeWords, shared, ...parts } = data;
  return json({
    localeHome: {
      ...parts,
      certificates: shared.certificates,
      blocks: homeBlocksIn(locale, locales, shared, homeWords),
      locale,
      newsHref: localePath(locale, "/news", locales),
      words: {
        news: t(locale, "header.nav.news"),
        solutions: t(locale, "home.solutions"),
        products: t(locale, "home.products"),
        contact: t(locale, "header.nav.contact"),
        readMore: t(locale, "button.readMore"),
        allNews: t(locale, "home.allNews"),
        empty: t(locale, "news.empty"),
      },
    },
    locales,
    // Every locale has a home: the switcher and hreflang link each one's.
    paths: Object.fromEntries(locales.map((code) => [code, "/"])),
  });
}
