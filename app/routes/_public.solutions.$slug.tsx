import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogCategoryMeta } from "~/components/public/catalog-meta";
import { CategoryView } from "~/components/public/category-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { catalogCategoryLoader } from "~/routes/__public-catalog.server";
import storiesStyles from "~/styles/customer-stories.css";

// For the card of the customer story that names one of the category's items.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: storiesStyles }];

export const loader = ({ request, params }: LoaderFunctionArgs) => catalogCategoryLoader("solution", request, params.slug);
export const meta = catalogCategoryMeta;

export default function SolutionCategoryPage() {
  return <CategoryView page={useLoaderData<typeof loader>()} kindLabel="Solutions" />;
}

export const ErrorBoundary = PublicErrorBoundary;
