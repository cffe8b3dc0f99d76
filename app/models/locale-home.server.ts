import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { homeTranslationOf, type HomeTranslation } from "~/schemas/home-translation";
import { localePath } from "~/utils/locales";
import { translatedCategoriesQuery } from "./catalog-translation.server";
import { withTimestamps, type DbOrTx } from "./crud.server";
import { localizedNewsQuery } from "./news-translation.server";
import { PRIVACY_PAGE_SLUG } from "./page.server";
import { livePagesInQuery } from "./page-translation.server";
import { publicImageOf, publicImagesQuery, type PublicImage } from "./public-image.server";

const HOME_NEWS = 3;

interface Locales {
  locale: string;
  locales: readonly string[];
  fallback: boolean;
}

type CardOf = { id: number; title: string; text: string; href: string; image: PublicImage | null };

/**
 * What a locale's home (/de) shows of the locale's own: its newest news, its translated pages, the
 * categories named in it, the home's words in it and all their pictures. One statement rather than
 * eight, so an uncached `/de` pays one round trip beside the default home's (on PGlite, queues once).
 */
export async function getLocaleHomeContent(db: DbOrTx, { locale, locales, fallback }: Locales) {
  const news = localizedNewsQuery(db, { locale, fallback }).limit(HOME_NEWS);
  const solutionAreas = translatedCategoriesQuery("solution", locale);
  const productLines = translatedCategoriesQuery("product", locale);
  const pictureIds = sql<number>`(select cover_image_id from ${news} as news
    union select image_id from (${solutionAreas}) as solution_area
    union select image_id from (${productLines}) as product_line)`;
  type CategoryRow = { id: number; name: string; slug: string; description: string; image_id: number | null };
  const row = await db
    .selectNoFrom([
      jsonArrayFrom(news).as("news"),
      jsonArrayFrom(livePagesInQuery(db, { locale })).as("pages"),
      sql<CategoryRow[]>`(select coalesce(json_agg(category), '[]') from (${solutionAreas}) as category)`.as("solutionAreas"),
      sql<CategoryRow[]>`(select coalesce(json_agg(category), '[]') from (${productLines}) as category)`.as("productLines"),
      sql<unknown>`(select value from setting_translation where name = 'home' and locale = ${locale})`.as("homeWords"),
      jsonArrayFrom(publicImagesQuery(db).where("id", "in", pictureIds)).as("images"),
    ])
    .executeTakeFirstOrThrow();

  const images = new Map(row.images.map((image) => [image.id, publicImageOf(image)]));
  const image = (id: number | null) => (id ? images.get(id) ?? null : null);
  const card = (path: string) => (category: CategoryRow): CardOf => ({
    id: category.id,
    title: category.name,
    text: category.description,
    href: localePath(locale, `${path}/${category.slug}`, locales),
    image: image(category.image_id),
  });
  return {
    articles: withTimestamps(row.news).map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      href: localePath(locale, `/news-details/${article.slug}`, locales),
      published_at: article.published_at,
      image: image(article.cover_image_id),
    })),
    // The privacy policy is the footer's to link, not a page to introduce the company with.
    pages: row.pages
      .filter((page) => page.page_slug !== PRIVACY_PAGE_SLUG)
      .map((page) => ({ id: page.id, title: page.title, text: page.seo_description, href: localePath(locale, `/${page.slug}`, locales) })),
    solutions: row.solutionAreas.map(card("/solutions")),
    products: row.productLines.map(card("/products")),
    homeWords: homeTranslationOf(row.homeWords) satisfies HomeTranslation,
  };
}
