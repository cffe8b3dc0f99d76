import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CUSTOMER_STORY_SCREENS, CustomerStoryForm } from "~/components/admin/customer-story-form";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { customerStoryChoices, postedValues } from "~/routes/__admin-customer-stories.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, invalid, readAdminForm, savedItemToast } from "~/routes/__admin-screen.server";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { customerStories } from "~/services/content/customer-stories.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: "Add customer story · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "customer-stories");
  return json(await customerStoryChoices(db()), { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "customer-stories");
  const form = await readAdminForm(request);
  const parsed = parseFormData(customerStories.schemas.create, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const database = db();
  const result = await customerStories.create(database, { actor: actorOf(admin), ip: clientIp(context), input: parsed.data });
  if (!result.ok) return commandFailure(result, postedValues(form));
  const screens = CUSTOMER_STORY_SCREENS;
  return redirectWithToast(screens.listPath, savedItemToast(result.row, screens.publicPath));
}

export default function CreateCustomerStoryPage() {
  const { images, solutions, products } = useLoaderData<typeof loader>();
  return <CustomerStoryForm images={images} solutions={solutions} products={products} result={useActionData<typeof action>()} />;
}
