import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomerStoryView } from "~/components/public/customer-story";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { PreviewBanner } from "~/components/public/preview-banner";
import { db } from "~/db/db.server";
import { getStoryDetailPage } from "~/models/public-customer-story.server";
import { STORY_TAGS } from "~/routes/__customer-stories.server";
import { isPreview, isSlug, loaderCacheHeaders, missing, PRIVATE_PAGE_HEADERS, previewState } from "~/routes/__public-page.server";
import { cachedForVisitors } from "~/services/cache/tagged-cache.server";
import storiesStyles from "~/styles/customer-stories.css";
import { shareImageUrl } from "~/utils/media-url";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: storiesStyles }];

export const headers = loaderCacheHeaders;

/** Public, not behind the details guard: a story is there to be shared. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug;
  const preview = await isPreview(request);
  const page = !isSlug(slug)
    ? undefined
    : preview
      ? await getStoryDetailPage(db(), slug, { preview })
      : await cachedForVisitors(request, `customer-story-details:${slug}`, STORY_TAGS.story, () => getStoryDetailPage(db(), slug));
  if (!page) throw await missing(request);
  const banner = preview ? previewState(page.story, page.live) : null;
  return json({ ...page, preview: banner }, { headers: preview ? PRIVATE_PAGE_HEADERS : undefined });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { story } = data;
  const picture = story.image ?? story.logo;
  return seoMeta(site, {
    title: story.seo_title || story.title,
    description: story.seo_description || story.summary,
    path: story.href,
    image: picture ? shareImageUrl(picture) : null,
    imageAlt: picture?.alt,
    type: "article",
    noindex: data.preview !== null,
  });
};

export default function CustomerStoryPage() {
  const { preview, ...page } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <CustomerStoryView page={page} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
