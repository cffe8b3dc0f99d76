import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogOverviewMeta } from "~/components/public/catalog-meta";
import { CatalogOverviewView } from "~/components/public/catalog-overview";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { localizedCatalogOverviewLoader } from "~/routes/__public-catalog.server";

/** /de/products: the product categories in one of the site's other languages (docs/locales.md). */
export const loader = ({ request, params }: LoaderFunctionArgs) => localizedCatalogOverviewLoader("product", request, params.lang);
export const meta = catalogOverviewMeta;

export default function LocalizedProductOverviewPage() {
  return <CatalogOverviewView overview={useLoaderData<typeof loader>()} kind="product" />;
}

export const ErrorBoundary = PublicErrorBoundary;
