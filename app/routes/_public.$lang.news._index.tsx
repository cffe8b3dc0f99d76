import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { GuardNote } from "~/components/public/card";
import { NewsCardGrid } from "~/components/public/news-card-grid";
import { NewsLead } from "~/components/public/news-lead";
import { useSiteWords } from "~/components/public/words";
import { pageHref, Pagination } from "~/components/public/pagination";
import { db } from "~/db/db.server";
import { getLocalizedNewsListPage } from "~/models/public-news-locale.server";
import { siteLocale } from "~/routes/__site-locale.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { t } from "~/services/messages.server";
import { localeTag } from "~/utils/locale-tags";
import { hreflangLinks, localePath } from "~/utils/locales";
import { parsePageRequest } from "~/utils/pagination";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import { Breadcrumbs } from "~/components/public/breadcrumbs";

/** /de/news: the news in one of the site's other languages (docs/locales.md). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales, fallback } = await siteLocale(request, params.lang);
  const { page } = parsePageRequest(new URL(request.url).searchParams);
  const list = await cachedForVisitors(request, `news:${locale}:${page}`, [...READ_TAGS.newsList, localeTag("news", locale)], () =>
    getLocalizedNewsListPage(db(), page, { locale, locales, fallback }),
  );
  if (page > list.lastPage) throw new Response("Not Found", { status: 404 });
  const basePath = localePath(locale, "/news", locales);
  const paths = Object.fromEntries(locales.map((code) => [code, pageHref("/news", list.page)]));
  return json({
    ...list,
    basePath,
    locales,
    paths,
    words: { heading: t(locale, "header.nav.news"), empty: t(locale, "news.empty") },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const alternates = site ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
  return [
    ...seoMeta(site, { title: data.words.heading, path: pageHref(data.basePath, data.page) }),
    ...alternates,
  ];
};

export default function LocalizedNewsPage() {
  const { lead, articles, page, lastPage, basePath, words } = useLoaderData<typeof loader>();
  const { say } = useSiteWords();
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[]} current={words.heading} />
        <h1>{words.heading}</h1>
        <p className="page-lede">
          {say("news.intro")} <a href="/news/feed.xml" className="feed-link" hrefLang="en">{say("news.feed")}</a>
        </p>
      </header>
      <div className="container page-body">
        {/* As the default locale's news: the guard said first, the newest article leading. */}
        {lead || articles.length > 0 ? <GuardNote sentence={say("guard.articles")} returnTo={pageHref(basePath, page)} /> : null}
        {lead ? <NewsLead article={lead} /> : null}
        {articles.length > 0 ? (
          <NewsCardGrid articles={articles} headingLevel={2} priorityFirst={!lead} guardNoted />
        ) : lead ? null : (
          <p className="empty-state">{words.empty}</p>
        )}
        <Pagination basePath={basePath} page={page} lastPage={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
