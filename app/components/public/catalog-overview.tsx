import { Link } from "@remix-run/react";
import type { CatalogOverview, GlanceItem } from "~/models/public-catalog.server";
import type { CatalogKind } from "~/utils/kinds";
import { Breadcrumbs } from "./breadcrumbs";
import { Card, GuardNote } from "./card";
import type { Jsonify } from "./jsonify";
import { useSiteWords } from "./words";

/**
 * /solutions and /products: one card per category, so a visitor who followed "Solutions" sees every
 * area at once, then every item at a glance, before choosing one.
 */
export function CatalogOverviewView({ overview, kind }: { overview: Jsonify<CatalogOverview>; kind: CatalogKind }) {
  const { say, href } = useSiteWords();
  const kindLabel = say(kind === "product" ? "header.nav.products" : "header.nav.solutions");
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[]} current={kindLabel} />
        <h1>{kindLabel}</h1>
        <p className="category-intro">{say(`catalog.${kind}.overviewIntro`)}</p>
      </header>
      <div className="container page-body">
        {overview.categories.length > 0 ? (
          <ul className="card-grid overview-grid">
            {overview.categories.map((category, index) => (
              <li key={category.id}>
                {/* On a phone the first card's picture is the first view's largest paint. */}
                <Card href={category.href} title={category.name} text={category.description} image={category.image} headingLevel={2} priority={index === 0}>
                  {/* The card's title is its link; this only shows where the card leads. */}
                  <p className="overview-open" aria-hidden="true">
                    {say(`catalog.${kind}.overviewOpen`)} <span>→</span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{say("catalog.overviewEmpty")}</p>
        )}
        <Glance items={overview.glance} kind={kind} />
        <section className="category-cta" aria-labelledby="category-cta">
          <h2 id="category-cta">{say("catalog.notSure")}</h2>
          <p>{say("catalog.notSureText")}</p>
          <Link className="button" to={href("/contact-us")}>
            {say("header.nav.contact")}
          </Link>
        </section>
      </div>
    </>
  );
}

/**
 * Every item in a line: its name, what it is for and its range, one under another, so a visitor
 * compares them before opening one, and asks us (the box below) when none fits. Not worth it for one.
 */
function Glance({ items, kind }: { items: Jsonify<GlanceItem[]>; kind: CatalogKind }) {
  const { say } = useSiteWords();
  if (items.length < 2) return null;
  return (
    <section className="glance" aria-labelledby="glance">
      <h2 id="glance">{say(`catalog.${kind}.glance`)}</h2>
      <GuardNote sentence={say(`catalog.${kind}.guard`)} quiet />
      <ul className="glance-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href} prefetch="intent" className="glance-title">
              {item.title}
            </Link>
            <p className="glance-summary">{item.summary}</p>
            <p className="glance-category">{item.category}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
