import { z } from "zod";
import { REVISIONED_TABLES } from "~/models/revision.server";
import { restoreRevisionSchema } from "~/schemas/revision";
import { dateTimeJson, idJson } from "~/services/content/json";
import { named, type Endpoint } from "./openapi.server";
import { dataOf } from "./shapes";

/** Revisions and the trash in the OpenAPI document (docs/api.md#revisions-and-trash). */

const revisioned = Object.values(REVISIONED_TABLES);
const trashable = revisioned.filter((resource) => resource !== "settings");

const resourceParam = (names: string[]) => ({
  name: "resource",
  description: "The API resource name; settings are `settings` with the setting's name as the id",
  schema: z.enum(names as [string, ...string[]]),
});
const recordParam = { name: "id", description: "The record's id (a setting: its name)", schema: z.string() };
const idParam = { name: "id", description: "The record's id", schema: idJson() };
const revisionParam = { name: "revision", description: "The revision's id, from the list", schema: idJson() };

const who = z.strictObject({ id: idJson().nullable(), name: z.string() });

const revisionListSchema = dataOf(
  z.array(
    z.strictObject({
      id: idJson(),
      version: z.number().int(),
      saved_by: who,
      saved_at: dateTimeJson(),
      changed: z.array(z.string()).meta({ description: "The fields this save changed from the one before" }),
    }),
  ),
);

const revisionSchema = dataOf(
  z.strictObject({
    id: idJson(),
    version: z.number().int(),
    saved_by: who,
    saved_at: dateTimeJson(),
    fields: z.record(z.string(), z.unknown()).meta({ description: "Every field as saved" }),
    record: z.strictObject({ state: z.enum(["live", "trash", "gone"]), version: z.number().int().nullable() }),
    differs_from_current: z.array(z.string()),
  }),
);

const trashListSchema = dataOf(
  z.array(
    z.strictObject({ resource: z.string(), id: idJson(), title: z.string(), deleted_by: who, deleted_at: dateTimeJson() }),
  ),
);

const restoredSchema = dataOf(
  z.looseObject({
    notes: z.array(z.string()).meta({ description: "What had to change: a new slug (then a draft), media left out" }),
  }),
);

const revisionsCommon = { tag: "Revisions", access: "admin" as const };
const trashCommon = { tag: "Trash", access: "admin" as const };

export const revisionEndpoints: Endpoint[] = [
  {
    ...revisionsCommon,
    method: "get",
    path: "/api/admin/{resource}/{id}/revisions",
    operationId: "listRevisions",
    summary: "A record's revisions, newest first (the latest 50)",
    pathParams: [resourceParam(revisioned), recordParam],
    success: [{ status: 200, description: "The revisions", schema: named("RevisionList", revisionListSchema) }],
    errors: [401, 403, 404],
  },
  {
    ...revisionsCommon,
    method: "get",
    path: "/api/admin/{resource}/{id}/revisions/{revision}",
    operationId: "getRevision",
    summary: "One revision: every field as saved, and which differ from the record now",
    pathParams: [resourceParam(revisioned), recordParam, revisionParam],
    success: [{ status: 200, description: "Found", schema: named("Revision", revisionSchema) }],
    errors: [401, 403, 404],
  },
  {
    ...revisionsCommon,
    method: "post",
    path: "/api/admin/{resource}/{id}/revisions/{revision}/restore",
    operationId: "restoreRevision",
    summary: "Save a revision's fields again",
    description:
      "A new save through the record's own checks, with the `version` you read: a stale one is refused with 409; a " +
      "category or media deleted since is a 422 naming the field, and nothing changes. A record in the trash comes back first. " +
      "Answers the record as its own endpoint does.",
    pathParams: [resourceParam(revisioned), recordParam, revisionParam],
    body: { fields: named("RevisionRestore", restoreRevisionSchema) },
    success: [{ status: 200, description: "Restored", schema: named("RestoredRecord", dataOf(z.looseObject({}))) }],
    errors: [401, 403, 404, 409, 400, 413, 415, 419, 422],
  },
  {
    ...trashCommon,
    method: "get",
    path: "/api/admin/trash",
    operationId: "listTrash",
    summary: "What was deleted in the last 30 days, newest first",
    success: [{ status: 200, description: "The trash", schema: named("TrashList", trashListSchema) }],
    errors: [401, 403],
  },
  {
    ...trashCommon,
    method: "post",
    path: "/api/admin/trash/{resource}/{id}/restore",
    operationId: "restoreFromTrash",
    summary: "Put a deleted record back, with its id",
    description:
      "If its slug was taken meanwhile it comes back as a draft with a new slug; media that no longer exists is left out. " +
      "`notes` say which. Refused with 409 when its category is gone (restore that first) or a picture it needs is.",
    pathParams: [resourceParam(trashable), idParam],
    success: [{ status: 200, description: "Restored", schema: named("TrashRestored", restoredSchema) }],
    errors: [401, 403, 404, 409, 419],
  },
  {
    ...trashCommon,
    method: "delete",
    path: "/api/admin/trash/{resource}/{id}",
    operationId: "deleteFromTrash",
    summary: "Delete forever",
    pathParams: [resourceParam(trashable), idParam],
    success: [{ status: 204, description: "Deleted" }],
    errors: [401, 403, 404, 419],
  },
];

export const revisionTags = [
  { name: "Revisions", description: "Admin: every save of content and settings, compared and restored" },
  { name: "Trash", description: "Admin: deleted records, kept 30 days" },
];
