import { editorialScreens, type EditedType, type EditorialScreens } from "./editorial-screens";
import { contentTypeOfTable } from "~/content-types";
import { products } from "~/content-types/products";
import { solutions } from "~/content-types/solutions";
import type { CatalogKind } from "~/utils/kinds";

/**
 * The catalog screens' words and addresses, per kind, as the item's type and
 * its category's type declare them (app/content-types). Code says solution and
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

/** A catalog type: its table is its kind, its items have a page of their own and a category. */
type CatalogType = EditedType & { table: CatalogKind; public: { path: (slug: string) => string }; category: string };

function catalogScreens(type: CatalogType): CatalogScreens {
  const category = contentTypeOfTable(type.category);
  if (!category) throw new Error(`The category of ${type.resource} (${type.category}) is not a declared content type`);
  return {
    ...editorialScreens(type),
    kind: type.table,
    publicPath: type.public.path,
    category: {
      noun: category.noun,
      Noun: category.Noun,
      plural: category.plural,
      path: category.admin.list,
      itemNoun: { one: type.noun, many: type.plural.toLowerCase() },
    },
  };
}

export const SOLUTION_SCREENS: CatalogScreens = catalogScreens(solutions);
export const PRODUCT_SCREENS: CatalogScreens = catalogScreens(products);

export const CATALOG_SCREENS: Record<CatalogKind, CatalogScreens> = { solution: SOLUTION_SCREENS, product: PRODUCT_SCREENS };

/** How an item with a status stands: a published item whose date is still to come is scheduled. */
export function publicationState(item: { status: string; published_at: string | Date | null }, now = new Date()): "draft" | "published" | "scheduled" {
  if (item.status !== "published") return "draft";
  if (item.published_at && new Date(item.published_at) > now) return "scheduled";
  return "published";
}
