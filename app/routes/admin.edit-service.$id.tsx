import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { SOLUTION_SCREENS } from "~/components/admin/catalog-screens";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import { db } from "~/db/db.server";
import { requireStaff } from "~/services/auth/auth.server";
import { solutions } from "~/services/content/solutions.server";
import { revisionCount } from "~/services/content/revisions.server";
import { catalogFormChoices, editableCatalogItem, saveCatalogItem } from "./__admin-catalog.server";
import { ADMIN_CACHE_HEADERS, adminHeaders, notFound, requireId } from "./__admin-screen.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit solution"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "solutions");
  const id = requireId(params.id);
  const item = await solutions.get(db(), id);
  if (!item) throw notFound();
  const confirmingDelete = confirmDeleteId(new URL(request.url)) === item.id;
  const choices = await catalogFormChoices("solution", item.image_id);
  const historyCount = await revisionCount(db(), { resource: "solutions", recordId: String(id) });
  return json({ item: { ...editableCatalogItem(item), history_count: historyCount }, confirmingDelete, ...choices }, { headers: ADMIN_CACHE_HEADERS });
}

/** The image can be chosen from the library or uploaded with the solution (image_file). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, "solutions");
  return saveCatalogItem("solution", staff, request, context, requireId(params.id));
}

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
