import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogOverviewMeta } from "~/components/public/catalog-meta";
import { CatalogOverviewView } from "~/components/public/catalog-overview";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { catalogOverviewLoader } from "~/routes/__public-catalog.server";

/** /products: every published product category, the page the footer's and the breadcrumbs' "Products" lead to. */
export const loader = ({ request }: LoaderFunctionArgs) => catalogOverviewLoader("product", request);
export const meta = catalogOverviewMeta;

export default function ProductOverviewPage() {
  return <CatalogOverviewView overview={useLoaderData<typeof loader>()} kind="product" />;
}

export const ErrorBoundary = PublicErrorBoundary;
