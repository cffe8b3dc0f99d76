import type { AppLoadContext } from "@remix-run/node";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import type { SessionUser } from "~/services/auth/auth.server";
import type { AnyContentResource } from "~/services/content/resource";
import type { ResourceLabel } from "~/services/content/messages";
import { redirectWithToast } from "~/services/toast.server";
import { bulkActionsFor, type BulkAction, type BulkSwitch } from "~/utils/bulk-actions";
import { parseRecordId } from "~/utils/record-id";
import { actorOf, formError } from "./__admin-screen.server";

/** Each selected record goes through its own row's command, so every one is audited exactly as if done by hand (docs/admin-content.md#lists). */

// A page of a list shows at most 100 rows; more ids than that did not come from the page.
const MOST_AT_ONCE = 100;

type BulkResource = Pick<AnyContentResource, "name" | "label" | "schemas" | "get" | "update" | "remove">;

type Caller = { actor: { id: number; email: string }; ip: string | null };
type Outcome = { ok: true } | { ok: false; title: string; message: string };

function selectedIds(form: FormData): number[] {
  const ids = new Set<number>();
  for (const value of form.getAll("ids")) {
    const id = parseRecordId(value);
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

function titleOf(record: unknown, id: number): string {
  const named = record as { title?: unknown; name?: unknown } | undefined;
  const title = named?.title ?? named?.name;
  return typeof title === "string" ? title : `#${id}`;
}

type Switch = Exclude<BulkAction, "trash" | "delete">;

function switchInput(switches: BulkSwitch, action: Switch) {
  const on = action === "publish" || action === "read";
  if (switches === "read") return { read: on };
  return switches === "status" ? { status: on ? "published" : "draft" } : { is_published: on };
}

/** A message already read (or unread) is left as it is: nothing changed, so nothing is audited. */
function alreadySo(record: unknown, switches: BulkSwitch, action: Switch): boolean {
  if (switches !== "read") return false;
  const { read_at } = record as { read_at: Date | string | null };
  return (read_at !== null) === (action === "read");
}

async function applyTo(resource: BulkResource, caller: Caller, id: number, action: BulkAction, switches: BulkSwitch | null): Promise<Outcome> {
  const database = db();
  const record = await resource.get(database, id);
  const title = titleOf(record, id);
  if (!record) return { ok: false, title, message: "it is no longer there" };
  if (action === "trash" || action === "delete") {
    const result = await resource.remove(database, { ...caller, id });
    return result.ok ? { ok: true } : { ok: false, title, message: result.message };
  }
  if (!switches || !resource.update || !resource.schemas.patch) return { ok: false, title, message: "it cannot be changed this way" };
  if (alreadySo(record, switches, action)) return { ok: true };
  // The version read just now: the change touches one field, and the command still locks the row and checks it.
  const { version } = record as { version?: number };
  const parsed = resource.schemas.patch.safeParse({ ...switchInput(switches, action), version });
  if (!parsed.success) return { ok: false, title, message: "it cannot be changed this way" };
  const result = await resource.update(database, { ...caller, id, version, input: parsed.data });
  if (result.ok) return { ok: true };
  const fieldMessage = "fieldErrors" in result ? Object.values(result.fieldErrors).flat()[0] : undefined;
  return { ok: false, title, message: fieldMessage ?? result.message };
}

function countOf(count: number, label: ResourceLabel): string {
  return `${count} ${count === 1 ? label.one : label.many}`;
}

function failureSentence(failures: Array<Extract<Outcome, { ok: false }>>): string {
  // A command's refusal is a sentence of its own; inside the brackets it loses its last full stop.
  const shown = failures.slice(0, 3).map((failure) => `“${failure.title}” (${failure.message.replace(/\.$/, "")})`);
  const more = failures.length > shown.length ? ` and ${failures.length - shown.length} more` : "";
  return `Not done: ${shown.join(", ")}${more}.`;
}

export async function bulkListAction(
  staff: SessionUser,
  context: AppLoadContext,
  form: FormData,
  screen: { resource: BulkResource; switches: BulkSwitch | null; back: string },
) {
  const action = form.get("bulk_action");
  const choice = bulkActionsFor(screen.switches).find((allowed) => allowed.value === action);
  if (!choice) return formError(`Choose what to do with the selected ${screen.resource.label.many}.`, 400);
  const ids = selectedIds(form);
  if (ids.length === 0) return formError(`Select at least one ${screen.resource.label.one} first.`, 400);
  if (ids.length > MOST_AT_ONCE) return formError(`Select at most ${MOST_AT_ONCE} ${screen.resource.label.many} at once.`, 400);

  const caller = { actor: actorOf(staff), ip: clientIp(context) };
  const outcomes: Outcome[] = [];
  for (const id of ids) outcomes.push(await applyTo(screen.resource, caller, id, choice.value, screen.switches));
  const done = outcomes.filter((outcome) => outcome.ok).length;
  const failures = outcomes.filter((outcome): outcome is Extract<Outcome, { ok: false }> => !outcome.ok);
  const doneSentence = `${countOf(done, screen.resource.label)} ${choice.done}.`;
  if (failures.length === 0) return redirectWithToast(screen.back, { type: "success", message: doneSentence });
  const message = `${done > 0 ? `${doneSentence} ` : ""}${failureSentence(failures)}`;
  return redirectWithToast(screen.back, { type: "error", message: message.slice(0, 500) });
}
