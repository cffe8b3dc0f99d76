import type { EditorialScreens } from "./editorial-screens";
import type { CatalogKind } from "~/utils/kinds";

/**
 * The catalog screens' words and addresses, per kind. Code says solution and
 * product; the admin URLs keep the seed's service and project (docs/product.md#names).
 * Plain data, shared by the routes' loaders, actions and views.
 */


export type CatalogScreens = EditorialScreens & {
  kind: CatalogKind;
  /** Where an item is seen on the site; `?preview=1` shows a draft or scheduled one to admins. */
  publicPath: (slug: string) => string;
  category: {
    noun: string;
    Noun: string;
    plural: string;
    path: string;
    itemNoun: { one: string; many: string };
  };
};

export const SOLUTION_SCREENS: CatalogScreens = {
  resource: "solutions",
  kind: "solution",
  noun: "solution",
  Noun: "Solution",
  plural: "Solutions",
  listPath: "/admin/services",
  createPath: "/admin/create-service",
  editPath: (id) => `/admin/edit-service/${id}`,
  publicPath: (slug) => `/solution-details/${slug}`,
  publishing: "status",
  category: {
    noun: "solution category",
    Noun: "Solution category",
    plural: "Solution Categories",
    path: "/admin/service-category",
    itemNoun: { one: "solution", many: "solutions" },
  },
};

export const PRODUCT_SCREENS: CatalogScreens = {
  resource: "products",
  kind: "product",
  noun: "product",
  Noun: "Product",
  plural: "Products",
  listPath: "/admin/projects",
  createPath: "/admin/create-projects",
  editPath: (id) => `/admin/edit-projects/${id}`,
  publicPath: (slug) => `/product-details/${slug}`,
  publishing: "status",
  category: {
    noun: "product category",
    Noun: "Product category",
    plural: "Product Categories",
    path: "/admin/project-category",
    itemNoun: { one: "product", many: "products" },
  },
};

export const CATALOG_SCREENS: Record<CatalogKind, CatalogScreens> = { solution: SOLUTION_SCREENS, product: PRODUCT_SCREENS };

/** How an item with a status stands: a published item whose date is still to come is scheduled. */
export function publicationState(item: { status: string; published_at: string | Date | null }, now = new Date()): "draft" | "published" | "scheduled" {
  if (item.status !== "published") return "draft";
  if (item.published_at && new Date(item.published_at) > now) return "scheduled";
  return "published";
}
