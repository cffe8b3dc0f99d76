/** Where the news feeds are: the public pages link them from their head, the feeds name themselves. */
export const FEED_PATHS = {
  rss: "/news/feed.xml",
  atom: "/news/feed.atom",
  json: "/news/feed.json",
} as const;

export type FeedFormat = keyof typeof FEED_PATHS;
