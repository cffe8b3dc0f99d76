import type { CategoryPage } from "~/models/public-catalog.server";
import type { Jsonify } from "./jsonify";
import { Breadcrumbs } from "./breadcrumbs";
import { Card } from "./card";
import { ResponsiveImage } from "./responsive-image";

export function CategoryView({ page, kindLabel }: { page: Jsonify<CategoryPage>; kindLabel: string }) {
  const { category, items } = page;
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[{ label: kindLabel }]} />
        <h1>{category.name}</h1>
        {category.description ? <p>{category.description}</p> : null}
      </header>
      <div className="container page-body">
        {category.image ? (
          <ResponsiveImage
            image={category.image}
            sizes="(min-width: 1160px) 1128px, 100vw"
            priority
            className="detail-image category-image"
          />
        ) : null}
        {items.length > 0 ? (
          <ul className="card-grid">
            {items.map((item, index) => (
              <li key={item.id}>
                {/* On a phone the first card's picture is larger than the banner: the page's largest paint. */}
                <Card href={item.href} title={item.title} text={item.summary} image={item.image} headingLevel={2} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">Nothing is published in this category yet.</p>
        )}
      </div>
    </>
  );
}
