import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { PRODUCT_SCREENS } from "~/components/admin/catalog-screens";
import { catalogCreateAction, catalogCreateLoader } from "~/routes/__admin-catalog.server";
import { adminHeaders } from "~/routes/__admin-screen.server";

/** /admin/create-projects: a new product. */

export const meta: MetaFunction = () => [{ title: "Add product · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => catalogCreateLoader("product", request);
export const action = ({ request, context }: ActionFunctionArgs) => catalogCreateAction("product", request, context);

export default function CreateProductPage() {
  const { categories, images } = useLoaderData<typeof loader>();
  return <CatalogItemForm screens={PRODUCT_SCREENS} categories={categories} images={images} result={useActionData<typeof action>()} />;
}
