import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomerStoryView } from "~/components/public/customer-story";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { PreviewBanner } from "~/components/public/preview-banner";
import { storyDetailMeta } from "~/components/public/story-meta";
import { db } from "~/db/db.server";
import { getStoryDetailPage } from "~/models/public-customer-story.server";
import { storyAlternates, STORY_TAGS } from "~/routes/__customer-stories.server";
import { isPreview, isSlug, loaderCacheHeaders, missing, PRIVATE_PAGE_HEADERS, previewState } from "~/routes/__public-page.server";
import { cachedForVisitors } from "~/services/cache/tagged-cache.server";
import storiesStyles from "~/styles/customer-stories.css";

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
  const alternates = preview ? null : await storyAlternates(request, page.story.id);
  return json({ ...page, preview: banner, alternates, notice: null }, { headers: preview ? PRIVATE_PAGE_HEADERS : undefined });
}

export const meta = storyDetailMeta;

export default function CustomerStoryPage() {
  const { preview, alternates: _alternates, notice: _notice, ...page } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <CustomerStoryView page={page} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
