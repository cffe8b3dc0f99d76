import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HERO_CONTENT_SCREENS } from "~/components/admin/editorial-screens";
import { HeroContentsForm } from "~/components/admin/hero-contents-form";
import { db } from "~/db/db.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, invalid, requireId, submittedValues } from "~/routes/__admin-screen.server";
import { readEditorialForm, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import { heroContents } from "~/services/content/hero-contents.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { deleteEditorialItem, editorialEditLoader, refusedEditForm } from "~/routes/__admin-editorial.server";
import { requireStaff } from "~/services/auth/auth.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit hero content"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(heroContents, request, params.id, (content) => ({
    id: content.id,
    title: content.title,
    body: content.body,
    image_id: content.image_id,
    icon: content.icon,
    link_url: content.link_url,
    sort_order: content.sort_order,
    is_published: content.is_published,
    unpublish_at: content.unpublish_at,
    version: content.version,
  }));
  const images = await mediaOptions(db(), "image", { include: [row.image_id] });
  return json({ item, images, confirmingDelete }, { headers: ADMIN_CACHE_HEADERS });
}

/** The image can be chosen from the library or uploaded with the hero content (image_file). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "hero-contents");
  const id = requireId(params.id);
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    if (form.get("intent") === "delete") return await deleteEditorialItem(heroContents, HERO_CONTENT_SCREENS, admin, context, id, HERO_CONTENT_SCREENS.listPath);
    const parsed = parseFormData(heroContents.schemas.update, form);
    if (!parsed.success) return refusedEditForm(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const image = await storeImageField(database, form, "image_file", "Image", audit);
    if (!image.ok) return invalid({ image_id: [image.message] }, submittedValues(form), image.status);
    const { version, ...fields } = parsed.data;
    const input = image.media ? { ...fields, image_id: image.media.id } : fields;
    const result = await saveWithUpload(database, image.media, audit, () => heroContents.update(database, { ...audit, id, version, input }));
    if (!result.ok) return commandFailure(result, submittedValues(form));
    return redirectWithToast(HERO_CONTENT_SCREENS.listPath, { type: "success", message: `${HERO_CONTENT_SCREENS.Noun} “${result.row.title}” saved` });
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function EditHeroContentPage() {
  const { item, images, confirmingDelete } = useLoaderData<typeof loader>();
  return <HeroContentsForm item={item} images={images} result={useActionData<typeof action>()} confirmingDelete={confirmingDelete} />;
}
