import type { CounterItem, SettingValues } from "~/schemas/settings";
import { parseVideoLink } from "~/schemas/links";
import { mediaUrl } from "~/utils/media-url";
import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { publicCertificatesQuery } from "./certificate.server";
import { isLive, withTimestamps, type DbOrTx } from "./crud.server";
import { publicHeroContentsQuery } from "./hero-content.server";
import { publicHomeSlidesQuery } from "./home-slide.server";
import { latestNewsQuery } from "./news.server";
import { publicProductsQuery } from "./product.server";
import { latestLiveStoryQuery, storyCardImageIds, storyCardOf, type StoryCard } from "./public-customer-story.server";
import { MEDIA_REF_COLUMNS, publicImageOf, type MediaRef, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";
import { settingsFromRows, storedSettingsQuery } from "./setting.server";
import { publicSolutionCategoriesQuery } from "./solution-category.server";

/** The home page and /api/frontend/home read the same rows (getHomeContent), so they show the same. */

export const HOME_FEATURED_PRODUCTS = 6;
export const HOME_LATEST_NEWS = 3;
/** The customers' logos strip: one row on a wide screen. */
export const HOME_CUSTOMERS = 6;

interface HomeCard {
  id: number;
  title: string;
  text: string;
  href: string;
  image: PublicImage | null;
}

export interface HomeData {
  hero: SettingValues["hero"];
  counters: CounterItem[];
  heroVideo: {
    title: string;
    caption: string;
    poster: PublicImage | null;
    player: { kind: "file"; src: string } | { kind: "embed"; src: string; service: "YouTube" | "Vimeo" } | null;
  };
  slides: Array<{
    id: number;
    title: string;
    subtitle: string;
    button_label: string;
    button_url: string;
    image: PublicImage | null;
  }>;
  heroContents: Array<{ id: number; title: string; body: string; icon: string; link_url: string; image: PublicImage | null }>;
  solutionCategories: HomeCard[];
  featuredProducts: HomeCard[];
  certificates: Array<{ id: number; name: string; url: string; image: PublicImage | null }>;
  news: Array<HomeCard & { published_at: Date | null }>;
  /** The customers of the newest live stories: their logo (or name) leads to their story. */
  customers: Array<{ id: number; name: string; href: string; logo: PublicImage | null }>;
  /** The newest live story, drawn wide between the products and the news: proof between two grids of cards. */
  story: StoryCard | null;
}

function videoPlayer(url: string): HomeData["heroVideo"]["player"] {
  const link = url ? parseVideoLink(url) : undefined;
  if (!link) return null;
  if (link.kind === "mp4") return { kind: "file", src: link.url };
  return { kind: "embed", src: link.embedUrl, service: link.kind === "youtube" ? "YouTube" : "Vimeo" };
}

const HOME_SETTINGS = ["hero", "counter", "hero_video"] as const;

/** One statement rather than eight: an uncached page pays one round trip (on PGlite, waits in the queue once). */
export async function getHomeContent(db: DbOrTx) {
  const row = await homeContentQuery(db).executeTakeFirstOrThrow();
  const shared = sharedHomeOf(row);
  return {
    ...shared,
    categories: withTimestamps(row.categories),
    products: withTimestamps(row.products),
    news: withTimestamps(row.news),
    customers: row.customers,
    story: row.stories[0] ?? null,
    media: new Map<number, MediaRef>([...shared.media, ...row.media.map((media) => [media.id, media] as const)]),
  };
}

function homeContentQuery(db: DbOrTx) {
  const ids = db
    .selectFrom(publicSolutionCategoriesQuery(db).as("category"))
    .select("category.image_id as id")
    .union(db.selectFrom(publicProductsQuery(db, { limit: HOME_FEATURED_PRODUCTS }).as("product")).select("product.image_id as id"))
    .union(db.selectFrom(latestNewsQuery(db, { limit: HOME_LATEST_NEWS }).as("news")).select("news.cover_image_id as id"))
    .union(db.selectFrom(homeCustomersQuery(db).as("story")).select("story.logo_id as id"))
    .union(db.selectFrom(latestLiveStoryQuery(db).as("newest")).select("newest.cover_image_id as id"))
    .union(db.selectFrom(latestLiveStoryQuery(db).as("newest")).select("newest.logo_id as id"));
  return db.selectNoFrom([
    ...sharedHomeColumns(db),
    jsonArrayFrom(publicSolutionCategoriesQuery(db)).as("categories"),
    jsonArrayFrom(publicProductsQuery(db, { limit: HOME_FEATURED_PRODUCTS })).as("products"),
    jsonArrayFrom(latestNewsQuery(db, { limit: HOME_LATEST_NEWS })).as("news"),
    jsonArrayFrom(homeCustomersQuery(db)).as("customers"),
    jsonArrayFrom(latestLiveStoryQuery(db)).as("stories"),
    jsonArrayFrom(db.selectFrom("media").select(MEDIA_REF_COLUMNS).where("id", "in", ids)).as("media"),
  ]);
}

/**
 * What a home in another language shares with the default one: its settings, slides, "why us" blocks,
 * certificates and their pictures, without the default language's categories, products and news,
 * which that home replaces with its own. Columns of the default home's statement, and of the other
 * language's (so an uncached read stays one round trip); `sharedHomeOf` reads them back.
 */
export function sharedHomeColumns(db: DbOrTx) {
  return [
    jsonArrayFrom(storedSettingsQuery(db, HOME_SETTINGS)).as("sharedSettings"),
    jsonArrayFrom(publicHomeSlidesQuery(db)).as("sharedSlides"),
    jsonArrayFrom(publicHeroContentsQuery(db)).as("sharedHeroContents"),
    jsonArrayFrom(publicCertificatesQuery(db)).as("sharedCertificates"),
    jsonArrayFrom(db.selectFrom("media").select(MEDIA_REF_COLUMNS).where("id", "in", sharedHomeMediaIds(db))).as("sharedMedia"),
  ] as const;
}

type SharedHomeRow = Pick<
  Awaited<ReturnType<ReturnType<typeof homeContentQuery>["executeTakeFirstOrThrow"]>>,
  "sharedSettings" | "sharedSlides" | "sharedHeroContents" | "sharedCertificates" | "sharedMedia"
>;

export function sharedHomeOf(row: SharedHomeRow) {
  return {
    settings: settingsFromRows(HOME_SETTINGS, row.sharedSettings),
    slides: withTimestamps(row.sharedSlides),
    heroContents: withTimestamps(row.sharedHeroContents),
    certificates: withTimestamps(row.sharedCertificates),
    media: new Map<number, MediaRef>(row.sharedMedia.map((media) => [media.id, media])),
  };
}

function homeCustomersQuery(db: DbOrTx) {
  return db
    .selectFrom("customer_story")
    .select(["id", "customer_name", "slug", "logo_id"])
    .where(isLive("customer_story"))
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(HOME_CUSTOMERS);
}

/**
 * The pictures of the parts every language's home shares. The hero video's ids live in its setting's
 * JSON (no foreign key): a value that is not a whole id (a hand edit, an import) points at nothing
 * rather than failing the page.
 */
function sharedHomeMediaIds(db: DbOrTx) {
  const settingId = (field: "poster_id" | "video_id") => {
    const name = sql.lit(field);
    return sql<number | null>`(select (value->>${name})::bigint from setting
      where name = 'hero_video' and jsonb_typeof(value->${name}) = 'number' and (value->>${name}) ~ '^[0-9]{1,18}$')`;
  };
  return db
    .selectNoFrom(settingId("poster_id").as("id"))
    .union(db.selectNoFrom(settingId("video_id").as("id")))
    .union(db.selectFrom(publicHomeSlidesQuery(db).as("slide")).select("slide.image_id as id"))
    .union(db.selectFrom(publicHeroContentsQuery(db).as("hero_content")).select("hero_content.image_id as id"))
    .union(db.selectFrom(publicCertificatesQuery(db).as("certificate")).select("certificate.image_id as id"));
}

/** The pictures `ids` as a card's builder takes them, those the home's statement read. */
function picturesOf(ids: Array<number | null>, image: (id: number | null) => PublicImage | null): Map<number, PublicImage> {
  return new Map(ids.flatMap((id) => {
    const found = image(id);
    return id !== null && found ? [[id, found] as const] : [];
  }));
}

/** A picture of the home by its id, or null where it is missing or of another kind (a video where an image belongs). */
function homeImages(media: Map<number, MediaRef>) {
  return (id: number | null, kind = "image"): PublicImage | null => {
    const found = id ? media.get(id) : undefined;
    if (found?.kind !== kind) return null;
    const { mime: _mime, ...columns } = found;
    return publicImageOf(columns);
  };
}

/** The parts every language's home shows (`sharedHomeOf`), as the pages draw them. */
export function sharedHomeData({ settings, slides, heroContents, certificates, media }: ReturnType<typeof sharedHomeOf>) {
  const video = settings.hero_video;
  const image = homeImages(media);
  const uploadedVideo = image(video.video_id, "video");
  return {
    hero: settings.hero,
    counters: settings.counter.items,
    heroVideo: {
      title: video.title,
      caption: video.caption,
      poster: image(video.poster_id),
      player: uploadedVideo ? { kind: "file", src: mediaUrl(uploadedVideo) } : videoPlayer(video.video_url),
    },
    slides: slides.map(({ id, title, subtitle, button_label, button_url, image_id }) => ({
      id, title, subtitle, button_label, button_url, image: image(image_id),
    })),
    heroContents: heroContents.map(({ id, title, body, icon, link_url, image_id }) => ({
      id, title, body, icon, link_url, image: image(image_id),
    })),
    certificates: certificates.map(({ id, name, url, image_id }) => ({ id, name, url, image: image(image_id) })),
  } satisfies Pick<HomeData, "hero" | "counters" | "heroVideo" | "slides" | "heroContents" | "certificates">;
}

export async function getHomeData(db: DbOrTx): Promise<HomeData> {
  const content = await getHomeContent(db);
  const { categories, products, news, customers } = content;
  const { hero, counters, heroVideo, slides, heroContents, certificates } = sharedHomeData(content);
  const image = homeImages(content.media);
  return {
    hero,
    counters,
    heroVideo,
    slides,
    heroContents,
    solutionCategories: categories.map((category) => ({
      id: category.id,
      title: category.name,
      text: category.description,
      href: publicPathOf("solution_category", category.slug),
      image: image(category.image_id),
    })),
    featuredProducts: products.map((product) => ({
      id: product.id,
      title: product.title,
      text: product.summary,
      href: publicPathOf("product", product.slug),
      image: image(product.image_id),
    })),
    certificates,
    news: news.map((article) => ({
      id: article.id,
      title: article.title,
      text: article.excerpt,
      href: publicPathOf("news", article.slug),
      image: image(article.cover_image_id),
      published_at: article.published_at,
    })),
    customers: customers.map((story) => ({
      id: story.id,
      name: story.customer_name,
      href: publicPathOf("customer_story", story.slug),
      logo: image(story.logo_id),
    })),
    story: content.story ? storyCardOf(content.story, picturesOf(storyCardImageIds(content.story), image)) : null,
  };
}
