import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CUSTOMER_STORY_SCREENS, CustomerStoryForm } from "~/components/admin/customer-story-form";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { customerStoryChoices, postedValues, storedMedia, storeStoryImages, withStoredImages } from "~/routes/__admin-customer-stories.server";
import { backToEditing, publishStep } from "~/routes/__admin-publish-step.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, invalid, savedItemToast } from "~/routes/__admin-screen.server";
import { readEditorialForm, saveWithUpload } from "~/routes/__admin-upload.server";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
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
  // The cover and the logo may each come as a new file.
  const upload = await readEditorialForm(request, { maxFiles: 2 });
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  const screens = CUSTOMER_STORY_SCREENS;
  try {
    const back = backToEditing(form);
    if (back) return back;
    const parsed = parseFormData(customerStories.schemas.create, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const images = await storeStoryImages(database, form, audit);
    if (!images.ok) return images.response;
    const step = await publishStep(request, form, { item: parsed.data, publicPath: screens.publicPath, slugsIn: { table: "customer_story" }, images: images.stored });
    if (step) return step;
    const input = withStoredImages(parsed.data, images.stored);
    const result = await saveWithUpload(database, storedMedia(images.stored), audit, () => customerStories.create(database, { ...audit, input }));
    if (!result.ok) return commandFailure(result, postedValues(form));
    return redirectWithToast(screens.editPath(result.row.id), savedItemToast(result.row, screens.publicPath));
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function CreateCustomerStoryPage() {
  const { images, solutions, products, industries } = useLoaderData<typeof loader>();
  return <CustomerStoryForm images={images} solutions={solutions} products={products} industries={industries} result={useActionData<typeof action>()} />;
}
