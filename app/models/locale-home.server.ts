import { sql, type RawBuilder } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { customerStories } from "~/content-types/customer-stories";
import { homeTranslationOf } from "~/schemas/home-translation";
import { localePath } from "~/utils/locales";
import { localizedCatalogItemsQuery, translatedCategoriesQuery } from "./catalog-translation.server";
import { withTimestamps, type DbOrTx } from "./crud.server";
import { localizedHomeCustomersQuery, localizedNewestStoryQuery, localizedStoryOf } from "./customer-story-translation.server";
import { HOME_CUSTOMERS, HOME_FEATURED_PRODUCTS, HOME_LATEST_NEWS, sharedHomeColumns, sharedHomeData, sharedHomeOf } from "./home.server";
import { localizedNewsQuery } from "./news-translation.server";
import { PRIVACY_PAGE_SLUG } from "./page.server";
import { livePagesInQuery } from "./page-translation.server";
import { localizedCard } from "./public-customer-story-locale.server";
import { MEDIA_REF_COLUMNS, publicImageOf, type PublicImage } from "./public-image.server";

interface Locales {
  locale: string;
  locales: readonly string[];
  fallback: boolean;
}

/** Rows read inside JSON carry their timestamps as text until `withTimestamps`. */
type JsonRow<Row> = { [Column in keyof Row]: Row[Column] extends Date ? string : Row[Column] extends Date | null ? string | null : Row[Column] };

const asJson = <Row,>(query: RawBuilder<Row>) => sql<Array<JsonRow<Row>>>`(select coalesce(json_agg(item), '[]') from (${query}) as item)`;
// Kysely puts a query builder's CTE in parentheses, not raw SQL's.
const inParentheses = <Row,>(query: RawBuilder<Row>) => sql<Row>`(${query})`;
const pictures = (db: DbOrTx, ids: RawBuilder<number>) =>
  jsonArrayFrom(db.selectFrom("media").select([...MEDIA_REF_COLUMNS, "focal_x", "focal_y"]).where("id", "in", ids));

/**
 * What a locale's home shows of the locale's own, for its page (/de) and the API's
 * `/api/frontend/home?locale=`: its newest news, the solution areas named in it, its featured products,
 * the home's words in it and all their pictures. One statement rather than eight, so an uncached read
 * pays one round trip (on PGlite, queues once): the page adds its translated pages and product lines
 * to it, the API the parts the default home shares. `localeHomeOf` reads the row.
 */
export function localeHomeQuery(db: DbOrTx, { locale, fallback }: { locale: string; fallback: boolean }) {
  // Each list is read once, for itself and for its pictures' ids: written out twice, each was planned and run twice.
  return db
    .with("home_news", () => localizedNewsQuery(db, { locale, fallback }).limit(HOME_LATEST_NEWS))
    .with("home_solution_area", () => inParentheses(translatedCategoriesQuery("solution", locale)))
    .with("home_product", () => inParentheses(localizedCatalogItemsQuery("product", { locale, fallback, limit: HOME_FEATURED_PRODUCTS })))
    .selectNoFrom((eb) => [
      jsonArrayFrom(eb.selectFrom("home_news").selectAll()).as("news"),
      jsonArrayFrom(eb.selectFrom("home_solution_area").selectAll()).as("solutionAreas"),
      jsonArrayFrom(eb.selectFrom("home_product").selectAll()).as("products"),
      sql<unknown>`(select value from setting_translation where name = 'home' and locale = ${locale})`.as("homeWords"),
      pictures(db, sql<number>`(select cover_image_id from home_news
        union select image_id from home_solution_area
        union select image_id from home_product)`).as("media"),
    ]);
}

type LocaleHomeRow = Awaited<ReturnType<ReturnType<typeof localeHomeQuery>["executeTakeFirstOrThrow"]>>;

export function localeHomeOf(row: LocaleHomeRow) {
  return {
    news: withTimestamps(row.news),
    solutionAreas: withTimestamps(row.solutionAreas),
    products: withTimestamps(row.products),
    homeWords: homeTranslationOf(row.homeWords),
    media: new Map(row.media.map((media) => [media.id, media])),
  };
}

type CardOf = { id: number; title: string; text: string; href: string; image: PublicImage | null };

/**
 * `/de` as the page draws it, in the one statement the default home's page makes too: its own parts as
 * cards with their pictures, linked at the locale's addresses, and the parts every language's home shares.
 */
export async function getLocaleHomeContent(db: DbOrTx, { locale, locales, fallback }: Locales) {
  const customers = localizedHomeCustomersQuery({ locale, fallback, limit: HOME_CUSTOMERS });
  const newestStory = localizedNewestStoryQuery({ locale, fallback });
  const row = await localeHomeQuery(db, { locale, fallback })
    .select(sharedHomeColumns(db))
    .select([
      // Only the first is shown (the hero's button); the privacy policy is the footer's to link, not a page to introduce the company with.
      jsonArrayFrom(livePagesInQuery(db, { locale }).where("page.slug", "!=", PRIVACY_PAGE_SLUG).limit(1)).as("pages"),
      asJson(customers).as("customers"),
      asJson(newestStory).as("stories"),
      pictures(db, sql<number>`(select logo_id from (${customers}) as customer
        union select unnest(array[cover_image_id, logo_id]) from (${newestStory}) as story)`).as("pageMedia"),
    ])
    .executeTakeFirstOrThrow();
  const rows = { ...localeHomeOf(row), pages: row.pages };
  const publicImages = new Map(
    [...rows.media.values(), ...row.pageMedia].map(({ mime: _mime, ...columns }) => [columns.id, publicImageOf(columns)] as const),
  );
  const image = (id: number | null): PublicImage | null => (id ? (publicImages.get(id) ?? null) : null);
  const card = (path: string) => (category: { id: number; name: string; slug: string; description: string; image_id: number | null }): CardOf => ({
    id: category.id,
    title: category.name,
    text: category.description,
    href: localePath(locale, `${path}/${category.slug}`, locales),
    image: image(category.image_id),
  });
  return {
    shared: sharedHomeData(sharedHomeOf(row)),
    articles: rows.news.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      href: localePath(locale, `/news-details/${article.slug}`, locales),
      published_at: article.published_at,
      image: image(article.cover_image_id),
    })),
    pages: rows.pages.map((page) => ({ id: page.id, title: page.title, text: page.seo_description, href: localePath(locale, `/${page.slug}`, locales) })),
    solutions: rows.solutionAreas.map(card("/solutions")),
    // The featured products, as the default home shows them, not the product lines the menu already lists.
    products: rows.products.map((product) => ({
      id: product.id,
      title: product.title,
      text: product.summary,
      href: localePath(locale, `/product-details/${product.slug}`, locales),
      image: image(product.image_id),
    })),
    customers: row.customers.map((customer) => ({
      id: Number(customer.id),
      name: customer.customer_name,
      href: localePath(locale, `${customerStories.public.list.path}/${customer.slug}`, locales),
      logo: image(customer.logo_id),
    })),
    // The newest story, as the default home shows it, in the locale's words where it has them.
    story: row.stories[0] ? localizedCard(localizedStoryOf(row.stories[0]), publicImages, { locale, locales, fallback }) : null,
    homeWords: rows.homeWords,
  };
}
