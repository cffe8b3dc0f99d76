import { Link } from "@remix-run/react";
import type { CatalogDetailPage } from "~/models/public-catalog.server";
import { contactHref } from "~/utils/contact-links";
import { overviewPath, type CatalogKind } from "~/utils/kinds";
import { Breadcrumbs } from "./breadcrumbs";
import { StoryCards } from "./customer-story";
import { DETAIL_IMAGE_SIZES, DetailLayout, RelatedItems } from "./detail-layout";
import type { Jsonify } from "./jsonify";
import { PreviewBanner } from "./preview-banner";
import { ResponsiveImage } from "./responsive-image";
import { RichBody } from "./rich-body";
import { useSiteWords } from "./words";

export function CatalogDetailView({
  page,
  kind,
  preview,
  ask,
}: {
  page: Jsonify<CatalogDetailPage>;
  kind: CatalogKind;
  preview: "draft" | "scheduled" | null;
  /** "Ask about Cloud Migration": the button under a solution's summary names it, the header's and sidebar's say "Contact us". */
  ask: string;
}) {
  const { say, href } = useSiteWords();
  const { item, category, related, stories } = page;
  const kindLabel = say(kind === "product" ? "header.nav.products" : "header.nav.solutions");
  const relatedHeading = say(`catalog.${kind}.related`);
  // A product is bought: its page asks for a quote, the contact form's subject already written.
  const action =
    kind === "product"
      ? { label: say("catalog.requestQuote"), href: contactHref(`${say("catalog.quoteSubject")} ${item.title}`, href("/contact-us")) }
      : { label: say("header.nav.contact"), href: contactHref(`${say("catalog.aboutSubject")} ${item.title}`, href("/contact-us")) };
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <DetailLayout
        sidebarLabel={say(`catalog.${kind}.sidebar`)}
        related={<RelatedItems heading={relatedHeading} items={related.map((other) => ({ ...other, text: other.summary }))} />}
        action={action}
      >
        <article>
          <header className="page-header">
            <Breadcrumbs trail={[{ label: kindLabel, to: href(overviewPath(kind)) }, ...(category ? [{ label: category.name, href: category.href }] : [])]} current={item.title} />
            <h1>{item.title}</h1>
            {item.summary ? <p className="detail-summary">{item.summary}</p> : null}
            <p className="detail-actions">
              <Link className="button" to={action.href}>
                {kind === "product" ? action.label : ask}
              </Link>
            </p>
          </header>
          <div className="page-body">
            {item.image ? <ResponsiveImage image={item.image} sizes={DETAIL_IMAGE_SIZES} priority className="detail-image" /> : null}
            <KeyFacts category={category} stories={stories} />
            <RichBody html={item.body} />
            {stories.length > 0 ? (
              <section aria-labelledby="catalog-stories" className="detail-stories">
                <h2 id="catalog-stories">{say("header.nav.stories")}</h2>
                <StoryCards stories={stories} />
              </section>
            ) : null}
          </div>
        </article>
      </DetailLayout>
    </>
  );
}

/**
 * The facts a buyer scans for before reading, from what the site already
 * holds: the category, the customers whose stories name the item, the
 * headline result of the newest of them. The company profile is not among
 * them: it is the company's, not the item's, and the footer offers it on every page.
 */
function KeyFacts({ category, stories }: Pick<Jsonify<CatalogDetailPage>, "category" | "stories">) {
  const { say } = useSiteWords();
  const result = stories.find((story) => story.figure);
  return (
    <section className="key-facts" aria-labelledby="key-facts">
      <h2 id="key-facts">{say("catalog.keyFacts")}</h2>
      <dl>
        {category ? (
          <div>
            <dt>{say("catalog.category")}</dt>
            <dd>
              <Link to={category.href}>{category.name}</Link>
            </dd>
          </div>
        ) : null}
        {stories.length > 0 ? (
          <div>
            <dt>{say("catalog.inUseAt")}</dt>
            <dd>
              {stories.map((story, index) => (
                <span key={story.id}>
                  {index > 0 ? ", " : null}
                  <Link to={story.href}>{story.customer_name}</Link>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {result?.figure ? (
          <div>
            <dt>{say("catalog.result")}</dt>
            <dd>
              <strong>{result.figure.value}</strong>
              {` ${result.figure.label} (${result.customer_name})`}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
