import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { industryHref, StoryListView } from "~/components/public/customer-story";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { pageHref } from "~/components/public/pagination";
import { localizedStoryListLoader } from "~/routes/__customer-stories.server";
import storiesStyles from "~/styles/customer-stories.css";
import { hreflangLinks, localePath } from "~/utils/locales";
import { shareImageUrl } from "~/utils/media-url";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

/** /de/customer-stories: the customer stories in one of the site's other languages (docs/locales.md). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: storiesStyles }];
export const loader = ({ request, params }: LoaderFunctionArgs) => localizedStoryListLoader(request, params.lang);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const cover = data.stories.find((story) => story.image)?.image;
  const path = localePath(data.locale, data.industry ? industryHref(data.industry) : "/customer-stories", data.locales);
  const suffix = data.page > 1 ? ` (${data.pageOf})` : "";
  return [
    ...seoMeta(site, {
      title: `${data.words.heading}${suffix}`,
      description: data.words.description,
      path: pageHref(path, data.page),
      image: cover ? shareImageUrl(cover) : null,
      noindex: !data.known,
    }),
    ...(site && !data.industry ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : []),
  ];
};

export default function LocalizedCustomerStoriesPage() {
  return <StoryListView list={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PublicErrorBoundary;
