import { Link, useRouteLoaderData } from "@remix-run/react";
import type { publicLayoutData } from "~/routes/__public-frame.server";
import type { CategoryPage } from "~/models/public-catalog.server";
import { overviewPath, type CatalogKind } from "~/utils/kinds";
import type { Jsonify } from "./jsonify";
import { Breadcrumbs } from "./breadcrumbs";
import { Card, GuardNote } from "./card";
import { StoryFeature } from "./customer-story";
import { ResponsiveImage } from "./responsive-image";
import { categoriesInLocale } from "./site-frame";
import { useSiteWords } from "./words";

/** A category page reads top to bottom: what the category is for, its items, a customer who uses one, and a next step. */
export function CategoryView({ page, kind }: { page: Jsonify<CategoryPage>; kind: CatalogKind }) {
  const { say, href, locale } = useSiteWords();
  const { category, items, story } = page;
  const frame = useRouteLoaderData<typeof publicLayoutData>("routes/_public");
  // The kind's other categories, as the menu names them: a visitor who came to the wrong one goes on from here.
  const others = frame ? categoriesInLocale(frame, kind, { locale, href }).filter((link) => link.href !== category.href) : [];
  const kindLabel = say(kind === "product" ? "header.nav.products" : "header.nav.solutions");
  // Every category page opens with an introduction, the editor's description or else a plain line.
  const intro = category.description || `${say(`catalog.${kind}.introStart`)} ${category.name}${say("catalog.introEnd")}`;
  return (
    <>
      {/* The picture beside the words, whole at its own 16:9: a banner across the page cut its drawing in half. */}
      <header className="page-header container category-header">
        <div>
          <Breadcrumbs trail={[{ label: kindLabel, to: href(overviewPath(kind)) }]} current={category.name} />
          <h1>{category.name}</h1>
          <p className="category-intro">{intro}</p>
        </div>
        {category.image ? (
          <ResponsiveImage image={category.image} sizes="(min-width: 1160px) 552px, (min-width: 960px) 48vw, 100vw" priority className="detail-image category-image" />
        ) : null}
      </header>
      <div className="container page-body">
        {items.length > 0 ? (
          <>
            <GuardNote sentence={say(`catalog.${kind}.guard`)} returnTo={category.href} />
            {/* On a phone the cards stack as rows with thumbnails, as the home's do: the category reads as a list. */}
            <ul className="card-grid card-stack">
              {items.map((item, index) => (
                <li key={item.id}>
                  <Card href={item.href} title={item.title} text={item.summary} image={item.image} headingLevel={2} priority={index === 0} stacked guardNoted />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="empty-state">{say("catalog.empty")}</p>
        )}
        {story ? (
          <section className="category-story" aria-labelledby="category-story">
            <h2 id="category-story">{say("catalog.story")}</h2>
            <StoryFeature story={story} />
          </section>
        ) : null}
        {others.length > 0 ? (
          <nav className="category-others" aria-labelledby="category-others">
            <h2 id="category-others">{say(`catalog.${kind}.others`)}</h2>
            <ul>
              {others.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} prefetch="intent">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section className="category-cta" aria-labelledby="category-cta">
          {/* Named after the area, so no two hubs close on the same words. */}
          <h2 id="category-cta">{`${say("catalog.askStart")} ${category.name}${say("catalog.askEnd")}`}</h2>
          <p>{say("catalog.notSureText")}</p>
          <Link className="button" to={href("/contact-us")}>
            {say("header.nav.contact")}
          </Link>
        </section>
      </div>
    </>
  );
}
