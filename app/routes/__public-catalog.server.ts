import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { getCatalogDetailPage, getCategoryPage } from "~/models/public-catalog.server";
import type { CatalogKind } from "~/utils/kinds";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { isPreview, isSlug, missing, PRIVATE_PAGE_HEADERS, previewState, requireDetailsVisitor } from "./__public-page.server";

/** The visitors' cache is keyed by the page's URL prefix (`solutions:`, `product-details:`…). */

const CACHE_KEYS = {
  solution: { category: "solutions", detail: "solution-details" },
  product: { category: "products", detail: "product-details" },
} as const;

// A category page also shows a customer story that names one of its items.
const CATEGORY_TAGS = {
  solution: [...READ_TAGS.catalogPage("solution"), "customer-story"],
  product: [...READ_TAGS.catalogPage("product"), "customer-story"],
} as const;

export async function catalogCategoryLoader(kind: CatalogKind, request: Request, slug: string | undefined) {
  const page = isSlug(slug)
    ? await cachedForVisitors(request, `${CACHE_KEYS[kind].category}:${slug}`, CATEGORY_TAGS[kind], () => getCategoryPage(db(), kind, slug))
    : undefined;
  if (!page) throw await missing(request);
  return json(page);
}

// A detail page also lists the customer stories that name its item.
const DETAIL_TAGS = {
  solution: [...READ_TAGS.catalogPage("solution"), "customer-story"],
  product: [...READ_TAGS.catalogPage("product"), "customer-story"],
} as const;

/** An admin's preview is never cached and marked private. */
export async function catalogDetailLoader(kind: CatalogKind, request: Request, slug: string | undefined) {
  await requireDetailsVisitor(request);
  const preview = await isPreview(request);
  const page = !isSlug(slug)
    ? undefined
    : preview
      ? await getCatalogDetailPage(db(), kind, slug, { preview })
      : await cachedForVisitors(request, `${CACHE_KEYS[kind].detail}:${slug}`, DETAIL_TAGS[kind], () => getCatalogDetailPage(db(), kind, slug));
  if (!page) throw await missing(request);
  const banner = preview ? previewState(page.item, page.live) : null;
  return json({ page, preview: banner }, { headers: preview ? PRIVATE_PAGE_HEADERS : undefined });
}
