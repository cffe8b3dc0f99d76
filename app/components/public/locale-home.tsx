import type { PublicImage } from "~/models/public-image.server";
import { NewsCardGrid } from "./news-card-grid";

export interface LocaleHomeProps {
  companyName: string;
  tagline: string;
  articles: Array<{ id: number; title: string; excerpt: string; href: string; published_at: string | null; image: PublicImage | null }>;
  pages: Array<{ id: number; title: string; href: string }>;
  newsHref: string;
  words: { news: string; pages: string; allNews: string; empty: string };
}

/**
 * The home page of one of the site's other languages (/de): the company, its newest news and its
 * translated pages, in that language where they are translated.
 */
export function LocaleHome({ companyName, tagline, articles, pages, newsHref, words }: LocaleHomeProps) {
  return (
    <>
      <header className="page-header container">
        <h1>{companyName}</h1>
        {tagline ? <p>{tagline}</p> : null}
      </header>
      <div className="container page-body">
        <section aria-labelledby="locale-home-news">
          <h2 id="locale-home-news">{words.news}</h2>
          {articles.length > 0 ? (
            <NewsCardGrid articles={articles} />
          ) : (
            <p className="empty-state">{words.empty}</p>
          )}
          <p>
            <a href={newsHref}>{words.allNews}</a>
          </p>
        </section>
        {pages.length > 0 ? (
          <section aria-labelledby="locale-home-pages">
            <h2 id="locale-home-pages">{words.pages}</h2>
            <ul>
              {pages.map((page) => (
                <li key={page.id}>
                  <a href={page.href}>{page.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
