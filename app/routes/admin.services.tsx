import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogItemList } from "~/components/admin/catalog-item-list";
import { SOLUTION_SCREENS } from "~/components/admin/catalog-screens";
import { catalogListAction, catalogListLoader } from "~/routes/__admin-catalog.server";
import { adminHeaders } from "~/routes/__admin-screen.server";

export const meta: MetaFunction = () => [{ title: "Solutions · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => catalogListLoader("solution", request);
export const action = ({ request, context }: ActionFunctionArgs) => catalogListAction("solution", request, context);

export default function SolutionsPage() {
  return <CatalogItemList screens={SOLUTION_SCREENS} data={useLoaderData<typeof loader>()} />;
}
