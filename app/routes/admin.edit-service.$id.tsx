import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { SOLUTION_SCREENS } from "~/components/admin/catalog-screens";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { solutions } from "~/services/content/solutions.server";
import { revisionCount } from "~/services/content/revisions.server";
import { redirectWithToast } from "~/services/toast.server";
import { catalogFormChoices, deleteCatalogItem, editableCatalogItem } from "./__admin-catalog.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, invalid, notFound, readAdminForm, requireId, savedItemToast } from "./__admin-screen.server";

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

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "solutions");
  const id = requireId(params.id);
  const form = await readAdminForm(request);
  if (form.get("intent") === "delete") {
    form.set("id", String(id));
    return deleteCatalogItem("solution", request, context, form, SOLUTION_SCREENS.listPath);
  }
  const parsed = parseFormData(solutions.schemas.update, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const { version, ...input } = parsed.data;
  const result = await solutions.update(db(), { actor: actorOf(admin), ip: clientIp(context), id, version, input });
  if (!result.ok) return commandFailure(result, Object.fromEntries(form));
  return redirectWithToast(SOLUTION_SCREENS.listPath, savedItemToast(`${SOLUTION_SCREENS.Noun} “${result.row.title}” saved`, result.row, SOLUTION_SCREENS.publicPath));
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
