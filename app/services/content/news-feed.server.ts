import { Feed } from "feed";
import type { FeedArticle } from "~/models/public-news.server";
import { shareImageUrl } from "~/utils/media-url";
import { FEED_PATHS, type FeedFormat } from "~/utils/news-feeds";

/**
 * The news as RSS 2.0, Atom and JSON Feed 1.1, for newsletter tools and feed
 * readers (docs/product.md#feeds). RSS and Atom come from the `feed` library;
 * it writes JSON Feed 1.0 only, so version 1.1 is written here: it is plain JSON.
 */


export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

export interface FeedSite {
  name: string;
  description: string;
  origin: string;
  language: string;
}

/** A reader shows the body away from the site, so the site's own paths in it get the site's address. */
export function withAbsoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${origin}/`);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderNewsFeed(format: FeedFormat, site: FeedSite, articles: FeedArticle[]): string {
  const home = `${site.origin}/news`;
  const title = `${site.name} – News`;
  // An empty feed is still dated: by the moment it is read.
  const updated = articles.reduce<Date | null>((latest, article) => (latest && latest > article.updated_at ? latest : article.updated_at), null);
  const items = articles.map((article) => ({
    url: `${site.origin}${article.href}`,
    title: article.title,
    summary: article.excerpt,
    contentHtml: article.body ? withAbsoluteLinks(article.body, site.origin) : "",
    image: article.image ? `${site.origin}${shareImageUrl(article.image)}` : undefined,
    published: article.published_at,
    updated: article.updated_at,
  }));

  if (format === "json") {
    return JSON.stringify({
      version: "https://jsonfeed.org/version/1.1",
      title,
      home_page_url: home,
      feed_url: `${site.origin}${FEED_PATHS.json}`,
      description: site.description,
      language: site.language,
      authors: [{ name: site.name, url: site.origin }],
      items: items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        summary: item.summary,
        // An item needs content; while the details guard is on, the summary is all there is.
        ...(item.contentHtml ? { content_html: item.contentHtml } : { content_text: item.summary }),
        ...(item.image ? { image: item.image } : {}),
        date_published: item.published.toISOString(),
        date_modified: item.updated.toISOString(),
      })),
    });
  }

  const feed = new Feed({
    id: home,
    title,
    description: site.description,
    link: home,
    language: site.language,
    updated: updated ?? new Date(),
    generator: false,
    copyright: `© ${site.name}`,
    // Atom wants an author for the feed when its entries name none.
    author: { name: site.name, link: site.origin },
    feedLinks: { rss: `${site.origin}${FEED_PATHS.rss}`, atom: `${site.origin}${FEED_PATHS.atom}` },
  });
  // Atom marks the title and summary as HTML, so their text is escaped there; RSS readers take them as text.
  const text = format === "atom" ? escapeHtml : (value: string) => value;
  for (const item of items) {
    feed.addItem({
      id: item.url,
      guid: item.url,
      link: item.url,
      title: text(item.title),
      description: text(item.summary),
      content: item.contentHtml || undefined,
      image: item.image,
      date: item.updated,
      published: item.published,
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
