import { revisionCount } from "~/services/content/revisions.server";
import { json, type AppLoadContext } from "@remix-run/node";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import type { EditorialScreens } from "~/components/admin/editorial-screens";
import { contentTypeOf } from "~/content-types";
import { db } from "~/db/db.server";
import { countByStatus } from "~/models/crud.server";
import { clientIp } from "~/load-context";
import type { FieldErrors } from "~/schemas/parse";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import type { ContentResource } from "~/services/content/resource";
import type { Paginated } from "~/utils/pagination";
import { actorOf, ADMIN_CACHE_HEADERS, commandFailure, formError, invalid, listQuery, notFound, requireId } from "./__admin-screen.server";
import { requireStaff, type SessionUser } from "~/services/auth/auth.server";
import type { Area } from "~/utils/permissions";
import { redirectWithToast } from "~/services/toast.server";
import { parseRecordId } from "~/utils/record-id";
import { readFormData } from "~/services/form-data.server";
import { readListSort } from "~/utils/list-sort";
import { bulkListAction } from "./__admin-bulk.server";
import { isOrderedList, moveListItem } from "./__admin-reorder.server";

const EDITORIAL_PER_PAGE = 20;

/** `more` adds what a list shows beside its rows (the news list's translation states), read for the rows of the page. */
export async function editorialListLoader<ListRow, Row, More = null>(
  resource: {
    name: Area;
    listParams(searchParams: URLSearchParams): object;
    list(database: ReturnType<typeof db>, params: object): Promise<Paginated<ListRow>>;
    get(database: ReturnType<typeof db>, id: number): Promise<{ id: number; title: string } | undefined>;
  },
  request: Request,
  row: (item: ListRow) => Row,
  more?: (items: ListRow[]) => Promise<More>,
) {
  await requireStaff(request, resource.name);
  const url = new URL(request.url);
  const params = resource.listParams(url.searchParams);
  const sort = readListSort(url.searchParams);
  const database = db();
  // A type with a status shows its statuses as tabs, each with its count.
  const type = contentTypeOf(resource.name);
  const [page, statusCounts] = await Promise.all([
    resource.list(database, { ...params, sort, perPage: EDITORIAL_PER_PAGE }),
    type?.publishing === "status" ? countByStatus(database, type.table) : null,
  ]);
  const confirmId = confirmDeleteId(url);
  const confirm = confirmId ? await resource.get(database, confirmId) : undefined;
  return json(
    {
      items: page.items.map(row),
      page: page.page,
      lastPage: page.lastPage,
      total: page.total,
      filters: { q: url.searchParams.get("q") ?? "", status: url.searchParams.get("status") ?? "", is_published: url.searchParams.get("is_published") ?? "" },
      statusCounts,
      sort,
      confirm: confirm ? { id: confirm.id, title: confirm.title } : null,
      listQuery: listQuery(url),
      more: more ? await more(page.items) : null,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

type EditorialResource = ContentResource<{ id: number; title: string }, { id: number; title: string }>;

export async function deleteEditorialItem(resource: EditorialResource, screens: EditorialScreens, staff: SessionUser, context: AppLoadContext, id: number | undefined, back: string) {
  if (!id) return formError(CONTENT_MESSAGES.notFound, 404);
  const database = db();
  const item = await resource.get(database, id);
  const result = await resource.remove(database, { actor: actorOf(staff), ip: clientIp(context), id });
  if (!result.ok) return commandFailure(result);
  return redirectWithToast(back, { type: "success", message: `${screens.Noun} “${item?.title ?? id}” deleted` });
}

export async function editorialListAction(resource: EditorialResource, screens: EditorialScreens, request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, resource.name);
  const form = await readFormData(request);
  const back = `${screens.listPath}${listQuery(new URL(request.url))}`;
  const intent = form.get("intent");
  if (intent === "bulk") return bulkListAction(staff, context, form, { resource, switches: screens.publishing, back });
  if (intent === "move" && isOrderedList(resource)) return moveListItem(resource, staff, context, form, back);
  if (intent !== "delete") return formError("This action is not supported.", 400);
  return deleteEditorialItem(resource, screens, staff, context, parseRecordId(form.get("id")), back);
}

export async function editorialEditLoader<Rec extends { id: number }, Item>(
  resource: { name: Area; get(database: ReturnType<typeof db>, id: number): Promise<Rec | undefined> },
  request: Request,
  idParam: string | undefined,
  item: (row: Rec) => Item,
) {
  await requireStaff(request, resource.name);
  const id = requireId(idParam);
  const row = await resource.get(db(), id);
  if (!row) throw notFound();
  const historyCount = await revisionCount(db(), { resource: resource.name, recordId: String(id) });
  return { row, item: { ...item(row), history_count: historyCount }, confirmingDelete: confirmDeleteId(new URL(request.url)) === row.id };
}

/** The version is a hidden field: its error is the form's, not a field's. */
export function refusedEditForm(fieldErrors: FieldErrors, values: Record<string, unknown>) {
  const { version: versionErrors, ...others } = fieldErrors;
  if (versionErrors && Object.keys(others).length === 0) return formError(versionErrors[0], 422, values);
  return invalid(others, values);
}
