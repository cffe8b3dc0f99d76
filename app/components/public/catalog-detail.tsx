import type { CatalogDetailPage } from "~/models/public-catalog.server";
import { Breadcrumbs } from "./breadcrumbs";
import { Card } from "./card";
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
  const { item, category, related } = page;
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      <article>
        <header className="page-header container">
          <Breadcrumbs trail={category ? [{ label: kindLabel }, { label: category.name, href: category.href }] : [{ label: kindLabel }]} />
          <h1>{item.title}</h1>
          {item.summary ? <p>{item.summary}</p> : null}
        </header>
        <div className="container page-body">
          {item.image ? (
            <ResponsiveImage image={item.image} sizes="(min-width: 1160px) 1128px, 100vw" priority className="detail-image" />
          ) : null}
          <RichBody html={item.body} />
        </div>
      </article>
      {related.length > 0 ? (
        <section className="section section-muted" aria-labelledby="related">
          <div className="container">
            <h2 id="related">Related {kindLabel.toLowerCase()}</h2>
            <ul className="card-grid">
              {related.map((other) => (
                <li key={other.id}>
                  <Card href={other.href} title={other.title} text={other.summary} image={other.image} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
