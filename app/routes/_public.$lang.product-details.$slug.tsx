import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogDetailView } from "~/components/public/catalog-detail";
import { catalogDetailMeta } from "~/components/public/catalog-meta";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { LocaleNotice } from "~/components/public/locale-notice";
import { localizedCatalogDetailLoader } from "~/routes/__public-catalog.server";
import { loaderCacheHeaders } from "~/routes/__public-page.server";

/** /de/product-details/{german slug}: a product in one of the site's other languages (docs/locales.md). */
export const headers = loaderCacheHeaders;
export const loader = ({ request, params }: LoaderFunctionArgs) => localizedCatalogDetailLoader("product", request, params.lang, params.slug);
export const meta = catalogDetailMeta;

export default function LocalizedProductDetailPage() {
  const { page, notice, ask } = useLoaderData<typeof loader>();
  return (
    <>
      <LocaleNotice notice={notice} />
      <CatalogDetailView page={page} kind="product" preview={null} ask={ask} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
