import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { formatDate, isoDate } from "~/components/public/format";
import { PreviewBanner } from "~/components/public/preview-banner";
import { ResponsiveImage } from "~/components/public/responsive-image";
import { RichBody } from "~/components/public/rich-body";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { getNewsDetailPage } from "~/models/public-news.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import {
  isPreview, isSlug, loaderCacheHeaders, missing, PRIVATE_PAGE_HEADERS, previewState, requireDetailsVisitor,
} from "~/routes/__public-page.server";
import { mediaUrl } from "~/utils/media-url";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

export const headers = loaderCacheHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireDetailsVisitor(request);
  const slug = params.slug;
  const preview = await isPreview(request);
  const page = !isSlug(slug)
    ? undefined
    : preview
      ? await getNewsDetailPage(db(), slug, { preview })
      : await cachedForVisitors(request, `news-details:${slug}`, READ_TAGS.newsArticle, () => getNewsDetailPage(db(), slug));
  if (!page) throw await missing(request);
  const banner = preview ? previewState(page.article, page.live) : null;
  return json({ ...page, preview: banner }, { headers: preview ? PRIVATE_PAGE_HEADERS : undefined });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { article } = data;
  return seoMeta(site, {
    title: article.seo_title || article.title,
    description: article.seo_description || article.excerpt,
    path: article.href,
    image: article.image ? mediaUrl(article.image, 1600) : null,
    imageAlt: article.image?.alt,
    type: "article",
    noindex: data.preview !== null,
  });
};

export default function NewsArticlePage() {
  const timeZone = useSiteTimeZone();
  const { article, previous, next, preview } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <article>
        <header className="page-header container">
          <nav aria-label="Breadcrumb" className="breadcrumbs">
            <ol>
              <li>
                <a href="/">Home</a>
              </li>
              <li>
                <Link to="/news">News</Link>
              </li>
            </ol>
          </nav>
          <h1>{article.title}</h1>
          {article.published_at ? (
            <p className="detail-meta">
              <time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, timeZone)}</time>
            </p>
          ) : null}
        </header>
        <div className="container page-body">
          {article.image ? (
            <ResponsiveImage image={article.image} sizes="(min-width: 800px) 736px, 100vw" priority className="detail-image" />
          ) : null}
          <RichBody html={article.body} />
          {previous || next ? (
            <nav className="article-nav" aria-label="More news">
              {previous ? (
                <Link to={previous.href} rel="prev">
                  ← Older: {previous.title}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link to={next.href} rel="next">
                  Newer: {next.title} →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </article>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
