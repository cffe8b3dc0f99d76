import { Link } from "@remix-run/react";
import type { CategoryPage } from "~/models/public-catalog.server";
import type { Jsonify } from "./jsonify";
import { Breadcrumbs } from "./breadcrumbs";
import { Card, GuardNote } from "./card";
import { StoryFeature } from "./customer-story";
import { ResponsiveImage } from "./responsive-image";

/** A category page reads top to bottom: what the category is for, its items, a customer who uses one, and a next step. */
export function CategoryView({ page, kindLabel }: { page: Jsonify<CategoryPage>; kindLabel: string }) {
  const { category, items, story } = page;
  const noun = kindLabel === "Solutions" ? "solution" : "product";
  // Every category page opens with an introduction, the editor's description or else a plain line.
  const intro = category.description || `The ${noun}s we offer in ${category.name}: open one to see what it does and how we deliver it.`;
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[{ label: kindLabel }]} current={category.name} />
        <h1>{category.name}</h1>
        <p className="category-intro">{intro}</p>
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
          <>
            <GuardNote sentence={`Full ${noun} pages are free for registered customers.`} returnTo={category.href} />
            <ul className="card-grid">
              {items.map((item, index) => (
                <li key={item.id}>
                  {/* On a phone the first card's picture is larger than the banner: the page's largest paint. */}
                  <Card href={item.href} title={item.title} text={item.summary} image={item.image} headingLevel={2} priority={index === 0} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="empty-state">Nothing is published in this category yet.</p>
        )}
        {story ? (
          <section className="category-story" aria-labelledby="category-story">
            <h2 id="category-story">A customer&apos;s story</h2>
            <StoryFeature story={story} />
          </section>
        ) : null}
        <section className="category-cta" aria-labelledby="category-cta">
          <h2 id="category-cta">Not sure which fits?</h2>
          <p>Tell us what you need and one of our engineers will get back to you within a working day.</p>
          <Link className="button" to="/contact-us">
            Contact us
          </Link>
        </section>
      </div>
    </>
  );
}
