import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { localizedStoryDetailLoader } from "~/routes/__customer-stories.server";
import { hreflangLinks } from "~/utils/locales";
import { shareImageUrl } from "~/utils/media-url";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

type StoryLoader = (args: LoaderFunctionArgs) => ReturnType<typeof localizedStoryDetailLoader>;

/**
 * The same meta in every language: the loaders of `/customer-stories/…` and `/de/customer-stories/…`
 * return the same shape. A preview, and a story shown in the default language under another's
 * address, are kept out of search results.
 */
export const storyDetailMeta: MetaFunction<StoryLoader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { story } = data;
  const picture = story.image ?? story.logo;
  return [
    ...seoMeta(site, {
      title: story.seo_title || story.title,
      description: story.seo_description || story.summary,
      path: story.href,
      image: picture ? shareImageUrl(picture) : null,
      imageAlt: picture?.alt,
      type: "article",
      noindex: data.preview !== null || data.notice !== null,
    }),
    ...(site && data.alternates ? hreflangLinks({ siteUrl: site.origin, ...data.alternates }) : []),
  ];
};
