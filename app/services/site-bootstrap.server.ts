import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { getPublicSettings } from "./public-settings.server";

/**
 * GET /api/lanex: what a client needs to draw the site's frame before any page:
 * the public settings, the published categories for the navigation, and the
 * custom pages shown in the menu.
 */

export interface BootstrapCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_id: number | null;
  sort_order: number;
}

export interface MenuPage {
  id: number;
  title: string;
  slug: string;
  sort_order: number;
}

async function publishedCategories(
  database: DB,
  table: "solution_category" | "product_category",
): Promise<BootstrapCategory[]> {
  return database
    .selectFrom(table)
    .select(["id", "name", "slug", "description", "image_id", "sort_order"])
    .where("is_published", "=", true)
    .orderBy("sort_order")
    .orderBy("name")
    .execute();
}

async function menuPages(database: DB): Promise<MenuPage[]> {
  return database
    .selectFrom("page")
    .select(["id", "title", "slug", "sort_order"])
    .where("status", "=", "published")
    .where("show_in_menu", "=", true)
    // A published page without a date is live; a future date schedules it.
    .where((eb) => eb.or([eb("published_at", "is", null), eb("published_at", "<=", sql<Date>`now()`)]))
    .orderBy("sort_order")
    .orderBy("title")
    .execute();
}

export async function getSiteBootstrap(database: DB) {
  const [settings, solutionCategories, productCategories, pages] = await Promise.all([
    getPublicSettings(database),
    publishedCategories(database, "solution_category"),
    publishedCategories(database, "product_category"),
    menuPages(database),
  ]);
  return {
    settings,
    solution_categories: solutionCategories,
    product_categories: productCategories,
    menu_pages: pages,
  };
}
