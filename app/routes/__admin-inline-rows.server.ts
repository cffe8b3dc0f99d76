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
import { actorOf, ADMIN_CACHE_HEADERS, commandFailure, formError, invalid, listQuery, submittedValues } from "./__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { mediaOptions } from "./__media-options.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseRecordId } from "~/utils/record-id";
import { removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { IMAGE_REQUIRED, readEditorialForm, saveWithUpload, storeImageField } from "./__admin-upload.server";
import { revisionCount } from "~/services/content/revisions.server";
import { readListSort } from "~/utils/list-sort";
import { bulkListAction } from "./__admin-bulk.server";
import { isOrderedList, moveListItem } from "./__admin-reorder.server";

const INLINE_ROWS_PER_PAGE = 50;

/** A new image uploaded with the record wins over the library choice. */
const PANEL_IMAGE_FILE = "image_file";

type NamedRecord = { id: number; name: string };

type EditedResource<Rec, CreateInput, UpdateParsed extends { version: number }> = {
  name: ResourceName;
  /** The table: a hand-ordered one's rows are moved from the list (`intent=move`). */
  entity: string;
  label: ResourceLabel;
  schemas: { create: z.ZodType<CreateInput>; update: z.ZodType<UpdateParsed>; patch: z.ZodType };
  get(db: DB, id: number): Promise<Rec | undefined>;
  create: (db: DB, args: CreateArgs<CreateInput>) => Promise<CreateCommandResult<Rec>>;
  update: (db: DB, args: UpdateArgs<Omit<UpdateParsed, "version">>) => Promise<UpdateCommandResult<Rec>>;
  remove: (db: DB, args: RemoveArgs) => Promise<RemoveCommandResult>;
};

/** The edit panel is rendered here, so editing a row needs no JavaScript. */
export async function inlineRowsLoader<
  Rec extends NamedRecord & { image_id: number | null },
  ListRec extends { image_id: number | null },
  Views extends { row: (record: ListRec) => unknown; fields: (record: Rec) => object; extra?: (record: Rec) => Promise<unknown> },
>(request: Request, resource: ContentResource<Rec, ListRec>, views: Views) {
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
  // What a screen shows beside the open panel (a category's names in the other languages).
  const extra = edited && views.extra ? ((await views.extra(edited)) as Awaited<ReturnType<NonNullable<Views["extra"]>>>) : null;
  const confirmId = confirmDeleteId(url);
  const confirm = confirmId ? await resource.get(database, confirmId) : undefined;
  return json(
    {
      items: page.items.map(views.row) as Array<ReturnType<Views["row"]>>,
      page: page.page,
      lastPage: page.lastPage,
      total: page.total,
      q: url.searchParams.get("q") ?? "",
      sort,
      images,
      editing: edited ? { ...(views.fields(edited) as ReturnType<Views["fields"]>), history_count: historyCount } : null,
      extra,
      creating: editParam === "new",
      editMissing: editId !== undefined && !edited,
      confirm: confirm ? { id: confirm.id, name: confirm.name } : null,
      listQuery: listQuery(url),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

type PanelImage<CreateInput, UpdateParsed> = {
  label: string;
  withFile?: { create: z.ZodType<Omit<CreateInput, "image_id">>; update: z.ZodType<Omit<UpdateParsed, "image_id">> };
};

type InlineRowsScreen<Rec, CreateInput, UpdateParsed extends { version: number }> = {
  resource: EditedResource<Rec, CreateInput, UpdateParsed>;
  path: string;
  noun: string;
  image: PanelImage<CreateInput, UpdateParsed>;
};

type Command = { actor: ReturnType<typeof actorOf>; ip: string };

/** A new file is stored only once the other fields are valid, and taken back if the save is then refused. */
export async function inlineRowsAction<Rec extends NamedRecord, CreateInput, UpdateParsed extends { version: number }>(
  request: Request,
  context: AppLoadContext,
  screen: InlineRowsScreen<Rec, CreateInput, UpdateParsed>,
) {
  const admin = await requireStaff(request, screen.resource.name);
  const upload = await readEditorialForm(request);
  if (!upload.ok) return formError(upload.message, upload.status);
  const form = upload.form;
  try {
    const { resource, noun } = screen;
    const values = submittedValues(form);
    const command = { actor: actorOf(admin), ip: clientIp(context) };
    const back = `${screen.path}${listQuery(new URL(request.url))}`;
    const intent = form.get("intent");

    if (intent === "bulk") return await bulkListAction(admin, context, form, { resource, switches: "is_published", back });
    if (intent === "create") return await savePanel(screen, form, command, back, undefined);
    if (intent === "move" && isOrderedList(resource)) return await moveListItem(resource, admin, context, form, back);

    const id = parseRecordId(form.get("id"));
    if (!id) return formError(CONTENT_MESSAGES.notFound, 404, values);
    if (intent === "update") return await savePanel(screen, form, command, back, id);
    if (intent === "delete") {
      const current = await resource.get(db(), id);
      const result = await resource.remove(db(), { ...command, id });
      if (!result.ok) return commandFailure(result, values);
      return redirectWithToast(back, { type: "success", message: `${noun} “${current?.name ?? id}” deleted` });
    }
    return formError("This action is not supported.", 400, values);
  } finally {
    await removeUploadedFiles(form);
  }
}

async function savePanel<Rec extends NamedRecord, CreateInput, UpdateParsed extends { version: number }>(
  { resource, noun, image }: InlineRowsScreen<Rec, CreateInput, UpdateParsed>,
  form: FormData,
  command: Command,
  back: string,
  id: number | undefined,
) {
  const values = submittedValues(form);
  const step = id === undefined ? "create" : "update";
  const withFile = image.withFile !== undefined && uploadedFiles(form, PANEL_IMAGE_FILE).length > 0;
  const parsed = parseFormData(withFile && image.withFile ? image.withFile[step] : resource.schemas[step], form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const database = db();
  const stored = await storeImageField(database, form, PANEL_IMAGE_FILE, image.label, command);
  if (!stored.ok) return invalid({ image_id: [stored.message] }, values, stored.status);
  const { version, image_id: chosen, ...fields } = { version: 0, image_id: null, ...(parsed.data as Record<string, unknown>) };
  const imageId = stored.media?.id ?? chosen;
  if (withFile && !imageId) return invalid({ image_id: [IMAGE_REQUIRED] }, values);
  const input: unknown = { ...fields, image_id: imageId };
  const result = await saveWithUpload(database, stored.media, command, () =>
    id === undefined
      ? resource.create(database, { ...command, input: input as CreateInput })
      : resource.update(database, { ...command, id, version: version as number, input: input as Omit<UpdateParsed, "version"> }),
  );
  if (!result.ok) return commandFailure(result, values);
  return redirectWithToast(back, { type: "success", message: `${noun} “${result.row.name}” ${id === undefined ? "created" : "saved"}` });
}
