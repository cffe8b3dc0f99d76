import type { DbOrTx } from "./crud.server";
import { rowIsLive } from "./crud.server";
import { getNewsBySlug, getNewsNeighbours, getPublicNewsBySlug, listPublicNews, type News } from "./news.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";

interface NewsCard {
  id: number;
  title: string;
  excerpt: string;
  href: string;
  published_at: Date | null;
  image: PublicImage | null;
}

export interface NewsListPage {
  articles: NewsCard[];
  page: number;
  lastPage: number;
  total: number;
}

export interface NewsDetailPage {
  article: Omit<News, "cover_image_id"> & { href: string; image: PublicImage | null };
  previous: { title: string; href: string } | null;
  next: { title: string; href: string } | null;
  live: boolean;
}

export async function getNewsListPage(db: DbOrTx, page: number): Promise<NewsListPage> {
  const result = await listPublicNews(db, { page });
  const images = await getPublicImages(db, result.items.map((article) => article.cover_image_id));
  return {
    articles: result.items.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      href: publicPathOf("news", article.slug),
      published_at: article.published_at,
      image: (article.cover_image_id && images.get(article.cover_image_id)) || null,
    })),
    page: result.page,
    lastPage: result.lastPage,
    total: result.total,
  };
}

export async function getNewsDetailPage(
  db: DbOrTx,
  slug: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<NewsDetailPage | undefined> {
  const article = preview ? await getNewsBySlug(db, slug) : await getPublicNewsBySlug(db, slug);
  if (!article) return undefined;
  const live = rowIsLive(article);
  const [neighbours, images] = await Promise.all([
    live ? getNewsNeighbours(db, article) : { previous: undefined, next: undefined },
    getPublicImages(db, [article.cover_image_id]),
  ]);
  const link = (other: { title: string; slug: string } | undefined) =>
    other ? { title: other.title, href: publicPathOf("news", other.slug) } : null;
  const { cover_image_id, ...rest } = article;
  return {
    article: { ...rest, href: publicPathOf("news", article.slug), image: (cover_image_id && images.get(cover_image_id)) || null },
    previous: link(neighbours.previous),
    next: link(neighbours.next),
    live,
  };
}
