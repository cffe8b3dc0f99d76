import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlogForm } from "~/components/admin/blog-form";
import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, invalid, savedItemToast, submittedValues } from "~/routes/__admin-screen.server";
import { readEditorialForm, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { backToEditing, publishStep } from "~/routes/__admin-publish-step.server";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import { requireStaff } from "~/services/auth/auth.server";
import { news } from "~/services/content/news.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: "Add news article · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "news");
  return json({ images: await mediaOptions(db(), "image") }, { headers: ADMIN_CACHE_HEADERS });
}

/** The cover can be chosen from the library or uploaded with the article (cover_image_file). */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "news");
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    const back = backToEditing(form);
    if (back) return back;
    const parsed = parseFormData(news.schemas.create, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const cover = await storeImageField(database, form, "cover_image_file", "Cover image", audit);
    if (!cover.ok) return invalid({ cover_image_id: [cover.message] }, submittedValues(form), cover.status);
    const step = await publishStep(request, form, { item: parsed.data, publicPath: NEWS_SCREENS.publicPath, slugsIn: { table: "news" }, images: [["cover_image", cover.media]] });
    if (step) return step;
    const input = cover.media ? { ...parsed.data, cover_image_id: cover.media.id } : parsed.data;
    const result = await saveWithUpload(database, cover.media, audit, () => news.create(database, { ...audit, input }));
    if (!result.ok) return commandFailure(result, submittedValues(form));
    return redirectWithToast(NEWS_SCREENS.editPath(result.row.id), savedItemToast(result.row, NEWS_SCREENS.publicPath));
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function CreateNewsPage() {
  const { images } = useLoaderData<typeof loader>();
  return <BlogForm images={images} result={useActionData<typeof action>()} />;
}
