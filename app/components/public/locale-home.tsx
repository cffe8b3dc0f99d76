import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { HomeBlocks } from "~/models/home-in-locale";
import type { StoryCard } from "~/models/public-customer-story.server";
import type { PublicImage } from "~/models/public-image.server";
import { AllProductsTile, Card, GuardNote } from "./card";
import { CertifiedBand, type CertificateItem } from "./certificate-strip";
import { Counters } from "./counters";
import { CustomerLogos, type CustomerLogo } from "./customer-logos";
import { StorySection } from "./customer-story";
import { HeroActions, HeroSlider } from "./hero-slider";
import { HeroVideo } from "./hero-video";
import { HomeFeatures } from "./home-features";
import { NewsCardGrid } from "./news-card-grid";
import { useSiteWords } from "./words";

export interface LocaleHomeProps {
  companyName: string;
  tagline: string;
  about: string;
  articles: Array<{ id: number; title: string; excerpt: string; href: string; published_at: string | null; image: PublicImage | null }>;
  pages: Array<{ id: number; title: string; text: string; href: string }>;
  solutions: CategoryCard[];
  products: CategoryCard[];
  certificates: CertificateItem[];
  customers: CustomerLogo[];
  story: StoryCard | null;
  /** The default home's headline, slides, blocks, figures and video in this language's words. */
  blocks: SerializeFrom<HomeBlocks>;
  newsHref: string;
  words: { news: string; solutions: string; products: string; allNews: string; empty: string; contact: string; readMore: string };
}

type CategoryCard = { id: number; title: string; text: string; href: string; image: PublicImage | null };

/**
 * The home page of one of the site's other languages (/de), laid out as the default home: the
 * headline beside the slides, the "why us" blocks, the figures and the video in this language's words
 * (what is not written in it is left off), the certificates under the customers' logos, then its solution
 * areas, featured products, the newest customer story and news: the same sections in the same order, so a
 * visitor switching language finds the page they left. Without a translated headline, the company's tagline
 * and about text lead, with the first translated page as the button.
 */
export function LocaleHome(props: LocaleHomeProps) {
  const { companyName, tagline, about, articles, pages, solutions, products, certificates, customers, story, blocks, newsHref, words } = props;
  const [first] = pages;
  const { href, say } = useSiteWords();
  const { hero, slides, heroContents, counters, heroVideo } = blocks;
  return (
    <>
      <section className={slides.length > 0 ? "hero hero-with-slides" : "hero"}>
        <div className="container hero-inner">
          {hero.title ? (
            <div className="hero-text">
              <h1>{hero.title}</h1>
              {hero.subtitle ? <p className="hero-subtitle">{hero.subtitle}</p> : null}
              <HeroActions
                primary={hero.cta_label && hero.cta_url ? { label: hero.cta_label, href: hero.cta_url } : null}
                secondary={solutions.length > 0 ? { label: say("home.exploreSolutions"), href: href("/solutions") } : null}
              />
            </div>
          ) : (
            <div className="hero-text">
              {tagline ? <p className="hero-eyebrow">{companyName}</p> : null}
              <h1>{tagline || companyName}</h1>
              {about ? <p className="hero-subtitle">{about}</p> : null}
              <HeroActions primary={first ? { label: first.title, href: first.href } : null} secondary={{ label: words.contact, href: href("/contact-us") }} />
            </div>
          )}
          <HeroSlider slides={slides} />
        </div>
      </section>
      <CustomerLogos customers={customers} />
      {heroContents.length > 0 ? (
        <section className="section" aria-labelledby="locale-home-why-us">
          <div className="container">
            <h2 id="locale-home-why-us">{say("home.whyUs")}</h2>
            <HomeFeatures items={heroContents} />
          </div>
        </section>
      ) : null}
      {counters.length > 0 ? (
        <section className="section section-brand" aria-labelledby="locale-home-figures">
          <div className="container">
            <h2 id="locale-home-figures" className="visually-hidden">
              {say("home.keyFigures")}
            </h2>
            <Counters items={counters} />
          </div>
        </section>
      ) : null}
      <CertifiedBand id="locale-home-certified" certificates={certificates} />
      <HeroVideo video={heroVideo} />
      {solutions.length > 0 ? (
        <section className="section" aria-labelledby="locale-home-solutions">
          <div className="container">
            <div className="section-heading">
              <h2 id="locale-home-solutions">{words.solutions}</h2>
              <Link to={href("/solutions")}>{say("header.nav.allSolutions")}</Link>
            </div>
            <ul className="card-grid card-stack">
              {solutions.map((category) => (
                <li key={category.id}>
                  <Card href={category.href} title={category.title} text={category.text || undefined} image={category.image} stacked />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {products.length > 0 ? (
        <section className="section section-muted" aria-labelledby="locale-home-products">
          <div className="container">
            <div className="section-heading">
              <h2 id="locale-home-products">{words.products}</h2>
              <Link to={href("/products")}>{say("header.nav.allProducts")}</Link>
            </div>
            {/* One line for the section rather than a lock on each card. */}
            <GuardNote sentence={say("catalog.product.guard")} returnTo={href("/")} quiet />
            {products.length > 1 ? (
              <p className="row-hint" aria-hidden="true">
                {say("home.swipeProducts")} <span>→</span>
              </p>
            ) : null}
            <ul className="card-grid card-row card-compact">
              {products.map((product) => (
                <li key={product.id}>
                  <Card href={product.href} title={product.title} text={product.text || undefined} image={product.image} inRow guardNoted />
                </li>
              ))}
              <AllProductsTile count={products.length} />
            </ul>
          </div>
        </section>
      ) : null}
      {story ? <StorySection id="locale-home-story" className="section home-story" story={story} /> : null}
      <section className="section" aria-labelledby="locale-home-news">
        <div className="container">
          <div className="section-heading">
            <h2 id="locale-home-news">{words.news}</h2>
            <a href={newsHref}>{words.allNews}</a>
          </div>
          {articles.length > 0 ? (
            <>
              <GuardNote sentence={say("guard.articles")} returnTo={href("/")} quiet />
              <NewsCardGrid articles={articles} stacked guardNoted />
            </>
          ) : (
            <p className="empty-state">{words.empty}</p>
          )}
        </div>
      </section>
      <section className="section section-muted contact-cta" aria-labelledby="locale-home-cta">
        <div className="container">
          <h2 id="locale-home-cta">{say("cta.title")}</h2>
          <p>{say("cta.text")}</p>
          <a className="button button-large" href={href("/contact-us")}>
            {words.contact}
          </a>
        </div>
      </section>
    </>
  );
}
