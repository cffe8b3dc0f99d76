import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { industryHref, StoryListView } from "~/components/public/customer-story";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { customerStories } from "~/content-types/customer-stories";
import { pageHref } from "~/components/public/pagination";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getStoryListPage, listStoryIndustries, type StoryListPage } from "~/models/public-customer-story.server";
import { industryParam, storyListPaths, STORY_TAGS } from "~/routes/__customer-stories.server";
import { cachedForVisitors } from "~/services/cache/tagged-cache.server";
import { t } from "~/services/messages.server";
import { hreflangLinks } from "~/utils/locales";
import storiesStyles from "~/styles/customer-stories.css";
import { shareImageUrl } from "~/utils/media-url";
import { parsePageRequest } from "~/utils/pagination";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: storiesStyles }];

const NOTHING: StoryListPage = { stories: [], page: 1, lastPage: 1, total: 0 };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { page } = parsePageRequest(url.searchParams);
  const industry = industryParam(url.searchParams);
  const industries = await cachedForVisitors(request, "customer-stories-industries", STORY_TAGS.list, () => listStoryIndustries(db()));
  // No live story has an industry the filter does not offer: nothing to read, and nothing kept for made-up ones.
  const known = industry === "" || industries.includes(industry);
  const list = known
    ? await cachedForVisitors(request, `customer-stories:${page}:${industry}`, STORY_TAGS.list, () => getStoryListPage(db(), { page, industry }))
    : NOTHING;
  // Past the last page there is nothing to list (page 1 always exists, even empty).
  if (page > list.lastPage) throw new Response("Not Found", { status: 404 });
  const locales = env().SITE_LOCALES;
  const pageOf = t(locales[0], "stories.pageOf", { page: list.page, lastPage: list.lastPage });
  return json({ ...list, industries, industry, known, pageOf, locales, paths: storyListPaths(locales, { page, industry }) });
}

function listPath(industry: string): string {
  return industry ? industryHref(industry) : customerStories.public.list.path;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const cover = data.stories.find((story) => story.image)?.image;
  const suffix = data.page > 1 ? ` (page ${data.page} of ${data.lastPage})` : "";
  const title = data.industry ? `Customer stories: ${data.industry}` : "Customer stories";
  const alternates = site && data.paths && !data.industry ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
  return [
    ...seoMeta(site, {
      title: `${title}${suffix}`,
      description: `How customers ${data.industry ? `in ${data.industry} ` : ""}work with ${site?.name || "us"}: their challenges, the solutions and products they chose, and the results${suffix}.`,
      path: pageHref(listPath(data.industry), data.page),
      image: cover ? shareImageUrl(cover) : null,
      // An industry no story has: a page of nothing, kept out of search results.
      noindex: !data.known,
    }),
    ...alternates,
  ];
};

export default function CustomerStoriesPage() {
  return <StoryListView list={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PublicErrorBoundary;
