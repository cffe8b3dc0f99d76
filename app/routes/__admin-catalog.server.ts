import { json, type AppLoadContext } from "@remix-run/node";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import { CATALOG_SCREENS } from "~/components/admin/catalog-screens";
import type { CatalogKind } from "~/utils/kinds";
import { db } from "~/db/db.server";
import { countByStatus } from "~/models/crud.server";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { clientIp } from "~/load-context";
import { listProductCategoryOptions } from "~/models/product-category.server";
import { listSolutionCategoryOptions } from "~/models/solution-category.server";
import { products } from "~/services/content/products.server";
import { solutions } from "~/services/content/solutions.server";
import type { CatalogItemRecord } from "~/services/content/catalog-items.server";
import { actorOf, ADMIN_CACHE_HEADERS, commandFailure, formError, listQuery, submittedValues } from "./__admin-screen.server";
import { requireStaff, type SessionUser } from "~/services/auth/auth.server";
import { mediaOptions } from "./__media-options.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseRecordId } from "~/utils/record-id";
import { readFormData } from "~/services/form-data.server";
import { parseFormData } from "~/schemas/parse";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import { invalid, savedItemToast } from "./__admin-screen.server";
import { readEditorialForm, saveWithUpload, storeImageField } from "./__admin-upload.server";
import { backToEditing, publishStep } from "./__admin-publish-step.server";
import { readListSort } from "~/utils/list-sort";
import { bulkListAction } from "./__admin-bulk.server";
import { moveListItem } from "./__admin-reorder.server";
import { catalogTranslationColumn } from "./__admin-catalog-translation.server";

const CATALOG = {
  solution: { items: solutions, categoryOptions: listSolutionCategoryOptions },
  product: { items: products, categoryOptions: listProductCategoryOptions },
} as const;

const CATALOG_PER_PAGE = 20;

async function categoryChoices(kind: CatalogKind) {
  const rows = await CATALOG[kind].categoryOptions(db());
  return rows.map((row) => ({ value: String(row.id), label: row.is_published ? row.name : `${row.name} (hidden)` }));
}

export async function catalogListLoader(kind: CatalogKind, request: Request) {
  await requireStaff(request, CATALOG[kind].items.name);
  const url = new URL(request.url);
  const resource = CATALOG[kind].items;
  const params = resource.listParams(url.searchParams);
  const sort = readListSort(url.searchParams);
  const database = db();
  const [page, categories, statusCounts] = await Promise.all([
    resource.list(database, { ...params, sort, perPage: CATALOG_PER_PAGE }),
    categoryChoices(kind),
    countByStatus(database, kind),
  ]);
  const translations = await catalogTranslationColumn(kind, page.items.map((item) => item.id));
  // Without JavaScript, Delete leads here first (?confirm-delete=<id>).
  const confirmId = confirmDeleteId(url);
  const confirm = confirmId ? await resource.get(database, confirmId) : undefined;
  return json(
    {
      items: page.items.map((item) => ({
        id: item.id,
        title: item.title,
        slug: item.slug,
        category_name: item.category_name,
        status: item.status,
        published_at: item.published_at,
        unpublish_at: item.unpublish_at,
        updated_at: item.updated_at,
        thumbnail: item.image ? { id: item.image.id, original_name: item.image.original_name, variants: item.image.variants } : null,
      })),
      page: page.page,
      lastPage: page.lastPage,
      total: page.total,
      filters: {
        q: url.searchParams.get("q") ?? "",
        category_id: params.categoryId ? String(params.categoryId) : "",
        status: params.status ?? "",
      },
      statusCounts,
      sort,
      categories,
      confirm: confirm ? { id: confirm.id, title: confirm.title } : null,
      listQuery: listQuery(url),
      translations,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

async function deleteCatalogItem(kind: CatalogKind, staff: SessionUser, context: AppLoadContext, form: FormData, back: string) {
  const screens = CATALOG_SCREENS[kind];
  const id = parseRecordId(form.get("id"));
  if (!id) return formError(CONTENT_MESSAGES.notFound, 404);
  const resource = CATALOG[kind].items;
  const item = await resource.get(db(), id);
  const result = await resource.remove(db(), { actor: actorOf(staff), ip: clientIp(context), id });
  if (!result.ok) return commandFailure(result);
  return redirectWithToast(back, { type: "success", message: `${screens.Noun} “${item?.title ?? id}” deleted` });
}

export async function catalogListAction(kind: CatalogKind, request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, CATALOG[kind].items.name);
  const form = await readFormData(request);
  const back = `${CATALOG_SCREENS[kind].listPath}${listQuery(new URL(request.url))}`;
  const intent = form.get("intent");
  if (intent === "bulk") return bulkListAction(staff, context, form, { resource: CATALOG[kind].items, switches: "status", back });
  if (intent === "move") return moveListItem(CATALOG[kind].items, staff, context, form, back);
  if (intent !== "delete") return formError("This action is not supported.", 400);
  return deleteCatalogItem(kind, staff, context, form, back);
}

export async function catalogFormChoices(kind: CatalogKind, imageId?: number | null) {
  const [categories, images] = await Promise.all([categoryChoices(kind), mediaOptions(db(), "image", { include: [imageId] })]);
  return { categories, images };
}

export function editableCatalogItem(item: CatalogItemRecord) {
  return {
    id: item.id,
    category_id: item.category_id,
    title: item.title,
    slug: item.slug,
    summary: item.summary,
    body: item.body,
    image_id: item.image_id,
    sort_order: item.sort_order,
    status: item.status,
    published_at: item.published_at,
    unpublish_at: item.unpublish_at,
    seo_title: item.seo_title,
    seo_description: item.seo_description,
    version: item.version,
    updated_at: item.updated_at,
  };
}

/** A new image uploaded with the item wins over the library choice. */
const CATALOG_IMAGE_FILE = "image_file";

/** A new file is stored only once the other fields are valid, and taken back if the save is then refused. */
export async function saveCatalogItem(kind: CatalogKind, staff: SessionUser, request: Request, context: AppLoadContext, id?: number) {
  const screens = CATALOG_SCREENS[kind];
  const resource = CATALOG[kind].items;
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    if (id !== undefined && form.get("intent") === "delete") {
      form.set("id", String(id));
      return await deleteCatalogItem(kind, staff, context, form, screens.listPath);
    }
    const back = backToEditing(form);
    if (back) return back;
    const database = db();
    const audit = { actor: actorOf(staff), ip: clientIp(context) };
    const parsed = id === undefined ? parseFormData(resource.schemas.create, form) : parseFormData(resource.schemas.update, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const image = await storeImageField(database, form, CATALOG_IMAGE_FILE, "Image", audit);
    if (!image.ok) return invalid({ image_id: [image.message] }, submittedValues(form), image.status);
    const stored = id === undefined ? undefined : await resource.get(database, id);
    const step = await publishStep(request, form, { storedStatus: stored?.status, item: parsed.data, publicPath: screens.publicPath, slugsIn: { table: kind, excludeId: id }, images: [["image", image.media]] });
    if (step) return step;
    const { version, ...fields } = { version: 0, ...parsed.data };
    const input = image.media ? { ...fields, image_id: image.media.id } : fields;
    const result = await saveWithUpload(database, image.media, audit, () =>
      id === undefined ? resource.create(database, { ...audit, input }) : resource.update(database, { ...audit, id, version, input }),
    );
    if (!result.ok) return commandFailure(result, submittedValues(form));
    return redirectWithToast(screens.editPath(result.row.id), savedItemToast(result.row, screens.publicPath, { before: stored }));
  } finally {
    await removeUploadedFiles(form);
  }
}
