import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlogForm } from "~/components/admin/blog-form";
import { TextTranslationForm } from "~/components/admin/text-translation-form";
import { LocaleSwitcher, WithLanguages } from "~/components/admin/translation-parts";
import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, invalid, requireId, savedItemToast, submittedValues } from "~/routes/__admin-screen.server";
import { readEditorialForm, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { backToEditing, publishStep } from "~/routes/__admin-publish-step.server";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import { news } from "~/services/content/news.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { deleteEditorialItem, editorialEditLoader, refusedEditForm } from "~/routes/__admin-editorial.server";
import { requireStaff } from "~/services/auth/auth.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";
import { newsTranslationColumn, newsTranslationAction, translationEditorData } from "~/routes/__admin-news-translation.server";
import { itemLocaleChoices, translationLocale } from "~/routes/__admin-translation.server";
import translationStyles from "~/styles/admin-translation.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? data.item.title : "Edit news article"}${data?.translation ? ` (${data.translation.language})` : ""} · Admin` },
];
export const headers = adminHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(news, request, params.id, (article) => ({
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    body: article.body,
    cover_image_id: article.cover_image_id,
    status: article.status,
    published_at: article.published_at,
    unpublish_at: article.unpublish_at,
    seo_title: article.seo_title,
    seo_description: article.seo_description,
    version: article.version,
  }));
  // ?locale=de edits the German text of the article; the article's own fields stay on its own form.
  const locale = translationLocale(request);
  const translation = locale ? await translationEditorData(row, locale) : null;
  const images = translation ? [] : await mediaOptions(db(), "image", { include: [row.cover_image_id] });
  return json({ item, images, confirmingDelete, locales: itemLocaleChoices(row.id, await newsTranslationColumn([row.id])), translation }, { headers: ADMIN_CACHE_HEADERS });
}

/** The cover can be chosen from the library or uploaded with the article (cover_image_file). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "news");
  const id = requireId(params.id);
  const locale = translationLocale(request);
  if (locale) {
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    return newsTranslationAction({ request, id, locale, article: await news.get(db(), id), audit });
  }
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    if (form.get("intent") === "delete") return await deleteEditorialItem(news, NEWS_SCREENS, admin, context, id, NEWS_SCREENS.listPath);
    const back = backToEditing(form);
    if (back) return back;
    const parsed = parseFormData(news.schemas.update, form);
    if (!parsed.success) return refusedEditForm(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const cover = await storeImageField(database, form, "cover_image_file", "Cover image", audit);
    if (!cover.ok) return invalid({ cover_image_id: [cover.message] }, submittedValues(form), cover.status);
    const stored = await news.get(database, id);
    const step = await publishStep(request, form, { storedStatus: stored?.status, item: parsed.data, publicPath: NEWS_SCREENS.publicPath, slugsIn: { table: "news", excludeId: id }, images: [["cover_image", cover.media]] });
    if (step) return step;
    const { version, ...fields } = parsed.data;
    const input = cover.media ? { ...fields, cover_image_id: cover.media.id } : fields;
    const result = await saveWithUpload(database, cover.media, audit, () => news.update(database, { ...audit, id, version, input }));
    if (!result.ok) return commandFailure(result, submittedValues(form));
    return redirectWithToast(NEWS_SCREENS.editPath(id), savedItemToast(result.row, NEWS_SCREENS.publicPath, { before: stored }));
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function EditNewsPage() {
  const { item, images, confirmingDelete, locales, translation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <WithLanguages switcher={locales ? <LocaleSwitcher locales={locales} current={translation?.locale ?? locales[0].locale} hrefOf={(locale, index) => `${NEWS_SCREENS.editPath(item.id)}${index === 0 ? "" : `?locale=${locale}`}`} /> : null}>
      {translation ? (
        <TextTranslationForm screens={NEWS_SCREENS} id={item.id} shortText="excerpt" editor={translation} result={result} />
      ) : (
        <BlogForm item={item} images={images} result={result} confirmingDelete={confirmingDelete} />
      )}
    </WithLanguages>
  );
}
