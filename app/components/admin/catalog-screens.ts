import { editorialScreens, type EditedType, type EditorialScreens } from "./editorial-screens";
import { contentTypeOfTable } from "~/content-types";
import { products } from "~/content-types/products";
import { solutions } from "~/content-types/solutions";
import type { CatalogKind } from "~/utils/kinds";

/** Code says solution and product; the admin URLs keep the seed's service and project (docs/product.md#names). */

export type CatalogScreens = EditorialScreens & {
  kind: CatalogKind;
  publicPath: (slug: string) => string;
  category: {
    noun: string;
    Noun: string;
    plural: string;
    path: string;
    itemNoun: { one: string; many: string };
  };
};

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

/** A published item whose date is still to come is scheduled; one whose Unpublish at has passed has ended. */
export function publicationState(
  item: { status: string; published_at: string | Date | null; unpublish_at?: string | Date | null },
  now = new Date(),
): "draft" | "published" | "scheduled" | "ended" {
  if (item.status !== "published") return "draft";
  if (item.unpublish_at && new Date(item.unpublish_at) <= now) return "ended";
  if (item.published_at && new Date(item.published_at) > now) return "scheduled";
  return "published";
}
