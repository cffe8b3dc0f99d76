import { Link } from "@remix-run/react";
import type { CatalogDetailPage } from "~/models/public-catalog.server";
import { contactHref } from "~/utils/contact-links";
import { Breadcrumbs } from "./breadcrumbs";
import { StoryCards } from "./customer-story";
import { DETAIL_IMAGE_SIZES, DetailLayout, RelatedItems } from "./detail-layout";
import type { Jsonify } from "./jsonify";
import { PreviewBanner } from "./preview-banner";
import { ResponsiveImage } from "./responsive-image";
import { RichBody } from "./rich-body";

export function CatalogDetailView({
  page,
  kindLabel,
  preview,
}: {
  page: Jsonify<CatalogDetailPage>;
  kindLabel: string;
  preview: "draft" | "scheduled" | null;
}) {
  const { item, category, related, stories } = page;
  const relatedHeading = `Related ${kindLabel.toLowerCase()}`;
  // A product is bought: its page asks for a quote, the contact form's subject already written.
  const action = isProduct(kindLabel)
    ? { label: "Request a quote", href: contactHref(`Quote request: ${item.title}`) }
    : { label: "Contact us", href: contactHref(`About ${item.title}`) };
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <DetailLayout
        sidebarLabel={`Contact us and ${relatedHeading.toLowerCase()}`}
        related={<RelatedItems heading={relatedHeading} items={related.map((other) => ({ ...other, text: other.summary }))} />}
        action={action}
      >
        <article>
          <header className="page-header">
            <Breadcrumbs trail={category ? [{ label: kindLabel }, { label: category.name, href: category.href }] : [{ label: kindLabel }]} current={item.title} />
            <h1>{item.title}</h1>
            {item.summary ? <p className="detail-summary">{item.summary}</p> : null}
            <p className="detail-actions">
              <Link className="button" to={action.href}>
                {action.label}
              </Link>
            </p>
          </header>
          <div className="page-body">
            {item.image ? <ResponsiveImage image={item.image} sizes={DETAIL_IMAGE_SIZES} priority className="detail-image" /> : null}
            <KeyFacts category={category} stories={stories} />
            <RichBody html={item.body} />
            {stories.length > 0 ? (
              <section aria-labelledby="catalog-stories">
                <h2 id="catalog-stories">Customer stories</h2>
                <StoryCards stories={stories} />
              </section>
            ) : null}
          </div>
        </article>
      </DetailLayout>
    </>
  );
}

function isProduct(kindLabel: string): boolean {
  return kindLabel === "Products";
}

/** The company profile: the one document the site offers for download. */
const COMPANY_PROFILE_PDF = "/admin/CompanyPDF";

/**
 * The facts a buyer scans for before reading, from what the site already
 * holds: the category, the customers whose stories name the item, the
 * headline result of the newest of them, and the download.
 */
function KeyFacts({ category, stories }: Pick<Jsonify<CatalogDetailPage>, "category" | "stories">) {
  const result = stories.find((story) => story.figure);
  return (
    <section className="key-facts" aria-labelledby="key-facts">
      <h2 id="key-facts">Key facts</h2>
      <dl>
        {category ? (
          <div>
            <dt>Category</dt>
            <dd>
              <Link to={category.href}>{category.name}</Link>
            </dd>
          </div>
        ) : null}
        {stories.length > 0 ? (
          <div>
            <dt>In use at</dt>
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
            <dt>Result</dt>
            <dd>
              <strong>{result.figure.value}</strong>
              {` ${result.figure.label} (${result.customer_name})`}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Download</dt>
          <dd>
            <a href={COMPANY_PROFILE_PDF}>Company profile (PDF)</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
