import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogCategoryMeta } from "~/components/public/catalog-meta";
import { CategoryView } from "~/components/public/category-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { localizedCategoryLoader } from "~/routes/__public-catalog.server";

/** /de/solutions/{slug}: a solution category in one of the site's other languages (docs/locales.md). */
export const loader = ({ request, params }: LoaderFunctionArgs) => localizedCategoryLoader("solution", request, params.lang, params.slug);
export const meta = catalogCategoryMeta;

export default function LocalizedSolutionCategoryPage() {
  return <CategoryView page={useLoaderData<typeof loader>()} kind="solution" />;
}

export const ErrorBoundary = PublicErrorBoundary;
