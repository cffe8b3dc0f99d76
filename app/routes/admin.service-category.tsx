import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SOLUTION_SCREENS } from "~/components/admin/catalog-screens";
import { CategoryManager } from "~/components/admin/category-manager";
import { categoryPageAction, categoryPageLoader } from "~/routes/__admin-categories.server";
import { adminHeaders } from "~/routes/__admin-screen.server";
import translationStyles from "~/styles/admin-translation.css";

// Named as its sidebar entry, as its heading is.
export const meta: MetaFunction = () => [{ title: "Solution Category · Admin" }];
export const headers = adminHeaders;
// The category's names in the other languages sit beside its own.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => categoryPageLoader("solution", request);
export const action = ({ request, context }: ActionFunctionArgs) => categoryPageAction("solution", request, context);

export default function SolutionCategoriesPage() {
  return <CategoryManager screens={SOLUTION_SCREENS} data={useLoaderData<typeof loader>()} />;
}
