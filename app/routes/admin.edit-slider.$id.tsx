import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SLIDE_SCREENS } from "~/components/admin/editorial-screens";
import { SliderForm } from "~/components/admin/slider-form";
import { db } from "~/db/db.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, invalid, requireId, submittedValues } from "~/routes/__admin-screen.server";
import { IMAGE_REQUIRED, readEditorialForm, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { homeSlideWithFileSchemas } from "~/schemas/home-slide";
import { removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { homeSlides } from "~/services/content/home-slides.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { deleteEditorialItem, editorialEditLoader, refusedEditForm } from "~/routes/__admin-editorial.server";
import { requireStaff } from "~/services/auth/auth.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit slide"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(homeSlides, request, params.id, (slide) => ({
    id: slide.id,
    title: slide.title,
    subtitle: slide.subtitle,
    image_id: slide.image_id,
    button_label: slide.button_label,
    button_url: slide.button_url,
    sort_order: slide.sort_order,
    is_published: slide.is_published,
    unpublish_at: slide.unpublish_at,
    version: slide.version,
  }));
  const images = await mediaOptions(db(), "image", { include: [row.image_id] });
  return json({ item, images, confirmingDelete }, { headers: ADMIN_CACHE_HEADERS });
}

/** The image can be chosen from the library or uploaded with the slide (image_file). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "home-slides");
  const id = requireId(params.id);
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    if (form.get("intent") === "delete") return await deleteEditorialItem(homeSlides, SLIDE_SCREENS, admin, context, id, SLIDE_SCREENS.listPath);
    const withFile = uploadedFiles(form, "image_file").length > 0;
    const parsed = parseFormData(withFile ? homeSlideWithFileSchemas.update : homeSlides.schemas.update, form);
    if (!parsed.success) return refusedEditForm(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const image = await storeImageField(database, form, "image_file", "Image", audit);
    if (!image.ok) return invalid({ image_id: [image.message] }, submittedValues(form), image.status);
    const { version, ...fields } = parsed.data;
    const imageId = image.media?.id ?? fields.image_id;
    if (!imageId) return invalid({ image_id: [IMAGE_REQUIRED] }, submittedValues(form));
    const result = await saveWithUpload(database, image.media, audit, () => homeSlides.update(database, { ...audit, id, version, input: { ...fields, image_id: imageId } }));
    if (!result.ok) return commandFailure(result, submittedValues(form));
    return redirectWithToast(SLIDE_SCREENS.listPath, { type: "success", message: `${SLIDE_SCREENS.Noun} “${result.row.title}” saved` });
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function EditSlidePage() {
  const { item, images, confirmingDelete } = useLoaderData<typeof loader>();
  return <SliderForm item={item} images={images} result={useActionData<typeof action>()} confirmingDelete={confirmingDelete} />;
}
