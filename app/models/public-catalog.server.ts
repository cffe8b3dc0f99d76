import type { CatalogItem } from "./catalog-item.server";
import type { Category } from "./category.server";
import { rowHasExpired, rowIsLive, type DbOrTx } from "./crud.server";
import { listStoriesNaming, storyForCategory, storyCardImageIds, storyCardOf, type StoryCard } from "./public-customer-story.server";
import {
  getProductBySlug, getPublicProductBySlug, listPublicProducts,
} from "./product.server";
import {
  getProductCategoryById, getPublicProductCategoryBySlug, listPublicProductCategories,
} from "./product-category.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";
import {
  getPublicSolutionBySlug, getSolutionBySlug, listPublicSolutions,
} from "./solution.server";
import {
  getPublicSolutionCategoryBySlug, getSolutionCategoryById, listPublicSolutionCategories,
} from "./solution-category.server";
import type { CatalogKind } from "~/utils/kinds";

/** Both kinds work alike; `kind` picks the model functions (which hold the publishing rule) and the URLs. */


const MODELS = {
  solution: {
    categoryTable: "solution_category",
    listPublicCategories: listPublicSolutionCategories,
    getPublicCategoryBySlug: getPublicSolutionCategoryBySlug,
    getCategoryById: getSolutionCategoryById,
    listPublicItems: listPublicSolutions,
    getPublicItemBySlug: getPublicSolutionBySlug,
    getItemBySlug: getSolutionBySlug,
  },
  product: {
    categoryTable: "product_category",
    listPublicCategories: listPublicProductCategories,
    getPublicCategoryBySlug: getPublicProductCategoryBySlug,
    getCategoryById: getProductCategoryById,
    listPublicItems: listPublicProducts,
    getPublicItemBySlug: getPublicProductBySlug,
    getItemBySlug: getProductBySlug,
  },
} as const;

const RELATED_ITEMS = 3;

interface CatalogCard {
  id: number;
  title: string;
  summary: string;
  href: string;
  image: PublicImage | null;
}

export interface CategoryPage {
  category: Pick<Category, "id" | "name" | "slug" | "description" | "updated_at"> & { href: string; image: PublicImage | null };
  items: CatalogCard[];
  /** A live customer story naming the most of its items, else any, chosen by the category's slug. */
  story: StoryCard | null;
}

/** /solutions and /products: every published category, in the menu's order, then every item of theirs at a glance. */
export interface CatalogOverview {
  categories: Array<{
    id: number;
    name: string;
    description: string;
    href: string;
    image: PublicImage | null;
  }>;
  /** Every item, category by category, with what it is for: the list a visitor compares before choosing. */
  glance: GlanceItem[];
}

export interface GlanceItem {
  id: number;
  title: string;
  href: string;
  summary: string;
  category: string;
}

export interface CatalogDetailPage {
  item: Omit<CatalogItem, "image_id"> & { href: string; image: PublicImage | null };
  category: { name: string; href: string } | null;
  related: CatalogCard[];
  /** The live customer stories that name the item. */
  stories: StoryCard[];
  /** Whether the public can see it now; false only in an admin's preview. */
  live: boolean;
}

function card(kind: CatalogKind, item: Pick<CatalogItem, "id" | "title" | "summary" | "slug" | "image_id">, images: Map<number, PublicImage>): CatalogCard {
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    href: publicPathOf(kind, item.slug),
    image: (item.image_id && images.get(item.image_id)) || null,
  };
}

export async function getCategoryPage(db: DbOrTx, kind: CatalogKind, slug: string): Promise<CategoryPage | undefined> {
  const model = MODELS[kind];
  const category = await model.getPublicCategoryBySlug(db, slug);
  if (!category) return undefined;
  const items = await model.listPublicItems(db, { categoryId: category.id });
  const story = await storyForCategory(db, kind, { slug: category.slug, itemIds: items.map((item) => item.id) });
  const images = await getPublicImages(db, [category.image_id, ...items.map((item) => item.image_id), ...(story ? storyCardImageIds(story) : [])]);
  return {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      updated_at: category.updated_at,
      href: publicPathOf(model.categoryTable, category.slug),
      image: (category.image_id && images.get(category.image_id)) || null,
    },
    items: items.map((item) => card(kind, item, images)),
    story: story ? storyCardOf(story, images) : null,
  };
}

export async function getCatalogOverview(db: DbOrTx, kind: CatalogKind): Promise<CatalogOverview> {
  const model = MODELS[kind];
  const [categories, items] = await Promise.all([model.listPublicCategories(db), model.listPublicItems(db)]);
  const images = await getPublicImages(db, categories.map((category) => category.image_id));
  const linked = items.map((item) => ({ ...item, href: publicPathOf(kind, item.slug) }));
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      href: publicPathOf(model.categoryTable, category.slug),
      image: (category.image_id && images.get(category.image_id)) || null,
    })),
    glance: glanceOf(categories, linked),
  };
}

/** The items of the categories shown, in the categories' order: one whose category is hidden is not offered. */
export function glanceOf(
  categories: ReadonlyArray<{ id: number; name: string }>,
  items: ReadonlyArray<{ id: number; category_id: number; title: string; summary: string; href: string }>,
): GlanceItem[] {
  return categories.flatMap((category) =>
    items
      .filter((item) => item.category_id === category.id)
      .map((item) => ({ id: item.id, title: item.title, href: item.href, summary: item.summary, category: category.name })),
  );
}

/** With `preview` (an admin), the item in any state. */
export async function getCatalogDetailPage(
  db: DbOrTx,
  kind: CatalogKind,
  slug: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<CatalogDetailPage | undefined> {
  const model = MODELS[kind];
  const item = preview ? await model.getItemBySlug(db, slug) : await model.getPublicItemBySlug(db, slug);
  if (!item) return undefined;
  const [category, related, stories] = await Promise.all([
    model.getCategoryById(db, item.category_id),
    model.listPublicItems(db, { categoryId: item.category_id, excludeId: item.id, limit: RELATED_ITEMS }),
    listStoriesNaming(db, kind, item.id),
  ]);
  const images = await getPublicImages(db, [
    item.image_id, ...related.map((other) => other.image_id), ...stories.flatMap(storyCardImageIds),
  ]);
  const { image_id, ...rest } = item;
  return {
    item: { ...rest, href: publicPathOf(kind, item.slug), image: (image_id && images.get(image_id)) || null },
    category:
      category && category.is_published && !rowHasExpired(category)
        ? { name: category.name, href: publicPathOf(model.categoryTable, category.slug) }
        : null,
    related: related.map((row) => card(kind, row, images)),
    stories: stories.map((story) => storyCardOf(story, images)),
    live: rowIsLive(item),
  };
}
