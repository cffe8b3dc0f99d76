import { Link } from "@remix-run/react";
import type { NewsDetailPage } from "~/models/public-news.server";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { Breadcrumbs } from "./breadcrumbs";
import { DETAIL_IMAGE_SIZES, DetailLayout, RelatedItems } from "./detail-layout";
import { formatDate, isoDate } from "./format";
import type { Jsonify } from "./jsonify";
import { ResponsiveImage } from "./responsive-image";
import { RichBody } from "./rich-body";

/** One news article as visitors read it: the public page and the admin's preview of an unsaved form. */
export function NewsArticleView({ page }: { page: Jsonify<Omit<NewsDetailPage, "live">> }) {
  const timeZone = useSiteTimeZone();
  const { article, previous, next, related } = page;
  const moreNews = related.map((other) => ({
    ...other,
    text: other.excerpt,
    eyebrow: <time dateTime={isoDate(other.published_at)}>{formatDate(other.published_at, timeZone)}</time>,
  }));
  return (
    <DetailLayout sidebarLabel="Contact us and more news" related={<RelatedItems heading="More news" items={moreNews} />}>
      <article>
        <header className="page-header">
          <Breadcrumbs trail={[{ label: "News", to: "/news" }]} />
          <h1>{article.title}</h1>
          {article.published_at ? (
            <p className="detail-meta">
              <time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, timeZone)}</time>
            </p>
          ) : null}
        </header>
        <div className="page-body">
          {article.image ? <ResponsiveImage image={article.image} sizes={DETAIL_IMAGE_SIZES} priority className="detail-image" /> : null}
          <RichBody html={article.body} />
          {previous || next ? (
            <nav className="article-nav" aria-label="Older and newer news">
              {previous ? (
                <Link to={previous.href} rel="prev">
                  ← Older: {previous.title}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link to={next.href} rel="next">
                  Newer: {next.title} →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </article>
    </DetailLayout>
  );
}
