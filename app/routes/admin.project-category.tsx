import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PRODUCT_SCREENS } from "~/components/admin/catalog-screens";
import { CategoryManager } from "~/components/admin/category-manager";
import { categoryPageAction, categoryPageLoader } from "~/routes/__admin-categories.server";
import { adminHeaders } from "~/routes/__admin-screen.server";
import translationStyles from "~/styles/admin-translation.css";

// Named as its sidebar entry, as its heading is.
export const meta: MetaFunction = () => [{ title: "Product Category · Admin" }];
export const headers = adminHeaders;
// The category's names in the other languages sit beside its own.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => categoryPageLoader("product", request);
export const action = ({ request, context }: ActionFunctionArgs) => categoryPageAction("product", request, context);

export default function ProductCategoriesPage() {
  return <CategoryManager screens={PRODUCT_SCREENS} data={useLoaderData<typeof loader>()} />;
}
