import type { z } from "zod";
import { parseFormData, parseJson, type FormDataOptions } from "~/schemas/parse";
import { readBody, validationError } from "~/services/api/http.server";

/**
 * Forms go through parseFormData, which turns the strings into the schema's types
 * exactly as the admin forms' posts are turned, so both paths accept and refuse the same input.
 */

export type RequestBody =
  | { kind: "json"; value: Record<string, unknown> }
  | { kind: "form"; form: FormData };

function isForm(request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

/** A form is read again as FormData from a copy, which is cheap under readBody's size limit. */
export async function readRequestBody(request: Request, options: { maxBytes?: number } = {}): Promise<RequestBody> {
  if (!isForm(request)) return { kind: "json", value: await readBody(request, options) };
  const copy = request.clone();
  await readBody(request, options);
  return { kind: "form", form: await copy.formData() };
}

export function rawField(body: RequestBody, name: string): unknown {
  return body.kind === "form" ? (body.form.get(name) ?? undefined) : body.value[name];
}

/** `partial` (PATCH): fields a form leaves out stay unchanged instead of counting as unchecked boxes. */
export function parseRequestBody<S extends z.ZodType>(
  body: RequestBody,
  schema: S,
  options: FormDataOptions = {},
): z.output<S> {
  const result = body.kind === "form" ? parseFormData(schema, body.form, options) : parseJson(schema, body.value);
  if (!result.success) throw validationError(result.fieldErrors);
  return result.data;
}

export async function readInput<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: FormDataOptions & { maxBytes?: number } = {},
): Promise<z.output<S>> {
  return parseRequestBody(await readRequestBody(request, options), schema, options);
}
