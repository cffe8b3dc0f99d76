import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getFeedArticles } from "~/models/public-news.server";
import { detailsRequireLogin } from "~/services/auth/auth.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { FEED_CONTENT_TYPES, renderNewsFeed } from "~/services/content/news-feed.server";
import type { FeedFormat } from "~/utils/news-feeds";
import { readPublicLayout } from "~/services/content/public-layout.server";

/** The three news feeds' loaders: one read, three formats. */
export async function newsFeedResponse(request: Request, format: FeedFormat): Promise<Response> {
  const [layout, articles] = await Promise.all([
    readPublicLayout(request),
    // While the details guard is on, a feed carries what the public list shows, not the articles' bodies.
    cachedForVisitors(request, "news-feed", READ_TAGS.newsFeed, async () =>
      getFeedArticles(db(), { withBodies: !(await detailsRequireLogin(db())) }),
    ),
  ]);
  const site = {
    name: layout.profile.company_name || "News",
    description: layout.defaultDescription,
    origin: env().SITE_URL ?? new URL(request.url).origin,
    language: "en",
  };
  return new Response(renderNewsFeed(format, site, articles), {
    headers: { "Content-Type": FEED_CONTENT_TYPES[format], "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
