import type { DB } from "~/db/db.server";
import type { Category } from "~/db/schema";
import { listMenuPages, type MenuPage } from "~/models/page.server";
import { listPublicProductCategories } from "~/models/product-category.server";
import { listPublicSolutionCategories } from "~/models/solution-category.server";
import { mediaUrl } from "~/utils/media-url";
import { getPublicSettings, type PublicSettings } from "~/services/content/public-settings.server";

interface BootstrapCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_id: number | null;
  image_url: string | null;
  sort_order: number;
}

export interface SiteBootstrap {
  settings: PublicSettings;
  solution_categories: BootstrapCategory[];
  product_categories: BootstrapCategory[];
  menu_pages: MenuPage[];
}

async function mediaUrls(database: DB, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database.selectFrom("media").select(["id", "original_name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, mediaUrl(row)]));
}

export async function getSiteBootstrap(database: DB): Promise<SiteBootstrap> {
  const [settings, solutionCategories, productCategories, menuPages] = await Promise.all([
    getPublicSettings(database),
    listPublicSolutionCategories(database),
    listPublicProductCategories(database),
    listMenuPages(database),
  ]);

  const imageIds = [...solutionCategories, ...productCategories].flatMap((category) =>
    category.image_id === null ? [] : [category.image_id],
  );
  const urls = await mediaUrls(database, [...new Set(imageIds)]);
  const publicCategory = (category: Category): BootstrapCategory => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image_id: category.image_id,
    image_url: category.image_id === null ? null : (urls.get(category.image_id) ?? null),
    sort_order: category.sort_order,
  });

  return {
    settings,
    solution_categories: solutionCategories.map(publicCategory),
    product_categories: productCategories.map(publicCategory),
    menu_pages: menuPages,
  };
}
