import type { AppLoadContext } from "@remix-run/node";
import { CATALOG_SCREENS } from "~/components/admin/catalog-screens";
import type { CatalogKind } from "~/utils/kinds";
import type { Category } from "~/models/category.server";
import { productCategories } from "~/services/content/product-categories.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { inlineRowsAction, inlineRowsLoader } from "./__admin-inline-rows.server";

const CATEGORIES = { solution: solutionCategories, product: productCategories } as const;


function categoryFields(item: Category) {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    image_id: item.image_id,
    sort_order: item.sort_order,
    is_published: item.is_published,
    unpublish_at: item.unpublish_at,
    version: item.version,
  };
}

export async function categoryPageLoader(kind: CatalogKind, request: Request) {
  return inlineRowsLoader(request, CATEGORIES[kind], {
    row: (item) => ({ ...categoryFields(item), item_count: item.item_count }),
    fields: categoryFields,
  });
}

export async function categoryPageAction(kind: CatalogKind, request: Request, context: AppLoadContext) {
  const { category } = CATALOG_SCREENS[kind];
  return inlineRowsAction(request, context, { resource: CATEGORIES[kind], path: category.path, noun: category.Noun, image: { label: "Image" } });
}
