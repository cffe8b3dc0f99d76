import { json, type AppLoadContext } from "@remix-run/node";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import type { EditorialScreens } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import type { ContentResource } from "~/services/content/resource";
import type { Paginated } from "~/utils/pagination";
import { actorOf, ADMIN_CACHE_HEADERS, commandFailure, formError, invalid, listQuery, notFound, optionalId, readAdminForm, requireId } from "./__admin-screen.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * The loaders' and actions' steps of the news, custom page, home slide and
 * hero content screens (list, create, edit): the same for the four, so each
 * route file keeps only what its screen shows. Every write goes through the
 * content commands (app/services/content), which check, save, record
 * redirects and audit in one transaction.
 */

const EDITORIAL_PER_PAGE = 20;

/** What was posted, as text, so a refused form shows it again. */
function submitted(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * GET of a list: its page of rows (each shaped by `row`), the search and
 * filters, and the item a script-free delete asks about.
 */
export async function editorialListLoader<ListRow, Row>(
  resource: {
    listParams(searchParams: URLSearchParams): object;
    list(database: ReturnType<typeof db>, params: object): Promise<Paginated<ListRow>>;
    get(database: ReturnType<typeof db>, id: number): Promise<{ id: number; title: string } | undefined>;
  },
  request: Request,
  row: (item: ListRow) => Row,
) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const params = resource.listParams(url.searchParams);
  const database = db();
  const page = await resource.list(database, { ...params, perPage: EDITORIAL_PER_PAGE });
  const confirmId = confirmDeleteId(url);
  const confirm = confirmId ? await resource.get(database, confirmId) : undefined;
  return json(
    {
      items: page.items.map(row),
      page: page.page,
      lastPage: page.lastPage,
      total: page.total,
      filters: { q: url.searchParams.get("q") ?? "", status: url.searchParams.get("status") ?? "", is_published: url.searchParams.get("is_published") ?? "" },
      confirm: confirm ? { id: confirm.id, title: confirm.title } : null,
      listQuery: listQuery(url),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/** News, pages, home slides and hero contents: records with a title. */
type EditorialResource = ContentResource<{ id: number; title: string }, { id: number; title: string }>;

/** Deletes an item and comes back to `back` with a toast, or answers why it could not. */
async function deleteItem(resource: EditorialResource, screens: EditorialScreens, request: Request, context: AppLoadContext, id: number | undefined, back: string) {
  const admin = await requireAdmin(request);
  if (!id) return formError(CONTENT_MESSAGES.notFound, 404);
  const database = db();
  const item = await resource.get(database, id);
  const result = await resource.remove(database, { actor: actorOf(admin), ip: clientIp(context), id });
  if (!result.ok) return commandFailure(result);
  return redirectWithToast(back, { type: "success", message: `${screens.Noun} “${item?.title ?? id}” deleted` });
}

/** POST to a list: its only action is deleting a row (intent=delete). */
export async function editorialListAction(resource: EditorialResource, screens: EditorialScreens, request: Request, context: AppLoadContext) {
  await requireAdmin(request);
  const form = await request.formData();
  if (form.get("intent") !== "delete") return formError("This action is not supported.", 400);
  const url = new URL(request.url);
  return deleteItem(resource, screens, request, context, optionalId(form.get("id")), `${screens.listPath}${listQuery(url)}`);
}

/** POST to a create screen: a new item, then the list with a toast. */
export async function editorialCreateAction(resource: EditorialResource, screens: EditorialScreens, request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request);
  const form = await readAdminForm(request);
  const parsed = parseFormData(resource.schemas.create!, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const result = await resource.create!(db(), { actor: actorOf(admin), ip: clientIp(context), input: parsed.data });
  if (!result.ok) return commandFailure(result, submitted(form));
  return redirectWithToast(screens.listPath, { type: "success", message: `${screens.Noun} “${result.row.title}” created` });
}

/** GET of an edit screen: the stored item (shaped by `item`) and whether a script-free delete is being confirmed. */
export async function editorialEditLoader<Rec extends { id: number }, Item>(
  resource: { get(database: ReturnType<typeof db>, id: number): Promise<Rec | undefined> },
  request: Request,
  idParam: string | undefined,
  item: (row: Rec) => Item,
) {
  await requireAdmin(request);
  const id = requireId(idParam);
  const row = await resource.get(db(), id);
  if (!row) throw notFound();
  return { row, item: item(row), confirmingDelete: confirmDeleteId(new URL(request.url)) === row.id };
}

/**
 * POST to an edit screen: intent=delete deletes the item; otherwise the form
 * is saved if nobody saved the item since it was loaded (its version).
 */
export async function editorialEditAction(
  resource: EditorialResource,
  screens: EditorialScreens,
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const admin = await requireAdmin(request);
  const id = requireId(idParam);
  const form = await readAdminForm(request);
  if (form.get("intent") === "delete") return deleteItem(resource, screens, request, context, id, screens.listPath);

  const parsed = parseFormData(resource.schemas.update!, form);
  if (!parsed.success) {
    // The version is a hidden field: its error is the form's, not a field's.
    const { version: versionErrors, ...fieldErrors } = parsed.fieldErrors;
    if (versionErrors && Object.keys(fieldErrors).length === 0) return formError(versionErrors[0], 422, parsed.values);
    return invalid(fieldErrors, parsed.values);
  }
  const { version, ...input } = parsed.data as { version: number };
  const result = await resource.update!(db(), { actor: actorOf(admin), ip: clientIp(context), id, version, input });
  if (!result.ok) return commandFailure(result, submitted(form));
  return redirectWithToast(screens.listPath, { type: "success", message: `${screens.Noun} “${result.row.title}” saved` });
}
