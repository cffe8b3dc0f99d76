import { useSiteWords } from "./words";
import type { PublicImage } from "~/models/public-image.server";
import { Card } from "./card";
import { CertificateStrip, type CertificateItem } from "./certificate-strip";
import { NewsCardGrid } from "./news-card-grid";

export interface LocaleHomeProps {
  companyName: string;
  tagline: string;
  about: string;
  articles: Array<{ id: number; title: string; excerpt: string; href: string; published_at: string | null; image: PublicImage | null }>;
  pages: Array<{ id: number; title: string; text: string; href: string }>;
  certificates: CertificateItem[];
  newsHref: string;
  words: { news: string; pages: string; allNews: string; empty: string; contact: string; readMore: string };
}

/**
 * The home page of one of the site's other languages (/de): the company in its words, its newest
 * news and its translated pages, in that language. The default home's slides and blocks are not
 * translated, so they are not shown here rather than shown in English.
 */
export function LocaleHome({ companyName, tagline, about, articles, pages, certificates, newsHref, words }: LocaleHomeProps) {
  const [first] = pages;
  const { href, say } = useSiteWords();
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-text">
            {tagline ? <p className="hero-eyebrow">{companyName}</p> : null}
            <h1>{tagline || companyName}</h1>
            {about ? <p className="hero-subtitle">{about}</p> : null}
            <p className="hero-actions">
              {first ? (
                <a className="button button-large" href={first.href}>
                  {first.title}
                </a>
              ) : null}
              <a className="hero-link" href={href("/contact-us")}>
                {words.contact}
              </a>
            </p>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="locale-home-news">
        <div className="container">
          <h2 id="locale-home-news">{words.news}</h2>
          {articles.length > 0 ? <NewsCardGrid articles={articles} /> : <p className="empty-state">{words.empty}</p>}
          <p className="section-more">
            <a href={newsHref}>{words.allNews}</a>
          </p>
        </div>
      </section>
      {pages.length > 0 ? (
        <section className="section" aria-labelledby="locale-home-pages">
          <div className="container">
            <h2 id="locale-home-pages">{words.pages}</h2>
            <ul className="card-grid">
              {pages.map((page) => (
                <li key={page.id}>
                  <Card href={page.href} title={page.title} text={page.text || undefined} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {certificates.length > 0 ? (
        <section className="section section-muted" aria-labelledby="locale-home-certified">
          <div className="container">
            <div className="section-heading">
              <h2 id="locale-home-certified">{say("home.certified")}</h2>
              <a href={href("/certificates")}>{say("certificates.more")}</a>
            </div>
            <CertificateStrip certificates={certificates} />
          </div>
        </section>
      ) : null}
      <section className="section" aria-labelledby="locale-home-cta">
        <div className="container">
          <div className="category-cta">
            <h2 id="locale-home-cta">{say("cta.title")}</h2>
            <p>{say("cta.text")}</p>
            <a className="button button-large" href={href("/contact-us")}>
              {words.contact}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
