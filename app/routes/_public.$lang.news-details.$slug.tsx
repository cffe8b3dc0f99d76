import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { LocaleNotice } from "~/components/public/locale-notice";
import { NewsArticleView } from "~/components/public/news-article";
import { db } from "~/db/db.server";
import { getLocalizedNewsDetailPage } from "~/models/public-news-locale.server";
import { siteLocale } from "~/routes/__site-locale.server";
import { isSlug, loaderCacheHeaders, missing, requireDetailsVisitor } from "~/routes/__public-page.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { t } from "~/services/messages.server";
import { localeTag } from "~/utils/locale-tags";
import { hreflangLinks, languageName } from "~/utils/locales";
import { shareImageUrl } from "~/utils/media-url";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

export const headers = loaderCacheHeaders;

/**
 * /de/news-details/{german slug}: an article in one of the site's other languages. Without a
 * published translation it is a 404, or with SITE_LOCALE_FALLBACK the default text under a
 * notice, kept out of search engines.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales, fallback } = await siteLocale(request, params.lang);
  await requireDetailsVisitor(request);
  const slug = params.slug;
  const page = !isSlug(slug)
    ? undefined
    : await cachedForVisitors(request, `news-details:${locale}:${slug}`, [...READ_TAGS.newsArticle, localeTag("news", locale)], () =>
        getLocalizedNewsDetailPage(db(), slug, { locale, locales, fallback }),
      );
  if (!page) throw await missing(request);
  const paths = Object.fromEntries(Object.entries(page.translations).map(([code, translated]) => [code, `/news-details/${translated}`]));
  // The notice is in the language of the text it stands above.
  const notice = page.fallback ? t(locales[0], "locale.notYetAvailable", { language: languageName(locale) }) : null;
  return json({ ...page, locales, paths, notice });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { article } = data;
  const alternates = site && !data.fallback ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
  return [
    ...seoMeta(site, {
      title: article.seo_title || article.title,
      description: article.seo_description || article.excerpt,
      path: article.href,
      image: article.image ? shareImageUrl(article.image) : null,
      imageAlt: article.image?.alt,
      type: "article",
      noindex: data.fallback,
    }),
    ...alternates,
  ];
};

export default function LocalizedNewsArticlePage() {
  const { notice, ...page } = useLoaderData<typeof loader>();
  return (
    <>
      <LocaleNotice notice={notice} />
      <NewsArticleView page={page} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
