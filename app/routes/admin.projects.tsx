import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogItemList } from "~/components/admin/catalog-item-list";
import { PRODUCT_SCREENS } from "~/components/admin/catalog-screens";
import { catalogListAction, catalogListLoader } from "~/routes/__admin-catalog.server";
import { adminHeaders } from "~/routes/__admin-screen.server";

export const meta: MetaFunction = () => [{ title: "Products · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => catalogListLoader("product", request);
export const action = ({ request, context }: ActionFunctionArgs) => catalogListAction("product", request, context);

export default function ProductsPage() {
  return <CatalogItemList screens={PRODUCT_SCREENS} data={useLoaderData<typeof loader>()} />;
}
