import { json, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import { db } from "~/db/db.server";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import type {
  CreateArgs, CreateCommandResult, DB, RemoveArgs, RemoveCommandResult, UpdateArgs, UpdateCommandResult,
} from "~/services/content/command.server";
import type { ContentResource, ResourceName } from "~/services/content/resource";
import type { ResourceLabel } from "~/services/content/messages";
import { actorOf, ADMIN_CACHE_HEADERS, commandFailure, formError, invalid, listQuery } from "./__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { mediaOptions } from "./__media-options.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseRecordId } from "~/utils/record-id";
import { readFormData } from "~/services/form-data.server";
import { revisionCount } from "~/services/content/revisions.server";
import { readListSort } from "~/utils/list-sort";
import { bulkListAction } from "./__admin-bulk.server";

const INLINE_ROWS_PER_PAGE = 50;

type NamedRecord = { id: number; name: string };

type EditedResource<Rec, CreateInput, UpdateParsed extends { version: number }> = {
  name: ResourceName;
  label: ResourceLabel;
  schemas: { create: z.ZodType<CreateInput>; update: z.ZodType<UpdateParsed>; patch: z.ZodType };
  get(db: DB, id: number): Promise<Rec | undefined>;
  create: (db: DB, args: CreateArgs<CreateInput>) => Promise<CreateCommandResult<Rec>>;
  update: (db: DB, args: UpdateArgs<Omit<UpdateParsed, "version">>) => Promise<UpdateCommandResult<Rec>>;
  remove: (db: DB, args: RemoveArgs) => Promise<RemoveCommandResult>;
};

/**
 * The list, and the edit panel `?edit={id}` (or `?edit=new`) opens above it:
 * rendered here, so editing a row needs no JavaScript.
 */
export async function inlineRowsLoader<Rec extends NamedRecord & { image_id: number | null }, ListRec extends { image_id: number | null }, Row, Fields>(
  request: Request,
  resource: ContentResource<Rec, ListRec>,
  rowOf: (record: ListRec) => Row,
  fieldsOf: (record: Rec) => Fields,
) {
  await requireStaff(request, resource.name);
  const url = new URL(request.url);
  const database = db();
  const sort = readListSort(url.searchParams);
  const editParam = url.searchParams.get("edit");
  const editId = parseRecordId(editParam);
  const [page, edited] = await Promise.all([
    resource.list(database, { ...resource.listParams(url.searchParams), sort, perPage: INLINE_ROWS_PER_PAGE }),
    editId ? resource.get(database, editId) : undefined,
  ]);
  const images = await mediaOptions(database, "image", { include: [...page.items.map((item) => item.image_id), edited?.image_id] });
  const historyCount = edited ? await revisionCount(database, { resource: resource.name, recordId: String(edited.id) }) : 0;
  const confirmId = confirmDeleteId(url);
  const confirm = confirmId ? await resource.get(database, confirmId) : undefined;
  return json(
    {
      items: page.items.map(rowOf),
      page: page.page,
      lastPage: page.lastPage,
      total: page.total,
      q: url.searchParams.get("q") ?? "",
      sort,
      images,
      editing: edited ? { ...fieldsOf(edited), history_count: historyCount } : null,
      creating: editParam === "new",
      // An address with the id of a row deleted meanwhile says so instead of opening nothing.
      editMissing: editId !== undefined && !edited,
      confirm: confirm ? { id: confirm.id, name: confirm.name } : null,
      listQuery: listQuery(url),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function inlineRowsAction<Rec extends NamedRecord, CreateInput, UpdateParsed extends { version: number }>(
  request: Request,
  context: AppLoadContext,
  screen: {
    resource: EditedResource<Rec, CreateInput, UpdateParsed>;
    path: string;
    noun: string;
  },
) {
  const admin = await requireStaff(request, screen.resource.name);
  const { resource, noun } = screen;
  const form = await readFormData(request);
  const values = Object.fromEntries(form);
  const command = { actor: actorOf(admin), ip: clientIp(context) };
  const back = `${screen.path}${listQuery(new URL(request.url))}`;
  const intent = form.get("intent");

  if (intent === "bulk") return bulkListAction(request, context, form, { resource, switches: "is_published", back });

  if (intent === "create") {
    const parsed = parseFormData(resource.schemas.create, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const result = await resource.create(db(), { ...command, input: parsed.data });
    if (!result.ok) return commandFailure(result, values);
    return redirectWithToast(back, { type: "success", message: `${noun} “${result.row.name}” created` });
  }

  const id = parseRecordId(form.get("id"));
  if (!id) return formError(CONTENT_MESSAGES.notFound, 404, values);

  if (intent === "update") {
    const parsed = parseFormData(resource.schemas.update, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const { version, ...input } = parsed.data;
    const result = await resource.update(db(), { ...command, id, version, input });
    if (!result.ok) {
      return commandFailure(result, values);
    }
    return redirectWithToast(back, { type: "success", message: `${noun} “${result.row.name}” saved` });
  }

  if (intent === "delete") {
    const current = await resource.get(db(), id);
    const result = await resource.remove(db(), { ...command, id });
    if (!result.ok) return commandFailure(result, values);
    return redirectWithToast(back, { type: "success", message: `${noun} “${current?.name ?? id}” deleted` });
  }

  return formError("This action is not supported.", 400, values);
}
