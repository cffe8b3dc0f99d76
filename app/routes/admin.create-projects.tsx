import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { PRODUCT_SCREENS } from "~/components/admin/catalog-screens";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { products } from "~/services/content/products.server";
import { redirectWithToast } from "~/services/toast.server";
import { catalogFormChoices } from "./__admin-catalog.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, invalid, readAdminForm, savedItemToast } from "./__admin-screen.server";

export const meta: MetaFunction = () => [{ title: "Add product · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  return json(await catalogFormChoices("product"), { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "products");
  const form = await readAdminForm(request);
  const parsed = parseFormData(products.schemas.create, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const result = await products.create(db(), { actor: actorOf(admin), ip: clientIp(context), input: parsed.data });
  if (!result.ok) return commandFailure(result, Object.fromEntries(form));
  return redirectWithToast(PRODUCT_SCREENS.listPath, savedItemToast(`${PRODUCT_SCREENS.Noun} “${result.row.title}” created`, result.row, PRODUCT_SCREENS.publicPath));
}

export default function CreateProductPage() {
  const { categories, images } = useLoaderData<typeof loader>();
  return <CatalogItemForm screens={PRODUCT_SCREENS} categories={categories} images={images} result={useActionData<typeof action>()} />;
}
