import { sql, type RawBuilder } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { homeTranslationOf } from "~/schemas/home-translation";
import { localePath } from "~/utils/locales";
import { localizedCatalogItemsQuery, translatedCategoriesQuery } from "./catalog-translation.server";
import { withTimestamps, type DbOrTx } from "./crud.server";
import { HOME_FEATURED_PRODUCTS, HOME_LATEST_NEWS } from "./home.server";
import { localizedNewsQuery } from "./news-translation.server";
import { PRIVACY_PAGE_SLUG } from "./page.server";
import { livePagesInQuery } from "./page-translation.server";
import { MEDIA_REF_COLUMNS, publicImageOf, type PublicImage } from "./public-image.server";

interface Locales {
  locale: string;
  locales: readonly string[];
  fallback: boolean;
}

/** Rows read inside JSON carry their timestamps as text until `withTimestamps`. */
type JsonRow<Row> = { [Column in keyof Row]: Row[Column] extends Date ? string : Row[Column] extends Date | null ? string | null : Row[Column] };

/**
 * What a locale's home shows of the locale's own, for its page (/de) and the API's
 * `/api/frontend/home?locale=`: its newest news, translated pages, the categories named in it, its
 * featured products, the home's words in it and all their pictures. One statement rather than nine,
 * so an uncached read pays one round trip beside the default home's (on PGlite, queues once).
 */
export async function readLocaleHome(db: DbOrTx, { locale, fallback }: { locale: string; fallback: boolean }) {
  const news = localizedNewsQuery(db, { locale, fallback }).limit(HOME_LATEST_NEWS);
  const solutionAreas = translatedCategoriesQuery("solution", locale);
  const productLines = translatedCategoriesQuery("product", locale);
  const products = localizedCatalogItemsQuery("product", { locale, fallback, limit: HOME_FEATURED_PRODUCTS });
  const pictureIds = sql<number>`(select cover_image_id from ${news} as news
    union select image_id from (${solutionAreas}) as solution_area
    union select image_id from (${productLines}) as product_line
    union select image_id from (${products}) as product)`;
  const asJson = <Row,>(query: RawBuilder<Row>) => sql<Array<JsonRow<Row>>>`(select coalesce(json_agg(item), '[]') from (${query}) as item)`;
  const row = await db
    .selectNoFrom([
      jsonArrayFrom(news).as("news"),
      jsonArrayFrom(livePagesInQuery(db, { locale })).as("pages"),
      asJson(solutionAreas).as("solutionAreas"),
      asJson(productLines).as("productLines"),
      asJson(products).as("products"),
      sql<unknown>`(select value from setting_translation where name = 'home' and locale = ${locale})`.as("homeWords"),
      jsonArrayFrom(db.selectFrom("media").select([...MEDIA_REF_COLUMNS, "focal_x", "focal_y"]).where("id", "in", pictureIds)).as("media"),
    ])
    .executeTakeFirstOrThrow();
  return {
    news: withTimestamps(row.news),
    pages: row.pages,
    solutionAreas: withTimestamps(row.solutionAreas),
    productLines: withTimestamps(row.productLines),
    products: withTimestamps(row.products),
    homeWords: homeTranslationOf(row.homeWords),
    media: new Map(row.media.map((media) => [media.id, media])),
  };
}

type CardOf = { id: number; title: string; text: string; href: string; image: PublicImage | null };

/** `/de`'s own parts, as the page draws them: cards with their pictures, linked at the locale's addresses. */
export async function getLocaleHomeContent(db: DbOrTx, { locale, locales, fallback }: Locales) {
  const rows = await readLocaleHome(db, { locale, fallback });
  const image = (id: number | null): PublicImage | null => {
    const found = id ? rows.media.get(id) : undefined;
    if (!found) return null;
    const { mime: _mime, ...columns } = found;
    return publicImageOf(columns);
  };
  const card = (path: string) => (category: { id: number; name: string; slug: string; description: string; image_id: number | null }): CardOf => ({
    id: category.id,
    title: category.name,
    text: category.description,
    href: localePath(locale, `${path}/${category.slug}`, locales),
    image: image(category.image_id),
  });
  return {
    articles: rows.news.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      href: localePath(locale, `/news-details/${article.slug}`, locales),
      published_at: article.published_at,
      image: image(article.cover_image_id),
    })),
    // The privacy policy is the footer's to link, not a page to introduce the company with.
    pages: rows.pages
      .filter((page) => page.page_slug !== PRIVACY_PAGE_SLUG)
      .map((page) => ({ id: page.id, title: page.title, text: page.seo_description, href: localePath(locale, `/${page.slug}`, locales) })),
    solutions: rows.solutionAreas.map(card("/solutions")),
    products: rows.productLines.map(card("/products")),
    homeWords: rows.homeWords,
  };
}
