import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { SOLUTION_SCREENS } from "~/components/admin/catalog-screens";
import { requireStaff } from "~/services/auth/auth.server";
import { catalogFormChoices, saveCatalogItem } from "./__admin-catalog.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "./__admin-screen.server";

export const meta: MetaFunction = () => [{ title: "Add solution · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "solutions");
  return json(await catalogFormChoices("solution"), { headers: ADMIN_CACHE_HEADERS });
}

/** The image can be chosen from the library or uploaded with the solution (image_file). */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, "solutions");
  return saveCatalogItem("solution", staff, request, context);
}

export default function CreateSolutionPage() {
  const { categories, images } = useLoaderData<typeof loader>();
  return <CatalogItemForm screens={SOLUTION_SCREENS} categories={categories} images={images} result={useActionData<typeof action>()} />;
}
