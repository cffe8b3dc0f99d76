import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { NewsArticleView } from "~/components/public/news-article";
import { PreviewBanner } from "~/components/public/preview-banner";
import { db } from "~/db/db.server";
import { getNewsDetailPage } from "~/models/public-news.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import {
  isPreview, isSlug, loaderCacheHeaders, missing, PRIVATE_PAGE_HEADERS, previewState, requireDetailsVisitor,
} from "~/routes/__public-page.server";
import { newsAlternatePaths } from "~/routes/__news-locale.server";
import { hreflangLinks } from "~/utils/locales";
import { shareImageUrl } from "~/utils/media-url";
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
  const alternates = await newsAlternatePaths(request, page.article.id);
  return json({ ...page, preview: banner, alternates }, { headers: preview ? PRIVATE_PAGE_HEADERS : undefined });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { article } = data;
  return seoMeta(site, {
    title: article.seo_title || article.title,
    description: article.seo_description || article.excerpt,
    path: article.href,
    image: article.image ? shareImageUrl(article.image) : null,
    imageAlt: article.image?.alt,
    type: "article",
    noindex: data.preview !== null,
  }).concat(
    site && data.alternates
      ? hreflangLinks({ siteUrl: site.origin, ...data.alternates })
      : [],
  );
};

export default function NewsArticlePage() {
  const { preview, ...page } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <NewsArticleView page={page} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
