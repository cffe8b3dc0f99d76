import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HERO_CONTENT_SCREENS } from "~/components/admin/editorial-screens";
import { HeroContentsForm } from "~/components/admin/hero-contents-form";
import { db } from "~/db/db.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, invalid, submittedValues } from "~/routes/__admin-screen.server";
import { readEditorialForm, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import { requireStaff } from "~/services/auth/auth.server";
import { heroContents } from "~/services/content/hero-contents.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: "Add hero content · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "hero-contents");
  return json({ images: await mediaOptions(db(), "image") }, { headers: ADMIN_CACHE_HEADERS });
}

/** The image can be chosen from the library or uploaded with the hero content (image_file). */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "hero-contents");
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    const parsed = parseFormData(heroContents.schemas.create, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const image = await storeImageField(database, form, "image_file", "Image", audit);
    if (!image.ok) return invalid({ image_id: [image.message] }, submittedValues(form), image.status);
    const input = image.media ? { ...parsed.data, image_id: image.media.id } : parsed.data;
    const result = await saveWithUpload(database, image.media, audit, () => heroContents.create(database, { ...audit, input }));
    if (!result.ok) return commandFailure(result, submittedValues(form));
    return redirectWithToast(HERO_CONTENT_SCREENS.listPath, { type: "success", message: `${HERO_CONTENT_SCREENS.Noun} “${result.row.title}” created` });
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function CreateHeroContentPage() {
  const { images } = useLoaderData<typeof loader>();
  return <HeroContentsForm images={images} result={useActionData<typeof action>()} />;
}
