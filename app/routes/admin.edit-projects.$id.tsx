import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { PRODUCT_SCREENS } from "~/components/admin/catalog-screens";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import { db } from "~/db/db.server";
import { requireStaff } from "~/services/auth/auth.server";
import { products } from "~/services/content/products.server";
import { revisionCount } from "~/services/content/revisions.server";
import { catalogFormChoices, editableCatalogItem, saveCatalogItem } from "./__admin-catalog.server";
import { ADMIN_CACHE_HEADERS, adminHeaders, notFound, requireId } from "./__admin-screen.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit product"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  const id = requireId(params.id);
  const item = await products.get(db(), id);
  if (!item) throw notFound();
  const confirmingDelete = confirmDeleteId(new URL(request.url)) === item.id;
  const choices = await catalogFormChoices("product", item.image_id);
  const historyCount = await revisionCount(db(), { resource: "products", recordId: String(id) });
  return json({ item: { ...editableCatalogItem(item), history_count: historyCount }, confirmingDelete, ...choices }, { headers: ADMIN_CACHE_HEADERS });
}

/** The image can be chosen from the library or uploaded with the product (image_file). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, "products");
  return saveCatalogItem("product", staff, request, context, requireId(params.id));
}

export default function EditProductPage() {
  const { item, categories, images, confirmingDelete } = useLoaderData<typeof loader>();
  return (
    <CatalogItemForm
      screens={PRODUCT_SCREENS}
      item={item}
      categories={categories}
      images={images}
      result={useActionData<typeof action>()}
      confirmingDelete={confirmingDelete}
    />
  );
}
