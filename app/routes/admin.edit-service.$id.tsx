import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { SOLUTION_SCREENS } from "~/components/admin/catalog-screens";
import { catalogEditAction, catalogEditLoader } from "~/routes/__admin-catalog.server";
import { adminHeaders } from "~/routes/__admin-screen.server";

/** /admin/edit-service/{id}: edit a solution (version-checked), or delete it. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit solution"} · Admin` }];
export const headers = adminHeaders;

export const loader = ({ request, params }: LoaderFunctionArgs) => catalogEditLoader("solution", request, params.id);
export const action = ({ request, context, params }: ActionFunctionArgs) => catalogEditAction("solution", request, context, params.id);

export default function EditSolutionPage() {
  const { item, categories, images, confirmingDelete } = useLoaderData<typeof loader>();
  return (
    <CatalogItemForm
      screens={SOLUTION_SCREENS}
      item={item}
      categories={categories}
      images={images}
      result={useActionData<typeof action>()}
      confirmingDelete={confirmingDelete}
    />
  );
}
