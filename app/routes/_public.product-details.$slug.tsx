import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogDetailView } from "~/components/public/catalog-detail";
import { catalogDetailMeta } from "~/components/public/catalog-meta";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { catalogDetailLoader } from "~/routes/__public-catalog.server";
import { loaderCacheHeaders } from "~/routes/__public-page.server";

export const headers = loaderCacheHeaders;
export const loader = ({ request, params }: LoaderFunctionArgs) => catalogDetailLoader("product", request, params.slug);
export const meta = catalogDetailMeta;

export default function ProductDetailPage() {
  const { page, preview, ask } = useLoaderData<typeof loader>();
  return <CatalogDetailView page={page} kind="product" preview={preview} ask={ask} />;
}

export const ErrorBoundary = PublicErrorBoundary;
