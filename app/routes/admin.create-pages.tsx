import { RESERVED_SLUGS } from "~/utils/slug";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PAGE_SCREENS } from "~/components/admin/editorial-screens";
import { PagesForm } from "~/components/admin/pages-form";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, invalid, readAdminForm, savedItemToast, submittedValues } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { pages } from "~/services/content/pages.server";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";
import { backToEditing, publishStep } from "~/routes/__admin-publish-step.server";
import { sectionImageOptions, sectionsStep, withSectionDrafts } from "~/routes/__admin-page-sections.server";

export const meta: MetaFunction = () => [{ title: "Add page · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "pages");
  return json({ images: await sectionImageOptions(db(), []) }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "pages");
  const form = await readAdminForm(request);
  const back = backToEditing(form);
  if (back) return back;
  const sectionButton = sectionsStep(form);
  if (sectionButton) return sectionButton;
  const parsed = parseFormData(pages.schemas.create, form);
  if (!parsed.success) return withSectionDrafts(invalid(parsed.fieldErrors, parsed.values), form);
  const step = await publishStep(request, form, { item: parsed.data, publicPath: PAGE_SCREENS.publicPath, slugsIn: { table: "page", avoid: RESERVED_SLUGS } });
  if (step) return step;
  const result = await pages.create(db(), { actor: actorOf(admin), ip: clientIp(context), input: parsed.data });
  if (!result.ok) return withSectionDrafts(commandFailure(result, submittedValues(form)), form);
  return redirectWithToast(PAGE_SCREENS.editPath(result.row.id), savedItemToast(result.row, PAGE_SCREENS.publicPath));
}

export default function CreatePagePage() {
  const { images } = useLoaderData<typeof loader>();
  return <PagesForm images={images} result={useActionData<typeof action>()} />;
}
