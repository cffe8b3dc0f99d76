import type { Params } from "@remix-run/react";
import { db } from "~/db/db.server";
import { REVISIONED_RESOURCES } from "~/models/revision.server";
import { restoreRevisionSchema } from "~/schemas/revision";
import type { AdminCaller } from "~/services/api/command-response.server";
import { failureResponse } from "~/services/api/command-response.server";
import { jsonData, notFound } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";
import { readInput } from "~/services/api/request-body.server";
import { requireApiStaff, requireApiStaffMember, type ApiUser } from "~/services/auth/api-auth.server";
import { getResource } from "~/services/content/registry.server";
import {
  compareRevision, restoreRevision, revisionHistory, revisionTarget, type RecordRef,
} from "~/services/content/revisions.server";
import { getSettingJson, isSettingName } from "~/services/content/settings.server";
import { deleteForever, listTrashed, restoreTrashed } from "~/services/content/trash.server";
import { canonicalName } from "~/utils/canonical-name";
import { revisionArea } from "~/utils/permissions";

/** Customers 403 first, then an unknown record 404, then the area of the canonical names, never of the words as typed. */
export async function staffRevisionTarget(request: Request, params: Params): Promise<{ ref: RecordRef; user: ApiUser }> {
  await requireApiStaffMember(request);
  const ref = revisionTarget(params.resource, params.id);
  if (!ref) throw notFound();
  const user = await requireApiStaff(request, revisionArea(ref));
  return { ref, user };
}

/** The trash holds what has revisions, settings aside; the service refuses the rest. */
function trashResource(word: string | undefined): string {
  const name = canonicalName(word, REVISIONED_RESOURCES);
  if (name === undefined) throw notFound();
  return name;
}

export async function listRevisionsJson(ref: RecordRef): Promise<Response> {
  const history = await revisionHistory(db(), ref);
  return jsonData(
    history.map((entry) => ({
      id: entry.id,
      version: entry.version,
      saved_by: { id: entry.actorId, name: entry.actorName },
      saved_at: entry.at.toISOString(),
      changed: entry.changed,
    })),
  );
}

export async function revisionJson(ref: RecordRef, revision: string | undefined): Promise<Response> {
  const comparison = await compareRevision(db(), ref, idParam(revision));
  if (!comparison) return notFound();
  const { revision: row, state, fields } = comparison;
  return jsonData({
    id: row.id,
    version: row.version,
    saved_by: { id: row.actor_id, name: row.actor_name },
    saved_at: row.at.toISOString(),
    fields: row.data,
    record: { state: state.where, version: state.where === "gone" ? null : state.version },
    differs_from_current: fields.filter((field) => field.changed).map((field) => field.field),
  });
}

/** As the record's own endpoint answers it, so a restore answers like a PUT. */
async function recordJson(ref: RecordRef): Promise<unknown> {
  if (ref.resource === "settings" && isSettingName(ref.recordId)) return getSettingJson(db(), ref.recordId);
  const resource = getResource(ref.resource);
  const row = resource && (await resource.get(db(), Number(ref.recordId)));
  return row ? resource.toJson(row) : null;
}

export async function restoreRevisionJson(request: Request, ref: RecordRef, revision: string | undefined, caller: AdminCaller) {
  const revisionId = idParam(revision);
  const { version } = await readInput(request, restoreRevisionSchema);
  const result = await restoreRevision(db(), caller, { ref, revisionId, version });
  if (!result.ok) return failureResponse(result);
  return jsonData(await recordJson(ref));
}

export async function listTrashJson(): Promise<Response> {
  const items = await listTrashed(db());
  return jsonData(
    items.map((item) => ({
      resource: item.resource,
      id: item.record_id,
      title: item.title,
      deleted_by: { id: item.actor_id, name: item.actor_name },
      deleted_at: item.deleted_at.toISOString(),
    })),
  );
}

export async function restoreTrashJson(resource: string | undefined, id: string | undefined, caller: AdminCaller) {
  const name = trashResource(resource);
  const result = await restoreTrashed(db(), caller, { resource: name, id: idParam(id) });
  if (!result.ok) return failureResponse(result);
  return jsonData({ ...((await recordJson({ resource: name, recordId: String(result.id) })) as object), notes: result.notes });
}

export async function deleteTrashJson(resource: string | undefined, id: string | undefined, caller: AdminCaller) {
  const result = await deleteForever(db(), caller, { resource: trashResource(resource), id: idParam(id) });
  return result.ok ? new Response(null, { status: 204 }) : failureResponse(result);
}
