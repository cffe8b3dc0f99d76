import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogCategoryMeta } from "~/components/public/catalog-meta";
import { CategoryView } from "~/components/public/category-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { localizedCategoryLoader } from "~/routes/__public-catalog.server";

/** /de/products/{slug}: a product category in one of the site's other languages (docs/locales.md). */
export const loader = ({ request, params }: LoaderFunctionArgs) => localizedCategoryLoader("product", request, params.lang, params.slug);
export const meta = catalogCategoryMeta;

export default function LocalizedProductCategoryPage() {
  return <CategoryView page={useLoaderData<typeof loader>()} kind="product" />;
}

export const ErrorBoundary = PublicErrorBoundary;
