import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PRODUCT_SCREENS } from "~/components/admin/catalog-screens";
import { CategoryManager } from "~/components/admin/category-manager";
import { categoryPageAction, categoryPageLoader } from "~/routes/__admin-categories.server";
import { adminHeaders } from "~/routes/__admin-screen.server";

// Named as its sidebar entry, as its heading is.
export const meta: MetaFunction = () => [{ title: "Product Category · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => categoryPageLoader("product", request);
export const action = ({ request, context }: ActionFunctionArgs) => categoryPageAction("product", request, context);

export default function ProductCategoriesPage() {
  return <CategoryManager screens={PRODUCT_SCREENS} data={useLoaderData<typeof loader>()} />;
}
