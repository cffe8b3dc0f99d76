import type { z } from "zod";
import { db } from "~/db/db.server";
import { requireApiStaff, requireApiStaffMember } from "~/services/auth/api-auth.server";
import { registry, RESOURCE_NAMES } from "~/services/content/registry.server";
import type { AnyContentResource } from "~/services/content/resource";
import { jsonData, jsonList, methodNotAllowed, noContent, notFound, validationError } from "~/services/api/http.server";
import { readSortQuery } from "~/services/content/list-query";
import { paginationMeta } from "~/utils/pagination";
import { failureResponse, type AdminCaller } from "~/services/api/command-response.server";
import { uploadMedia } from "./__api-media-upload.server";
import { readInput } from "~/services/api/request-body.server";
import { canonicalName } from "~/utils/canonical-name";

function resourceOf(word: string | undefined): AnyContentResource {
  const name = canonicalName(word, RESOURCE_NAMES);
  if (name === undefined) throw notFound();
  return registry[name];
}

/** 401 without a credential, 403 for a customer, 404 for an unknown resource, 403 when the role may not use it. */
export async function staffResource(request: Request, name: string | undefined) {
  await requireApiStaffMember(request);
  const resource = resourceOf(name);
  const user = await requireApiStaff(request, resource.name);
  return { resource, caller: { id: user.id, email: user.email } };
}

/** The filters drop a bad value; a bad `sort` or `dir` is 422 naming the parameter and what it may be. */
export async function listItems(resource: AnyContentResource, request: Request): Promise<Response> {
  const searchParams = new URL(request.url).searchParams;
  const order = readSortQuery(resource.sortKeys, searchParams);
  if (!order.ok) return validationError(order.fieldErrors);
  const page = await resource.list(db(), { ...resource.listParams(searchParams), sort: order.sort });
  return jsonList(page.items.map((row: unknown) => resource.toListJson(row)), paginationMeta(page));
}

export async function getItem(resource: AnyContentResource, id: number): Promise<Response> {
  const row = await resource.get(db(), id);
  return row ? jsonData(resource.toJson(row)) : notFound();
}

export async function createItem(resource: AnyContentResource, request: Request, caller: AdminCaller): Promise<Response> {
  if (resource.name === "media") return uploadMedia(resource, request, caller);
  const schema = resource.schemas.create;
  if (!resource.create || !schema) return notAllowed(resource, "POST");
  const input = await readInput(request, schema);
  const result = await resource.create(db(), { ...caller, input });
  return result.ok ? jsonData(resource.toJson(result.row), 201) : failureResponse(result);
}

/** A stale `version` is a 409 and nothing changes. */
export async function updateItem(
  resource: AnyContentResource,
  request: Request,
  id: number,
  caller: AdminCaller,
): Promise<Response> {
  const partial = request.method === "PATCH";
  const schema: z.ZodType | undefined = partial ? resource.schemas.patch : resource.schemas.update;
  if (!resource.update || !schema) return notAllowed(resource, request.method);
  const input = (await readInput(request, schema, { partial })) as { version: number };
  const result = await resource.update(db(), { ...caller, id, version: input.version, input });
  return result.ok ? jsonData(resource.toJson(result.row)) : failureResponse(result);
}

export async function removeItem(resource: AnyContentResource, id: number, caller: AdminCaller): Promise<Response> {
  const result = await resource.remove(db(), { ...caller, id });
  return result.ok ? noContent() : failureResponse(result);
}

export function itemMethods(resource: AnyContentResource): string[] {
  const methods = ["GET"];
  if (resource.update && resource.schemas.update) methods.push("PUT");
  if (resource.update && resource.schemas.patch) methods.push("PATCH");
  methods.push("DELETE");
  return methods;
}

function notAllowed(resource: AnyContentResource, method: string): Response {
  const allowed = method === "POST" ? ["GET"] : itemMethods(resource);
  return methodNotAllowed(allowed);
}
