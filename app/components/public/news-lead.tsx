import { useSiteWords } from "./words";
import { Link } from "@remix-run/react";
import type { NewsListPage } from "~/models/public-news.server";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { formatDate, isoDate } from "./format";
import type { Jsonify } from "./jsonify";
import { ResponsiveImage } from "./responsive-image";

/** Beside the text from 768 px (three fifths of the 1160 px container), the screen's width on phones (.news-lead in app.css). */
const LEAD_IMAGE_SIZES = "(min-width: 1160px) 680px, (min-width: 768px) 60vw, 100vw";

/**
 * The newest article at the top of the news: its cover large, then the title,
 * excerpt, date and reading time. A card like the others (the title's link
 * covers it all), only larger; its cover is the page's largest paint. It
 * stands under the list's notice, which says that articles need an account.
 */
export function NewsLead({ article }: { article: Jsonify<NonNullable<NewsListPage["lead"]>> }) {
  const timeZone = useSiteTimeZone();
  const { locale, say } = useSiteWords();
  return (
    // Without a cover the lead is its words alone, the full width: half of it empty would be the page's largest thing.
    <article className={article.image ? "card news-lead" : "card news-lead news-lead-text"}>
      {article.image ? <ResponsiveImage image={article.image} sizes={LEAD_IMAGE_SIZES} priority className="news-lead-image" /> : null}
      <div className="card-body news-lead-body">
        <p className="card-eyebrow article-meta">
          <span className="news-lead-label">{say("news.latest")}</span>
          {article.published_at ? <time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, timeZone, locale)}</time> : null}
          {article.readingMinutes > 0 ? <span>{`${article.readingMinutes} ${say("news.minRead")}`}</span> : null}
        </p>
        <h2 className="card-title news-lead-title">
          <Link to={article.href} prefetch="intent">
            {article.title}
          </Link>
        </h2>
        {article.excerpt ? <p className="card-text news-lead-excerpt">{article.excerpt}</p> : null}
      </div>
    </article>
  );
}
