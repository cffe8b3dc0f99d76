import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogDetailView } from "~/components/public/catalog-detail";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { db } from "~/db/db.server";
import { getCatalogDetailPage } from "~/models/public-catalog.server";
import { cachedForVisitors } from "~/services/page-cache.server";
import {
  isPreview, isSlug, loaderCacheHeaders, missing, PRIVATE_PAGE_HEADERS, previewState, requireDetailsVisitor,
} from "~/services/public-page.server";
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
      ? await getCatalogDetailPage(db(), "solution", slug, { preview })
      : await cachedForVisitors(request, `solution-details:${slug}`, () => getCatalogDetailPage(db(), "solution", slug));
  if (!page) throw await missing(request);
  const banner = preview ? previewState(page.item, page.live) : null;
  return json({ page, preview: banner }, { headers: preview ? PRIVATE_PAGE_HEADERS : undefined });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { item } = data.page;
  return seoMeta(site, {
    title: item.seo_title || item.title,
    description: item.seo_description || item.summary,
    path: item.href,
    image: item.image ? mediaUrl(item.image, 1600) : null,
    imageAlt: item.image?.alt,
    noindex: data.preview !== null,
  });
};

export default function SolutionDetailPage() {
  const { page, preview } = useLoaderData<typeof loader>();
  return <CatalogDetailView page={page} kindLabel="Solutions" preview={preview} />;
}

export const ErrorBoundary = PublicErrorBoundary;
