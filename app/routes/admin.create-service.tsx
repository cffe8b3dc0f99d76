import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { SOLUTION_SCREENS } from "~/components/admin/catalog-screens";
import { catalogCreateAction, catalogCreateLoader } from "~/routes/__admin-catalog.server";
import { adminHeaders } from "~/routes/__admin-screen.server";

/** /admin/create-service: a new solution. */

export const meta: MetaFunction = () => [{ title: "Add solution · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => catalogCreateLoader("solution", request);
export const action = ({ request, context }: ActionFunctionArgs) => catalogCreateAction("solution", request, context);

export default function CreateSolutionPage() {
  const { categories, images } = useLoaderData<typeof loader>();
  return <CatalogItemForm screens={SOLUTION_SCREENS} categories={categories} images={images} result={useActionData<typeof action>()} />;
}
