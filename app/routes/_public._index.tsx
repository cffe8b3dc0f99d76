import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData, Link } from "@remix-run/react";
import { AllProductsTile, Card, GuardNote } from "~/components/public/card";
import { CertifiedBand } from "~/components/public/certificate-strip";
import { Counters } from "~/components/public/counters";
import { CustomerLogos } from "~/components/public/customer-logos";
import { CustomPageView } from "~/components/public/custom-page";
import { StorySection } from "~/components/public/customer-story";
import { homeAsPageMeta } from "~/components/public/home-as-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { formatDate, isoDate } from "~/components/public/format";
import { HeroActions, HeroSlider } from "~/components/public/hero-slider";
import { HeroVideo } from "~/components/public/hero-video";
import { HomeFeatures } from "~/components/public/home-features";
import { useSiteWords } from "~/components/public/words";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { getHomeData } from "~/models/home.server";
import { loadHomeAsPage } from "~/routes/__home-page.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { shareImageUrl } from "~/utils/media-url";
import { seoMeta, siteSeoFrom } from "~/utils/seo";
import type { loader as layoutLoader } from "./_public";


export async function loader({ request }: LoaderFunctionArgs) {
  // A setting may make a page built from sections the home page (docs/decisions/019-page-sections.md).
  const asPage = await loadHomeAsPage(request);
  if (asPage) return json({ asPage });
  return json(await cachedForVisitors(request, "home", READ_TAGS.home, () => getHomeData(db())));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (data && "asPage" in data) return homeAsPageMeta(site, data.asPage.page);
  const firstImage = data?.slides.find((slide) => slide.image)?.image;
  return seoMeta(site, {
    title: data?.hero.title || site?.name || "Home",
    description: data?.hero.subtitle || site?.defaultDescription,
    path: "/",
    image: firstImage ? shareImageUrl(firstImage) : null,
    imageAlt: firstImage?.alt,
  });
};

export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  return "asPage" in data ? <CustomPageView page={data.asPage.page} sectionsData={data.asPage.sectionsData} /> : <StandardHome home={data} />;
}

function StandardHome({ home }: { home: Exclude<SerializeFrom<typeof loader>, { asPage: unknown }> }) {
  const timeZone = useSiteTimeZone();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/_public");
  const companyName = layout?.profile.company_name ?? "";
  const { hero, featuredProducts } = home;
  const { say } = useSiteWords();

  return (
    <>
      {/* One hero: the headline beside the slides (below them on phones), not two stacked banners. */}
      <section className={home.slides.length > 0 ? "hero hero-with-slides" : "hero"}>
        <div className="container hero-inner">
          <div className="hero-text">
            <h1>{hero.title || companyName || "Welcome"}</h1>
            {hero.subtitle ? <p className="hero-subtitle">{hero.subtitle}</p> : null}
            <HeroActions
              primary={hero.cta_label && hero.cta_url ? { label: hero.cta_label, href: hero.cta_url } : null}
              secondary={home.solutionCategories.length > 0 ? { label: say("home.exploreSolutions"), href: "/solutions" } : null}
            />
          </div>
          <HeroSlider slides={home.slides} />
        </div>
      </section>

      <CustomerLogos customers={home.customers} />

      {home.heroContents.length > 0 ? (
        <section className="section" aria-labelledby="why-us">
          <div className="container">
            <h2 id="why-us">Why work with us</h2>
            <HomeFeatures items={home.heroContents} />
          </div>
        </section>
      ) : null}

      {home.counters.length > 0 ? (
        <section className="section section-brand" aria-labelledby="key-figures">
          <div className="container">
            <h2 id="key-figures" className="visually-hidden">
              Key figures
            </h2>
            <Counters items={home.counters} />
          </div>
        </section>
      ) : null}

      <CertifiedBand id="certified" certificates={home.certificates} />
      <HeroVideo video={home.heroVideo} />

      {home.solutionCategories.length > 0 ? (
        <section className="section" aria-labelledby="our-solutions">
          <div className="container">
            <div className="section-heading">
              <h2 id="our-solutions">Our solutions</h2>
              <Link to="/solutions">All solutions</Link>
            </div>
            {/* On a phone a short list stacks as rows with thumbnails (.card-stack): every card in view, the page still short. */}
            <ul className="card-grid card-stack">
              {home.solutionCategories.map((category) => (
                <li key={category.id}>
                  <Card href={category.href} title={category.title} text={category.text} image={category.image} stacked />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {featuredProducts.length > 0 ? (
        <section className="section section-muted" aria-labelledby="featured-products">
          <div className="container">
            <div className="section-heading">
              <h2 id="featured-products">Featured products</h2>
              <Link to="/products">All products</Link>
            </div>
            {/* One line for the section rather than a lock on each card. */}
            <GuardNote sentence="Full product pages are free for registered customers." returnTo="/" quiet />
            {/* On a phone the products scroll sideways (.card-row): the hint says so, not only the next card's edge. */}
            {featuredProducts.length > 1 ? (
              <p className="row-hint" aria-hidden="true">
                Swipe for all {featuredProducts.length} products <span>→</span>
              </p>
            ) : null}
            {/* From 960 px each product is a row of picture and words (.card-compact), two to a row: six products in three short rows. */}
            <ul className="card-grid card-row card-compact">
              {featuredProducts.map((product) => (
                <li key={product.id}>
                  <Card href={product.href} title={product.title} text={product.text} image={product.image} inRow guardNoted />
                </li>
              ))}
              <AllProductsTile count={featuredProducts.length} />
            </ul>
          </div>
        </section>
      ) : null}

      {home.story ? <StorySection id="home-story" className="section home-story" story={home.story} /> : null}

      {/* White between the grey products and the grey call to action: the bands alternate down the page (a story before it, ruled off). */}
      {home.news.length > 0 ? (
        <section className="section" aria-labelledby="latest-news">
          <div className="container">
            <div className="section-heading">
              <h2 id="latest-news">Latest news</h2>
              <Link to="/news">All news</Link>
            </div>
            <GuardNote sentence="Full articles are free for registered customers." returnTo="/" quiet />
            <ul className="card-grid card-stack">
              {home.news.map((article) => (
                <li key={article.id}>
                  <Card
                    href={article.href}
                    title={article.title}
                    text={article.text}
                    image={article.image}
                    stacked
                    guardNoted
                    eyebrow={<time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, timeZone)}</time>}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="section section-muted contact-cta" aria-labelledby="contact-cta">
        <div className="container">
          <h2 id="contact-cta">Have a project in mind?</h2>
          <p>Tell us what you need and one of our engineers will get back to you within a working day.</p>
          <Link className="button button-large" to="/contact-us">
            Contact us
          </Link>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
