import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogOverviewMeta } from "~/components/public/catalog-meta";
import { CatalogOverviewView } from "~/components/public/catalog-overview";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { catalogOverviewLoader } from "~/routes/__public-catalog.server";

/** /solutions: every published solution category, the page the footer's and the breadcrumbs' "Solutions" lead to. */
export const loader = ({ request }: LoaderFunctionArgs) => catalogOverviewLoader("solution", request);
export const meta = catalogOverviewMeta;

export default function SolutionOverviewPage() {
  return <CatalogOverviewView overview={useLoaderData<typeof loader>()} kind="solution" />;
}

export const ErrorBoundary = PublicErrorBoundary;
