import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogItemForm } from "~/components/admin/catalog-item-form";
import { PRODUCT_SCREENS } from "~/components/admin/catalog-screens";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import { TextTranslationForm } from "~/components/admin/text-translation-form";
import { LocaleSwitcher, WithLanguages } from "~/components/admin/translation-parts";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { requireStaff } from "~/services/auth/auth.server";
import { products } from "~/services/content/products.server";
import { revisionCount } from "~/services/content/revisions.server";
import translationStyles from "~/styles/admin-translation.css";
import { catalogFormChoices, editableCatalogItem, saveCatalogItem } from "./__admin-catalog.server";
import { catalogTranslationColumn, catalogTranslationAction, catalogTranslationEditorData } from "./__admin-catalog-translation.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, notFound, requireId } from "./__admin-screen.server";
import { itemLocaleChoices, translationLocale } from "./__admin-translation.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? data.item.title : "Edit product"}${data?.translation ? ` (${data.translation.language})` : ""} · Admin` },
];
export const headers = adminHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  const id = requireId(params.id);
  const item = await products.get(db(), id);
  if (!item) throw notFound();
  // ?locale=de edits the German text of the product; its category, image and order stay on its own form.
  const locale = translationLocale(request);
  const translation = locale ? await catalogTranslationEditorData("product", item, locale) : null;
  const confirmingDelete = confirmDeleteId(new URL(request.url)) === item.id;
  const choices = translation ? { categories: [], images: [] } : await catalogFormChoices("product", item.image_id);
  const historyCount = await revisionCount(db(), { resource: "products", recordId: String(id) });
  return json(
    { item: { ...editableCatalogItem(item), history_count: historyCount }, confirmingDelete, ...choices, locales: itemLocaleChoices(item.id, await catalogTranslationColumn("product", [item.id])), translation },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/** The image can be chosen from the library or uploaded with the product (image_file). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, "products");
  const id = requireId(params.id);
  const locale = translationLocale(request);
  if (locale) {
    const audit = { actor: actorOf(staff), ip: clientIp(context) };
    return catalogTranslationAction("product", { request, item: await products.get(db(), id), id, locale, audit });
  }
  return saveCatalogItem("product", staff, request, context, id);
}

export default function EditProductPage() {
  const { item, categories, images, confirmingDelete, locales, translation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const editPath = PRODUCT_SCREENS.editPath(item.id);
  return (
    <WithLanguages switcher={locales ? <LocaleSwitcher locales={locales} current={translation?.locale ?? locales[0].locale} hrefOf={(locale, index) => `${editPath}${index === 0 ? "" : `?locale=${locale}`}`} /> : null}>
      {translation ? (
        <TextTranslationForm screens={PRODUCT_SCREENS} id={item.id} shortText="summary" editor={translation} result={result} />
      ) : (
        <CatalogItemForm screens={PRODUCT_SCREENS} item={item} categories={categories} images={images} result={result} confirmingDelete={confirmingDelete} />
      )}
    </WithLanguages>
  );
}
