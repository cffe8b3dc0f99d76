import type { CatalogDetailPage } from "~/models/public-catalog.server";
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
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <DetailLayout
        sidebarLabel={`Contact us and ${relatedHeading.toLowerCase()}`}
        related={<RelatedItems heading={relatedHeading} items={related.map((other) => ({ ...other, text: other.summary }))} />}
      >
        <article>
          <header className="page-header">
            <Breadcrumbs trail={category ? [{ label: kindLabel }, { label: category.name, href: category.href }] : [{ label: kindLabel }]} current={item.title} />
            <h1>{item.title}</h1>
            {item.summary ? <p>{item.summary}</p> : null}
          </header>
          <div className="page-body">
            {item.image ? <ResponsiveImage image={item.image} sizes={DETAIL_IMAGE_SIZES} priority className="detail-image" /> : null}
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
