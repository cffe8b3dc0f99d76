import { RESERVED_SLUGS } from "~/utils/slug";
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PAGE_SCREENS } from "~/components/admin/editorial-screens";
import { PageTranslationForm } from "~/components/admin/page-translation-form";
import { PagesForm } from "~/components/admin/pages-form";
import { LocaleSwitcher, WithLanguages } from "~/components/admin/translation-parts";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, readAdminForm, requireId, savedItemToast, submittedValues } from "~/routes/__admin-screen.server";
import { pages } from "~/services/content/pages.server";
import { deleteEditorialItem, editorialEditLoader, refusedEditForm } from "~/routes/__admin-editorial.server";
import { requireStaff } from "~/services/auth/auth.server";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";
import { backToEditing, publishStep } from "~/routes/__admin-publish-step.server";
import { sectionImageOptions, sectionsStep, withSectionDrafts } from "~/routes/__admin-page-sections.server";
import { pageTranslationColumn, pageTranslationAction, pageTranslationEditorData } from "~/routes/__admin-page-translation.server";
import { itemLocaleChoices, translationLocale } from "~/routes/__admin-translation.server";
import translationStyles from "~/styles/admin-translation.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? data.item.title : "Edit page"}${data?.translation ? ` (${data.translation.language})` : ""} · Admin` },
];
export const headers = adminHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(pages, request, params.id, (page) => ({
    id: page.id,
    title: page.title,
    slug: page.slug,
    body: page.body,
    status: page.status,
    published_at: page.published_at,
    unpublish_at: page.unpublish_at,
    show_in_menu: page.show_in_menu,
    menu_label: page.menu_label,
    sort_order: page.sort_order,
    seo_title: page.seo_title,
    seo_description: page.seo_description,
    sections: page.sections,
    version: page.version,
  }));
  // ?locale=de edits the German text and sections of the page; its menu, order and dates stay on its own form.
  const locale = translationLocale(request);
  const translation = locale ? await pageTranslationEditorData(row, locale) : null;
  const images = translation ? [] : await sectionImageOptions(db(), row.sections);
  return json({ item, images, confirmingDelete, locales: itemLocaleChoices(row.id, await pageTranslationColumn([row.id])), translation }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "pages");
  const id = requireId(params.id);
  const locale = translationLocale(request);
  if (locale) {
    const audit = { actor: actorOf(admin), ip: clientIp(context) };
    return pageTranslationAction({ request, id, locale, page: await pages.get(db(), id), audit });
  }
  const form = await readAdminForm(request);
  if (form.get("intent") === "delete") return deleteEditorialItem(pages, PAGE_SCREENS, admin, context, id, PAGE_SCREENS.listPath);
  const back = backToEditing(form);
  if (back) return back;
  const sectionButton = sectionsStep(form);
  if (sectionButton) return sectionButton;
  const parsed = parseFormData(pages.schemas.update, form);
  if (!parsed.success) return withSectionDrafts(refusedEditForm(parsed.fieldErrors, parsed.values), form);
  const stored = await pages.get(db(), id);
  const step = await publishStep(request, form, { storedStatus: stored?.status, item: parsed.data, publicPath: PAGE_SCREENS.publicPath, slugsIn: { table: "page", excludeId: id, avoid: RESERVED_SLUGS } });
  if (step) return step;
  const { version, ...input } = parsed.data;
  const result = await pages.update(db(), { actor: actorOf(admin), ip: clientIp(context), id, version, input });
  if (!result.ok) return withSectionDrafts(commandFailure(result, submittedValues(form)), form);
  return redirectWithToast(PAGE_SCREENS.editPath(result.row.id), savedItemToast(result.row, PAGE_SCREENS.publicPath, { before: stored }));
}

export default function EditPagePage() {
  const { item, images, confirmingDelete, locales, translation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <WithLanguages switcher={locales ? <LocaleSwitcher locales={locales} current={translation?.locale ?? locales[0].locale} hrefOf={(locale, index) => `${PAGE_SCREENS.editPath(item.id)}${index === 0 ? "" : `?locale=${locale}`}`} /> : null}>
      {translation ? (
        <PageTranslationForm id={item.id} editor={translation} result={result} />
      ) : (
        <PagesForm item={item} images={images} result={result} confirmingDelete={confirmingDelete} />
      )}
    </WithLanguages>
  );
}
