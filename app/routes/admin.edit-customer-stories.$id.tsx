import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CUSTOMER_STORY_SCREENS, CustomerStoryForm } from "~/components/admin/customer-story-form";
import { StoryTranslationForm } from "~/components/admin/story-translation-form";
import { LocaleSwitcher, WithLanguages } from "~/components/admin/translation-parts";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { customerStoryChoices, customerStoryFormItem, postedValues, storedMedia, storeStoryImages, withStoredImages } from "~/routes/__admin-customer-stories.server";
import { storyTranslationColumn, storyTranslationAction, storyTranslationEditorData } from "~/routes/__admin-customer-story-translation.server";
import { itemLocaleChoices, translationLocale } from "~/routes/__admin-translation.server";
import { backToEditing, publishStep } from "~/routes/__admin-publish-step.server";
import { readEditorialForm, saveWithUpload } from "~/routes/__admin-upload.server";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import { deleteEditorialItem, editorialEditLoader, refusedEditForm } from "~/routes/__admin-editorial.server";
import {
  actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, formError, requireId, savedItemToast,
} from "~/routes/__admin-screen.server";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { customerStories } from "~/services/content/customer-stories.server";
import { redirectWithToast } from "~/services/toast.server";
import translationStyles from "~/styles/admin-translation.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? data.item.title : "Edit customer story"}${data?.translation ? ` (${data.translation.language})` : ""} · Admin` },
];
export const headers = adminHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(customerStories, request, params.id, customerStoryFormItem);
  // ?locale=de edits the German text of the story; its customer, pictures, quoted person and related items stay on its own form.
  const locale = translationLocale(request);
  const translation = locale ? await storyTranslationEditorData(row, locale) : null;
  const choices = translation ? { images: [], solutions: [], products: [], industries: [] } : await customerStoryChoices(db(), row);
  return json({ item, ...choices, confirmingDelete, locales: itemLocaleChoices(row.id, await storyTranslationColumn([row.id])), translation }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "customer-stories");
  const id = requireId(params.id);
  const locale = translationLocale(request);
  if (locale) {
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    return storyTranslationAction({ request, story: await customerStories.get(db(), id), id, locale, audit });
  }
  const upload = await readEditorialForm(request, { maxFiles: 2 });
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  const screens = CUSTOMER_STORY_SCREENS;
  try {
    if (form.get("intent") === "delete") return await deleteEditorialItem(customerStories, screens, admin, context, id, screens.listPath);
    const back = backToEditing(form);
    if (back) return back;
    const parsed = parseFormData(customerStories.schemas.update, form);
    if (!parsed.success) return refusedEditForm(parsed.fieldErrors, parsed.values);
    const database = db();
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    const images = await storeStoryImages(database, form, audit);
    if (!images.ok) return images.response;
    const stored = await customerStories.get(database, id);
    const step = await publishStep(request, form, { storedStatus: stored?.status, item: parsed.data, publicPath: screens.publicPath, slugsIn: { table: "customer_story", excludeId: id }, images: images.stored });
    if (step) return step;
    const { version, ...fields } = parsed.data;
    const input = withStoredImages(fields, images.stored);
    const result = await saveWithUpload(database, storedMedia(images.stored), audit, () => customerStories.update(database, { ...audit, id, version, input }));
    if (!result.ok) return commandFailure(result, postedValues(form));
    return redirectWithToast(screens.editPath(result.row.id), savedItemToast(result.row, screens.publicPath, { before: stored }));
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function EditCustomerStoryPage() {
  const { item, images, solutions, products, industries, confirmingDelete, locales, translation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const editPath = CUSTOMER_STORY_SCREENS.editPath(item.id);
  return (
    <WithLanguages switcher={locales ? <LocaleSwitcher locales={locales} current={translation?.locale ?? locales[0].locale} hrefOf={(locale, index) => `${editPath}${index === 0 ? "" : `?locale=${locale}`}`} /> : null}>
      {translation ? (
        <StoryTranslationForm id={item.id} editor={translation} result={result} />
      ) : (
        <CustomerStoryForm item={item} images={images} solutions={solutions} products={products} industries={industries} result={result} confirmingDelete={confirmingDelete} />
      )}
    </WithLanguages>
  );
}
