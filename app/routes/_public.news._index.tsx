import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GuardNote } from "~/components/public/card";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { NewsLead } from "~/components/public/news-lead";
import { NewsCardGrid } from "~/components/public/news-card-grid";
import { pageHref, Pagination } from "~/components/public/pagination";
import { db } from "~/db/db.server";
import { getNewsListPage } from "~/models/public-news.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { env } from "~/env.server";
import { hreflangLinks } from "~/utils/locales";
import { shareImageUrl } from "~/utils/media-url";
import { parsePageRequest } from "~/utils/pagination";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import { Breadcrumbs } from "~/components/public/breadcrumbs";
import { useSiteWords } from "~/components/public/words";

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = parsePageRequest(new URL(request.url).searchParams);
  const list = await cachedForVisitors(request, `news:${page}`, READ_TAGS.newsList, () => getNewsListPage(db(), page));
  // Past the last page there is nothing to list (page 1 always exists, even empty).
  if (page > list.lastPage) throw new Response("Not Found", { status: 404 });
  // The news has an address in each of the site's languages: the switcher and hreflang name them.
  const locales = env().SITE_LOCALES;
  const paths = locales.length > 1 ? Object.fromEntries(locales.map((code) => [code, pageHref("/news", page)])) : null;
  return json({ ...list, locales, paths });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const cover = [data.lead, ...data.articles].find((article) => article?.image)?.image;
  const suffix = data.page > 1 ? ` (page ${data.page} of ${data.lastPage})` : "";
  const alternates = site && data.paths ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
  return [
    ...seoMeta(site, {
      title: `News${suffix}`,
      description: `News from ${site?.name || "us"}: announcements, projects and events${suffix}.`,
      path: pageHref("/news", data.page),
      image: cover ? shareImageUrl(cover) : null,
    }),
    ...alternates,
  ];
};

export default function NewsPage() {
  const { lead, articles, page, lastPage } = useLoaderData<typeof loader>();
  const { say } = useSiteWords();
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[]} current="News" />
        <h1>News</h1>
        <p className="page-lede">
          {page > 1 ? `Page ${page} of ${lastPage}. ` : null}
          {say("news.intro")} <a href="/news/feed.xml" className="feed-link">{say("news.feed")}</a>
        </p>
      </header>
      <div className="container page-body">
        {lead || articles.length > 0 ? <GuardNote sentence="Full articles are free for registered customers." returnTo={pageHref("/news", page)} /> : null}
        {lead ? <NewsLead article={lead} /> : null}
        {articles.length > 0 ? (
          <NewsCardGrid articles={articles} headingLevel={2} priorityFirst={!lead} guardNoted />
        ) : lead ? null : (
          <p className="empty-state">No news yet. Check back soon.</p>
        )}
        <Pagination basePath="/news" page={page} lastPage={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
