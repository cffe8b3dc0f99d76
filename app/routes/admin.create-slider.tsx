import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SLIDE_SCREENS } from "~/components/admin/editorial-screens";
import { SliderForm } from "~/components/admin/slider-form";
import { db } from "~/db/db.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, invalid, submittedValues } from "~/routes/__admin-screen.server";
import { IMAGE_REQUIRED, readEditorialForm, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { homeSlideWithFileSchemas } from "~/schemas/home-slide";
import { removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { requireStaff } from "~/services/auth/auth.server";
import { homeSlides } from "~/services/content/home-slides.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: "Add slide · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "home-slides");
  return json({ images: await mediaOptions(db(), "image") }, { headers: ADMIN_CACHE_HEADERS });
}

/** The image can be chosen from the library or uploaded with the slide (image_file). */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "home-slides");
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    const withFile = uploadedFiles(form, "image_file").length > 0;
    const parsed = parseFormData(withFile ? homeSlideWithFileSchemas.create : homeSlides.schemas.create, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const image = await storeImageField(database, form, "image_file", "Image", audit);
    if (!image.ok) return invalid({ image_id: [image.message] }, submittedValues(form), image.status);
    const imageId = image.media?.id ?? parsed.data.image_id;
    if (!imageId) return invalid({ image_id: [IMAGE_REQUIRED] }, submittedValues(form));
    const result = await saveWithUpload(database, image.media, audit, () => homeSlides.create(database, { ...audit, input: { ...parsed.data, image_id: imageId } }));
    if (!result.ok) return commandFailure(result, submittedValues(form));
    return redirectWithToast(SLIDE_SCREENS.listPath, { type: "success", message: `${SLIDE_SCREENS.Noun} “${result.row.title}” created` });
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function CreateSlidePage() {
  const { images } = useLoaderData<typeof loader>();
  return <SliderForm images={images} result={useActionData<typeof action>()} />;
}
