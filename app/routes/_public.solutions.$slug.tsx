import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogCategoryMeta } from "~/components/public/catalog-meta";
import { CategoryView } from "~/components/public/category-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { catalogCategoryLoader } from "~/routes/__public-catalog.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => catalogCategoryLoader("solution", request, params.slug);
export const meta = catalogCategoryMeta;

export default function SolutionCategoryPage() {
  return <CategoryView page={useLoaderData<typeof loader>()} kind="solution" />;
}

export const ErrorBoundary = PublicErrorBoundary;
