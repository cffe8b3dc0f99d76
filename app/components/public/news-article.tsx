import { useSiteWords } from "./words";
import { Link } from "@remix-run/react";
import type { NewsDetailPage } from "~/models/public-news.server";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { Breadcrumbs } from "./breadcrumbs";
import { DetailLayout, RelatedItems } from "./detail-layout";
import { formatDate, initialsOf, isoDate } from "./format";
import type { Jsonify } from "./jsonify";
import { ResponsiveImage } from "./responsive-image";
import { RichBody } from "./rich-body";
import { ShareLinks } from "./share-links";
import { useSiteContact } from "./site-contact";

/** The reading column is 42.5rem (680 px) at most, centred; from 1100 px the cover reaches 6rem past each side (.news-article in app.css). */
const ARTICLE_IMAGE_SIZES = "(min-width: 1100px) 872px, (min-width: 740px) 680px, 100vw";

/** One news article as visitors read it: the public page and the admin's preview of an unsaved form. */
export function NewsArticleView({ page }: { page: Jsonify<Omit<NewsDetailPage, "live">> }) {
  const timeZone = useSiteTimeZone();
  const { locale, say, href } = useSiteWords();
  const { article, previous, next, related } = page;
  // The team member who wrote it, or else the company that published it: never an invented person.
  const publisher = useSiteContact().name;
  const author = article.author ?? (publisher || null);
  const moreNews = related.map((other) => ({
    ...other,
    text: other.excerpt,
    eyebrow: <time dateTime={isoDate(other.published_at)}>{formatDate(other.published_at, timeZone, locale)}</time>,
  }));
  return (
    <DetailLayout reading sidebarLabel={say("news.sidebar")} related={<RelatedItems heading={say("news.more")} items={moreNews} />}>
      <article className="news-article">
        <header className="page-header">
          <Breadcrumbs trail={[{ label: say("header.nav.news"), to: href("/news") }]} current={article.title} />
          <h1>{article.title}</h1>
          <p className="detail-meta article-meta">
            {author ? (
              <span className="article-author">
                <span className="article-author-badge" aria-hidden="true">
                  {initialsOf(author)}
                </span>
                {`${say("news.by")} ${author}`}
              </span>
            ) : null}
            {article.published_at ? <time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, timeZone, locale)}</time> : null}
            <span>{`${article.readingMinutes} ${say("news.minRead")}`}</span>
          </p>
        </header>
        <div className="page-body">
          {article.image ? <ResponsiveImage image={article.image} sizes={ARTICLE_IMAGE_SIZES} priority className="detail-image" /> : null}
          <RichBody html={article.body} />
          <ShareLinks path={article.href} title={article.title} />
          {previous || next ? (
            <nav className="article-nav" aria-label={say("news.olderAndNewer")}>
              {previous ? (
                <Link to={previous.href} rel="prev">
                  {`← ${say("news.older")}: ${previous.title}`}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link to={next.href} rel="next">
                  {`${say("news.newer")}: ${next.title} →`}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </article>
    </DetailLayout>
  );
}
