import { sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { DbOrTx } from "./crud.server";
import { rowIsLive, withTimestamps } from "./crud.server";
import {
  getNewsBySlug, getPublicNewsBySlug, latestNewsQuery, listFeedNews, listPublicNews, newsNeighbourQueries, type News,
  type NewsSummary,
} from "./news.server";
import { getPublicImages, publicImageOf, publicImagesQuery, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";
import { readingMinutes } from "~/utils/reading-time";
import { openingText } from "~/utils/seo";

interface NewsCard {
  id: number;
  title: string;
  excerpt: string;
  href: string;
  published_at: Date | null;
  image: PublicImage | null;
}

export interface NewsListPage {
  /** The newest article, drawn larger at the top of the first page; null on later pages and when there is no news. */
  lead: (NewsCard & { readingMinutes: number }) | null;
  /** The rest of the page's articles, in the grid under the lead, each with its reading time. */
  articles: (NewsCard & { readingMinutes: number })[];
  page: number;
  lastPage: number;
  total: number;
}

export interface NewsDetailPage {
  article: Omit<News, "cover_image_id"> & { href: string; image: PublicImage | null; author: string | null; readingMinutes: number };
  previous: { title: string; href: string } | null;
  next: { title: string; href: string } | null;
  related: NewsCard[];
  live: boolean;
}

/** How many other articles an article's page offers (docs/product.md#public-site). */
const MORE_NEWS = 3;

function newsCard(article: NewsSummary, images: Map<number, PublicImage>): NewsCard {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    href: publicPathOf("news", article.slug),
    published_at: article.published_at,
    image: (article.cover_image_id && images.get(article.cover_image_id)) || null,
  };
}

export async function getNewsListPage(db: DbOrTx, page: number): Promise<NewsListPage> {
  const result = await listPublicNews(db, { page });
  const newest = result.page === 1 ? result.items[0] : undefined;
  const ids = result.items.map((article) => article.id);
  const [images, bodies] = await Promise.all([
    getPublicImages(db, result.items.map((article) => article.cover_image_id)),
    // The bodies of one page (nine at most) for their reading times; the page itself is cached.
    ids.length > 0 ? db.selectFrom("news").select(["id", "body"]).where("id", "in", ids).execute() : [],
  ]);
  const bodyOf = new Map(bodies.map((row) => [row.id, row.body]));
  const cards = result.items.map((article) => ({ ...newsCard(article, images), readingMinutes: readingMinutes(bodyOf.get(article.id) ?? "") }));
  return {
    // The lead's text is the page's largest after its title: with no excerpt written, the body's opening words.
    lead: newest ? { ...cards[0], excerpt: cards[0].excerpt || openingText(bodyOf.get(newest.id) ?? "") } : null,
    articles: newest ? cards.slice(1) : cards,
    page: result.page,
    lastPage: result.lastPage,
    total: result.total,
  };
}

export interface FeedArticle {
  title: string;
  href: string;
  excerpt: string;
  /** Empty while the details guard is on: the feed then carries what the public list shows. */
  body: string;
  published_at: Date;
  updated_at: Date;
  image: PublicImage | null;
}

/** The news feeds carry the 20 newest live articles (docs/product.md#feeds). */
const FEED_SIZE = 20;

export async function getFeedArticles(db: DbOrTx, { withBodies }: { withBodies: boolean }): Promise<FeedArticle[]> {
  const articles = await listFeedNews(db, { limit: FEED_SIZE });
  const images = await getPublicImages(db, articles.map((article) => article.cover_image_id));
  return articles.map((article) => ({
    title: article.title,
    href: publicPathOf("news", article.slug),
    excerpt: article.excerpt,
    body: withBodies ? article.body : "",
    // A live article has a publication date; the fallback only keeps the type honest.
    published_at: article.published_at ?? article.created_at,
    updated_at: article.updated_at,
    image: (article.cover_image_id && images.get(article.cover_image_id)) || null,
  }));
}

export async function getNewsDetailPage(
  db: DbOrTx,
  slug: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<NewsDetailPage | undefined> {
  const article = preview ? await getNewsBySlug(db, slug) : await getPublicNewsBySlug(db, slug);
  if (!article) return undefined;
  const live = rowIsLive(article);
  const { previous, next, others, images, author } = await readAroundArticle(db, article);
  const link = (other: { title: string; slug: string } | null) =>
    live && other ? { title: other.title, href: publicPathOf("news", other.slug) } : null;
  const { cover_image_id, ...rest } = article;
  return {
    article: {
      ...rest,
      href: publicPathOf("news", article.slug),
      image: (cover_image_id && images.get(cover_image_id)) || null,
      author,
      readingMinutes: readingMinutes(article.body),
    },
    // An article that is not live (an admin's preview) has no place among the live ones yet.
    previous: link(previous),
    next: link(next),
    related: others.map((other) => newsCard(other, images)),
    live,
  };
}

/** One statement rather than four, so an uncached page pays two round trips in all (the article, then this). */
async function readAroundArticle(db: DbOrTx, article: News) {
  const neighbours = newsNeighbourQueries(db, article);
  const others = latestNewsQuery(db, { limit: MORE_NEWS }).where("id", "!=", article.id);
  const pictureIds = db
    .selectFrom(others.as("other"))
    .select("other.cover_image_id as id")
    .union(db.selectNoFrom(sql<number | null>`${article.cover_image_id}::bigint`.as("id")));
  const row = await db
    .selectNoFrom([
      jsonObjectFrom(neighbours.previous).as("previous"),
      jsonObjectFrom(neighbours.next).as("next"),
      jsonArrayFrom(others).as("others"),
      jsonArrayFrom(publicImagesQuery(db).where("id", "in", pictureIds)).as("images"),
      authorQuery(db, article.id).as("author"),
    ])
    .executeTakeFirstOrThrow();
  return {
    previous: row.previous,
    next: row.next,
    others: withTimestamps(row.others),
    images: new Map(row.images.map((image) => [image.id, publicImageOf(image)])),
    author: row.author?.trim() || null,
  };
}

/** News has no author field: the author is the team member whose account created the article, while the audit log still names them. */
function authorQuery(db: DbOrTx, newsId: number) {
  return db
    .selectFrom("audit_event")
    .innerJoin("user", "user.id", "audit_event.actor_id")
    .select("user.name")
    .where("audit_event.entity", "=", "news")
    .where("audit_event.entity_id", "=", String(newsId))
    .where("audit_event.action", "=", "create")
    .where("audit_event.actor_erased", "=", false)
    .orderBy("audit_event.id")
    .limit(1);
}
