import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { customerStories } from "~/content-types/customer-stories";
import type { StoryCard as StoryCardData, StoryDetailPage } from "~/models/public-customer-story.server";
import type { PublicImage } from "~/models/public-image.server";
import { Breadcrumbs } from "./breadcrumbs";
import { DetailLayout } from "./detail-layout";
import type { Jsonify } from "./jsonify";
import { Pagination } from "./pagination";
import { ResponsiveImage } from "./responsive-image";
import { RichBody } from "./rich-body";
import { quoted, useSiteWords } from "./words";

/** As the other cards: 1 a row on phones, 2 on tablets, 3 from 960 px, 2 of two or four (.card-grid in app.css). */
const CARD_IMAGE_SIZES = "(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw";
/** The hero's picture: the screen's width on phones, half the 1160 px container beside the text from 960 px. */
const COVER_SIZES = "(min-width: 1160px) 560px, (min-width: 960px) 50vw, 100vw";
/** Logos are drawn 2.5rem high (.story-logo in app.css), at most 10rem wide. */
const LOGO_SIZES = "160px";

/** Unprefixed, as the list's own path: a page in another locale puts its prefix in front (`href`). */
export function industryHref(industry: string): string {
  return `${customerStories.public.list.path}?industry=${encodeURIComponent(industry)}`;
}

const LIST_PATH = customerStories.public.list.path;

/** The customer: its logo, which carries its name (a logo is the name drawn), or else the name written. */
function Customer({ name, logo, industry }: { name: string; logo: Jsonify<PublicImage> | null; industry?: string }) {
  return (
    <p className="story-customer">
      {logo ? <ResponsiveImage image={logo} sizes={LOGO_SIZES} alt={name} className="story-logo" /> : <span>{name}</span>}
      {industry ? <span className="story-industry">{industry}</span> : null}
    </p>
  );
}

function Title({ level, className, children }: { level: 2 | 3; className: string; children: ReactNode }) {
  return level === 2 ? <h2 className={className}>{children}</h2> : <h3 className={className}>{children}</h3>;
}

/** A story in the list: the whole card is its title's link, as the other cards. */
/** A story's headline figure, then "Read the story →" (the title's link covers the card): how a card and a feature end. */
function StoryEnd({ figure, figureClass }: { figure: Jsonify<StoryCardData>["figure"]; figureClass: string }) {
  const { say } = useSiteWords();
  return (
    <>
      {figure ? (
        <p className={figureClass}>
          <strong>{figure.value}</strong>
          {` ${figure.label}`}
        </p>
      ) : null}
      <p className="story-feature-more" aria-hidden="true">
        {say("stories.readStory")} <span>→</span>
      </p>
    </>
  );
}

function StoryCard({ story, priority, level }: { story: Jsonify<StoryCardData>; priority: boolean; level: 2 | 3 }) {
  return (
    <article className="card story-card">
      {story.image ? <ResponsiveImage image={story.image} sizes={CARD_IMAGE_SIZES} priority={priority} className="card-image" /> : null}
      <div className="card-body">
        <Customer name={story.customer_name} logo={story.logo} industry={story.industry} />
        <Title level={level} className="card-title">
          <Link to={story.href} prefetch="intent">
            {story.title}
          </Link>
        </Title>
        {story.summary ? <p className="card-text">{story.summary}</p> : null}
        {/* At the card's foot, so the figures of cards side by side line up whatever the summaries' lengths. */}
        <div className="story-card-foot">
          <StoryEnd figure={story.figure} figureClass="story-card-figure" />
        </div>
      </div>
    </article>
  );
}

function CatalogLinks({ id, heading, items }: { id: string; heading: string; items: Jsonify<StoryDetailPage["solutions"]> }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="story-links">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href} prefetch="intent">
              {item.title}
            </Link>
            {item.summary ? <p>{item.summary}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links in a run: "Predictive Maintenance, Hybrid Networking". */
function LinkRun({ items }: { items: Jsonify<StoryDetailPage["solutions"]> }) {
  return items.map((item, index) => (
    <span key={item.id}>
      {index > 0 ? ", " : null}
      <Link to={item.href} prefetch="intent">
        {item.title}
      </Link>
    </span>
  ));
}

/**
 * The story at a glance, under its summary: the customer's industry and what it uses, each a way on.
 * The sidebar describes the solutions and products; this is the line a reader takes in before the story.
 */
function StoryFacts({
  industry,
  solutions,
  products,
}: {
  industry: string;
  solutions: Jsonify<StoryDetailPage["solutions"]>;
  products: Jsonify<StoryDetailPage["products"]>;
}) {
  const { say, href } = useSiteWords();
  if (!industry && solutions.length === 0 && products.length === 0) return null;
  return (
    <dl className="story-facts">
      {industry ? (
        <div>
          <dt>{say("stories.industry")}</dt>
          <dd>
            <Link to={href(industryHref(industry))}>{industry}</Link>
          </dd>
        </div>
      ) : null}
      {solutions.length > 0 ? (
        <div>
          <dt>{say("header.nav.solutions")}</dt>
          <dd>
            <LinkRun items={solutions} />
          </dd>
        </div>
      ) : null}
      {products.length > 0 ? (
        <div>
          <dt>{say("header.nav.products")}</dt>
          <dd>
            <LinkRun items={products} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The feature's picture: the screen's width, or half the 1160 px container beside the text from 960 px. */
const FEATURE_IMAGE_SIZES = "(min-width: 1160px) 580px, (min-width: 960px) 50vw, 100vw";

/** "A customer's story": one story drawn wide under its heading, with the way to the rest (the home page, the company page). */
export function StorySection({ id, className, story }: { id: string; className: string; story: Jsonify<StoryCardData> }) {
  const { say, href } = useSiteWords();
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <div className="section-heading">
          <h2 id={id}>{say("catalog.story")}</h2>
          <Link to={href(LIST_PATH)}>{say("stories.all")}</Link>
        </div>
        <StoryFeature story={story} />
      </div>
    </section>
  );
}

/**
 * One story given the width of the page: its cover beside the customer, title,
 * summary and headline figure. Where a page has a single story to show (a
 * category, the company page) a lone card in a three-column grid read as
 * something missing; a full-width feature reads as chosen.
 */
export function StoryFeature({ story, headingLevel = 3 }: { story: Jsonify<StoryCardData>; headingLevel?: 2 | 3 }) {
  return (
    <article className="card story-feature">
      {story.image ? <ResponsiveImage image={story.image} sizes={FEATURE_IMAGE_SIZES} className="story-feature-image" /> : null}
      <div className="story-feature-body">
        <Customer name={story.customer_name} logo={story.logo} industry={story.industry} />
        <Title level={headingLevel} className="card-title story-feature-title">
          <Link to={story.href} prefetch="intent">
            {story.title}
          </Link>
        </Title>
        {story.summary ? <p className="story-feature-summary">{story.summary}</p> : null}
        <StoryEnd figure={story.figure} figureClass="story-card-figure story-feature-figure" />
      </div>
    </article>
  );
}

/** Stories as cards: the list, "More customer stories", and a solution's or product's page. */
/** On the list the cards' titles come under the page's h1; elsewhere under a section's h2. */
export function StoryCards({ stories, list = false }: { stories: Jsonify<StoryCardData[]>; list?: boolean }) {
  return (
    <ul className="card-grid">
      {stories.map((story, index) => (
        <li key={story.id}>
          <StoryCard story={story} priority={list && index === 0} level={list ? 2 : 3} />
        </li>
      ))}
    </ul>
  );
}

/** One customer story as visitors read it. */
export function CustomerStoryView({ page }: { page: Jsonify<Omit<StoryDetailPage, "live">> }) {
  const { say, href } = useSiteWords();
  const { story, solutions, products, more } = page;
  return (
    <article className="customer-story">
      <header className="story-hero">
        <div className="container story-hero-inner">
          <div>
            <Breadcrumbs trail={[{ label: say("header.nav.stories"), to: href(LIST_PATH) }]} current={story.customer_name} />
            <Customer name={story.customer_name} logo={story.logo} />
            <h1>{story.title}</h1>
            {story.summary ? <p className="story-summary">{story.summary}</p> : null}
            <StoryFacts industry={story.industry} solutions={solutions} products={products} />
          </div>
          {story.image ? <ResponsiveImage image={story.image} sizes={COVER_SIZES} priority className="story-cover" /> : null}
        </div>
      </header>
      <DetailLayout
        sidebarLabel={say("stories.sidebar")}
        related={
          <>
            <CatalogLinks id="story-solutions" heading={say("stories.solutionsUsed")} items={solutions} />
            <CatalogLinks id="story-products" heading={say("stories.productsUsed")} items={products} />
          </>
        }
      >
        <div className="page-body story-body">
          {story.figures.length > 0 ? (
            <section aria-labelledby="story-results">
              <h2 id="story-results" className="visually-hidden">
                {say("stories.results")}
              </h2>
              <dl className="story-figures">
                {story.figures.map((figure, index) => (
                  <div key={index} className="story-figure">
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <RichBody html={story.body} />
          {story.quote ? (
            <figure className="story-quote">
              <blockquote>
                <p>{story.quote.text}</p>
              </blockquote>
              <figcaption>
                <cite>{story.quote.person}</cite>
                {story.quote.role ? `, ${story.quote.role}` : null}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </DetailLayout>
      {more.length > 0 ? (
        <section aria-labelledby="more-stories" className="container story-more">
          <h2 id="more-stories">{say("stories.more")}</h2>
          <StoryCards stories={more} />
          <p>
            <Link to={href(LIST_PATH)}>{say("stories.all")}</Link>
          </p>
        </section>
      ) : null}
    </article>
  );
}

function IndustryFilter({ industries, industry }: { industries: string[]; industry: string }) {
  const { say, href } = useSiteWords();
  if (industries.length === 0) return null;
  return (
    <nav aria-label={say("stories.industries")} className="story-filter">
      <ul className="story-industries">
        <li>
          <Link to={href(LIST_PATH)} aria-current={industry === "" ? "page" : undefined}>
            {say("stories.allIndustries")}
          </Link>
        </li>
        {industries.map((name) => (
          <li key={name}>
            <Link to={href(industryHref(name))} aria-current={name === industry ? "page" : undefined}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The list in any language: `/customer-stories` and `/de/customer-stories` load the same shape. */
export function StoryListView({
  list,
}: {
  list: { stories: Jsonify<StoryCardData[]>; industries: string[]; industry: string; page: number; lastPage: number; pageOf: string };
}) {
  const { say, href, locale } = useSiteWords();
  const { stories, industries, industry, page, lastPage, pageOf } = list;
  const heading = say("header.nav.stories");
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[]} current={heading} />
        <h1>{industry ? `${heading}: ${industry}` : heading}</h1>
        <p>{say("stories.intro")}</p>
        {page > 1 ? <p>{pageOf}</p> : null}
      </header>
      <div className="container page-body">
        <IndustryFilter industries={industries} industry={industry} />
        {stories.length > 0 ? (
          <StoryCards stories={stories} list />
        ) : industry ? (
          <p className="empty-state">
            {`${say("stories.emptyIndustryStart")} ${quoted(industry, locale)} ${say("stories.emptyIndustryEnd")} `}
            <Link to={href(LIST_PATH)}>{say("stories.seeAll")}</Link>.
          </p>
        ) : (
          <p className="empty-state">{say("stories.empty")}</p>
        )}
        <Pagination basePath={href(industry ? industryHref(industry) : LIST_PATH)} page={page} lastPage={lastPage} />
      </div>
    </>
  );
}
