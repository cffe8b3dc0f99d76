import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { industryHref, StoryCards } from "~/components/public/customer-story";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { customerStories } from "~/content-types/customer-stories";
import { pageHref, Pagination } from "~/components/public/pagination";
import { db } from "~/db/db.server";
import { getStoryListPage, listStoryIndustries, type StoryListPage } from "~/models/public-customer-story.server";
import { industryParam, STORY_TAGS } from "~/routes/__customer-stories.server";
import { cachedForVisitors } from "~/services/cache/tagged-cache.server";
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
  return json({ ...list, industries, industry, known });
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
  return seoMeta(site, {
    title: `${title}${suffix}`,
    description: `How customers ${data.industry ? `in ${data.industry} ` : ""}work with ${site?.name || "us"}: their challenges, the solutions and products they chose, and the results${suffix}.`,
    path: pageHref(listPath(data.industry), data.page),
    image: cover ? shareImageUrl(cover) : null,
    // An industry no story has: a page of nothing, kept out of search results.
    noindex: !data.known,
  });
};

function IndustryFilter({ industries, industry }: { industries: string[]; industry: string }) {
  if (industries.length === 0) return null;
  return (
    <nav aria-label="Industries" className="story-filter">
      <ul className="story-industries">
        <li>
          <Link to={customerStories.public.list.path} aria-current={industry === "" ? "page" : undefined}>
            All
          </Link>
        </li>
        {industries.map((name) => (
          <li key={name}>
            <Link to={industryHref(name)} aria-current={name === industry ? "page" : undefined}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function CustomerStoriesPage() {
  const { stories, industries, industry, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="page-header container">
        <h1>{industry ? `Customer stories: ${industry}` : "Customer stories"}</h1>
        <p>How our customers put our solutions and products to work: where they started, what we built together and the results in numbers.</p>
        {page > 1 ? <p>Page {page} of {lastPage}</p> : null}
      </header>
      <div className="container page-body">
        <IndustryFilter industries={industries} industry={industry} />
        {stories.length > 0 ? (
          <StoryCards stories={stories} list />
        ) : industry ? (
          <p className="empty-state">
            {`No customer stories in “${industry}” yet. `}
            <Link to={customerStories.public.list.path}>See all customer stories</Link>.
          </p>
        ) : (
          <p className="empty-state">No customer stories yet. Check back soon.</p>
        )}
        <Pagination basePath={listPath(industry)} page={page} lastPage={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
