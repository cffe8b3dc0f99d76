import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { listLocalizedCategories } from "~/models/catalog-translation.server";
import { getHomeData } from "~/models/home.server";
import { homeBlocksIn } from "~/models/home-in-locale";
import { getHomeTranslation } from "~/models/setting-translation.server";
import { getLocalizedNewsListPage } from "~/models/public-news-locale.server";
import { PRIVACY_PAGE_SLUG } from "~/models/page.server";
import { getPublicImages } from "~/models/public-image.server";
import { listLivePagesIn, pageTranslationsMap } from "~/models/page-translation.server";
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

const HOME_NEWS = 3;

/**
 * `/de`: the locale's home. The default home's headline, slides, blocks, figures and video in the
 * locale's words where they are written (/admin/setting/home-translation), then what the locale has
 * of its own: its categories, newest news and translated pages. `/en` (the default's code) redirects to `/`.
 */
export async function localeHome(request: Request, lang: string) {
  const { locale, locales, fallback } = await siteLocale(request, lang);
  // The default home's own read, shared with `/` (its certificates too: badges speak for themselves in any
  // language), beside the locale's own read, which holds the home's words in the locale.
  const [home, data] = await Promise.all([
    cachedForVisitors(request, "home", READ_TAGS.home, () => getHomeData(db())),
    cachedForVisitors(
      request,
      `home:${locale}`,
      [
        ...READ_TAGS.newsList, ...READ_TAGS.page, ...READ_TAGS.catalogPage("solution"), ...READ_TAGS.catalogPage("product"), "settings",
        localeTag("news", locale), localeTag("page", locale), ...catalogLocaleTags("solution", locale), ...catalogLocaleTags("product", locale),
      ],
      async () => {
        // The categories with a name in the locale, as its menu lists them: what the company offers, in its words.
        const [news, translated, solutionAreas, productLines, homeWords] = await Promise.all([
          getLocalizedNewsListPage(db(), 1, { locale, locales, fallback }),
          listLivePagesIn(db(), { locale }),
          listLocalizedCategories(db(), "solution", { locale, fallback: false }),
          listLocalizedCategories(db(), "product", { locale, fallback: false }),
          getHomeTranslation(db(), locale),
        ]);
        const images = await getPublicImages(db(), [...solutionAreas, ...productLines].map((category) => category.image_id));
        const card = (path: string) => (category: (typeof solutionAreas)[number]) => ({
          id: category.id,
          title: category.name,
          text: category.description,
          href: localePath(locale, `${path}/${category.slug}`, locales),
          image: images.get(category.image_id ?? 0) ?? null,
        });
        const solutions = solutionAreas.map(card("/solutions"));
        const products = productLines.map(card("/products"));
        const articles = (news.lead ? [news.lead, ...news.articles] : news.articles).slice(0, HOME_NEWS);
        // The privacy policy is the footer's to link, not a page to introduce the company with.
        const pages = translated
          .filter((page) => page.page_slug !== PRIVACY_PAGE_SLUG)
          .map((page) => ({ id: page.id, title: page.title, text: page.seo_description, href: localePath(locale, `/${page.slug}`, locales) }));
        return { articles, pages, solutions, products, homeWords: homeWords.value };
      },
    ),
  ]);
  const { homeWords, ...parts } = data;
  return json({
    localeHome: {
      ...parts,
      certificates: home.certificates,
      blocks: homeBlocksIn(locale, locales, home, homeWords),
      locale,
      newsHref: localePath(locale, "/news", locales),
      words: {
        news: t(locale, "header.nav.news"),
        solutions: t(locale, "home.solutions"),
        products: t(locale, "home.products"),
        pages: t(locale, "home.pages"),
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
