import { useSiteWords } from "./words";
import type { PublicImage } from "~/models/public-image.server";
import { useSiteTimeZone } from "../site-time-zone";
import { Card } from "./card";
import { formatDate, isoDate } from "./format";

type GridArticle = {
  id: number;
  href: string;
  title: string;
  excerpt: string;
  image: PublicImage | null;
  published_at: string | Date | null;
  /** The news lists' cards carry it (in every language); a home's short list does not. */
  readingMinutes?: number;
};

/** Article cards dated in the site's time zone, as the news lists and a locale's home show them. */
export function NewsCardGrid({
  articles,
  headingLevel = 3,
  priorityFirst = true,
  guardNoted = false,
  stacked = false,
}: {
  articles: readonly GridArticle[];
  headingLevel?: 2 | 3;
  priorityFirst?: boolean;
  /** Under the list's notice that articles need an account: no lock on each card. */
  guardNoted?: boolean;
  /** A home's short list: on a phone rows with a thumbnail (card-stack), as the other home sections. */
  stacked?: boolean;
}) {
  const timeZone = useSiteTimeZone();
  const { locale, say } = useSiteWords();
  return (
    <ul className={stacked ? "card-grid card-stack" : "card-grid"}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <Card
            priority={priorityFirst && index === 0}
            href={article.href}
            title={article.title}
            text={article.excerpt}
            image={article.image}
            headingLevel={headingLevel}
            guardNoted={guardNoted}
            eyebrow={
              <span className="article-meta">
                <time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, timeZone, locale)}</time>
                {article.readingMinutes ? <span>{`${article.readingMinutes} ${say("news.minRead")}`}</span> : null}
              </span>
            }
          />
        </li>
      ))}
    </ul>
  );
}
