import type { AppLoadContext } from "@remix-run/node";
import { CATALOG_SCREENS } from "~/components/admin/catalog-screens";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { getCategoryTranslation } from "~/models/catalog-translation.server";
import type { Category } from "~/models/category.server";
import { categoryTranslationSchema } from "~/schemas/catalog-translation";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { writeCategoryTranslation } from "~/services/content/catalog-translation.server";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { productCategories } from "~/services/content/product-categories.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { readFormData } from "~/services/form-data.server";
import { revisionCount } from "~/services/content/revisions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { CatalogKind } from "~/utils/kinds";
import { englishLanguageName } from "~/utils/locales";
import { parseRecordId } from "~/utils/record-id";
import { historyPath } from "~/utils/revision-paths";
import { inlineRowsAction, inlineRowsLoader } from "./__admin-inline-rows.server";
import { actorOf, formError, invalid, submittedValues } from "./__admin-screen.server";

const CATEGORIES = { solution: solutionCategories, product: productCategories } as const;

function categoryFields(item: Category) {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    image_id: item.image_id,
    sort_order: item.sort_order,
    is_published: item.is_published,
    unpublish_at: item.unpublish_at,
    version: item.version,
  };
}

/** The open category's name in each of the site's other languages (empty fields while it has none). */
async function categoryNames(kind: CatalogKind, category: Category) {
  const [, ...others] = env().SITE_LOCALES;
  return Promise.all(
    others.map(async (locale) => {
      const resource = CATEGORIES[kind].name;
      const [stored, historyCount] = await Promise.all([
        getCategoryTranslation(db(), kind, { categoryId: category.id, locale }),
        revisionCount(db(), { resource, recordId: String(category.id), locale }),
      ]);
      return {
        locale,
        language: englishLanguageName(locale),
        history: { path: historyPath(resource, category.id, locale), count: historyCount },
        name: stored?.name ?? "",
        slug: stored?.slug ?? "",
        description: stored?.description ?? "",
        version: stored?.version ?? null,
        outdated: stored?.outdated ?? false,
      };
    }),
  );
}

export async function categoryPageLoader(kind: CatalogKind, request: Request) {
  return inlineRowsLoader(request, CATEGORIES[kind], {
    row: (item) => ({ ...categoryFields(item), item_count: item.item_count }),
    fields: categoryFields,
    extra: (item) => categoryNames(kind, item),
  });
}

export async function categoryPageAction(kind: CatalogKind, request: Request, context: AppLoadContext) {
  const { category } = CATALOG_SCREENS[kind];
  if (new URL(request.url).searchParams.get("intent") === "translate") return translateCategory(kind, request, context);
  return inlineRowsAction(request, context, { resource: CATEGORIES[kind], path: category.path, noun: category.Noun, image: { label: "Image" } });
}

/**
 * The open category's name in another language (`?intent=translate`): saved through the API's
 * rules, with its own version. Its form names the category `category_id`, not `id`, so a refusal
 * reopens this form with what was typed and leaves the category's own panel as it was.
 */
async function translateCategory(kind: CatalogKind, request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, CATEGORIES[kind].name);
  const form = await readFormData(request);
  const values = submittedValues(form);
  const categoryId = parseRecordId(form.get("category_id"));
  const locale = String(form.get("locale") ?? "");
  if (!categoryId || !env().SITE_LOCALES.slice(1).includes(locale)) return formError(CONTENT_MESSAGES.notFound, 404, values);
  const parsed = parseFormData(categoryTranslationSchema, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const result = await writeCategoryTranslation(db(), kind, { categoryId, locale, input: parsed.data, actor: actorOf(staff), ip: clientIp(context) });
  if (!result.ok) {
    if ("fieldErrors" in result) return invalid(result.fieldErrors, values);
    return formError(result.reason === "conflict" ? CONTENT_MESSAGES.conflict : CONTENT_MESSAGES.notFound, result.reason === "conflict" ? 409 : 404, values);
  }
  // Back to the same list with the category's panel open.
  const params = new URLSearchParams(new URL(request.url).search);
  params.delete("intent");
  params.set("edit", String(categoryId));
  const back = `${CATALOG_SCREENS[kind].category.path}?${params}`;
  return redirectWithToast(back, { type: "success", message: `${englishLanguageName(locale)}: saved “${parsed.data.name}”` });
}
