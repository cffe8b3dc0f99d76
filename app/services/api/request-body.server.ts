import type { z } from "zod";
import { parseFormData, parseJson, type FormDataOptions } from "~/schemas/parse";
import { readBody, validationError } from "~/services/api/http.server";

/**
 * Request bodies of the API's writes, read with the same schemas as the admin
 * forms. JSON is parsed as JSON (typed values); forms, multipart (what the old
 * client sends for everything) and urlencoded, go through parseFormData, which
 * turns the strings into the types the schema expects exactly as the admin
 * forms' posts are turned, so both paths accept and refuse the same input.
 */

export type RequestBody =
  | { kind: "json"; value: Record<string, unknown> }
  | { kind: "form"; form: FormData };

function isForm(request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

/**
 * The body, read once. readBody does the checking for every type (size limit
 * 413, malformed JSON 400, unreadable form 422, other types 415); a form is
 * then read again as FormData from a copy, which is cheap under that limit.
 */
export async function readRequestBody(request: Request, options: { maxBytes?: number } = {}): Promise<RequestBody> {
  if (!isForm(request)) return { kind: "json", value: await readBody(request, options) };
  const copy = request.clone();
  await readBody(request, options);
  return { kind: "form", form: await copy.formData() };
}

/** One field of the body as sent (a form's text, or the JSON value). */
export function rawField(body: RequestBody, name: string): unknown {
  return body.kind === "form" ? (body.form.get(name) ?? undefined) : body.value[name];
}

/**
 * The body parsed with the schema, or a thrown 422 naming each field.
 * `partial` (PATCH): fields a form leaves out stay unchanged instead of
 * counting as unchecked boxes.
 */
export function parseRequestBody<S extends z.ZodType>(
  body: RequestBody,
  schema: S,
  options: FormDataOptions = {},
): z.output<S> {
  const result = body.kind === "form" ? parseFormData(schema, body.form, options) : parseJson(schema, body.value);
  if (!result.success) throw validationError(result.fieldErrors);
  return result.data;
}

/** readRequestBody then parseRequestBody. */
export async function readInput<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: FormDataOptions & { maxBytes?: number } = {},
): Promise<z.output<S>> {
  return parseRequestBody(await readRequestBody(request, options), schema, options);
}
