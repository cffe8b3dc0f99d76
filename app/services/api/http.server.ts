import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { isDatabaseUnavailable } from "~/db/db.server";
import { assertSameOriginOrToken, CSRF_MISMATCH } from "~/services/auth/csrf.server";
import { tooManyAttemptsMessage } from "~/services/auth/rate-limit.server";
import {
  answerWithBodyEtag, hasSessionCookie, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL,
} from "~/services/cache/page-cache.server";
import { etagMatches } from "~/services/security-headers.server";
import { nameSurrogateKeys } from "~/services/cache/tagged-cache.server";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { readBytesUpTo } from "~/services/form-data.server";
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError } from "~/services/media/storage.server";
import { fieldLimitBroken } from "~/services/media/upload-request.server";
import type { FieldErrors } from "~/schemas/parse";
import { formatFileSize } from "~/utils/file-size";

/** Every /api route answers in Laravel's shapes (docs/product.md#json-api): the old client's error toasts read them. */

export const API_MESSAGES = {
  unauthenticated: "Unauthenticated.",
  forbidden: "This action is unauthorized.",
  notFound: CONTENT_MESSAGES.notFound,
  conflict: CONTENT_MESSAGES.conflict,
  csrf: CSRF_MISMATCH,
  malformedJson: "Malformed JSON.",
  unreadableBody: "The request body could not be read.",
  notAnObject: "The request body must be a JSON object.",
  unsupportedType: "Send the request body as JSON, multipart/form-data or application/x-www-form-urlencoded.",
  methodNotAllowed: "Method not allowed.",
  serverError: "Server Error",
  unavailable: "The site is temporarily unavailable. Try again in a moment.",
  storageFull: "The server has no room to store this file. Try again later.",
  storageUnavailable: STORAGE_UNAVAILABLE_MESSAGE,
} as const;


export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: HeadersInit,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function headersWith(init: ResponseInit | number | undefined): ResponseInit {
  return typeof init === "number" ? { status: init } : (init ?? {});
}

export function jsonData<T>(data: T, init?: number | ResponseInit) {
  return json({ data }, headersWith(init));
}

export function jsonList<T, M extends Record<string, unknown>>(items: T[], meta: M, init?: number | ResponseInit) {
  return json({ data: items, meta }, headersWith(init));
}

export function jsonMessage(message: string, status = 200, init: Omit<ResponseInit, "status"> = {}) {
  return json({ message }, { ...init, status });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function unauthenticated(): Response {
  return jsonMessage(API_MESSAGES.unauthenticated, 401);
}

export function forbidden(): Response {
  return jsonMessage(API_MESSAGES.forbidden, 403);
}

export function notFound(): Response {
  return jsonMessage(API_MESSAGES.notFound, 404);
}

export function conflict(): Response {
  return jsonMessage(API_MESSAGES.conflict, 409);
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonMessage(API_MESSAGES.methodNotAllowed, 405, { headers: { Allow: allowed.join(", ") } });
}

function payloadTooLarge(maxBytes: number, what = "The request body"): Response {
  return jsonMessage(`${what} is larger than ${formatFileSize(maxBytes)}.`, 413, { headers: { Connection: "close" } });
}

export function tooManyAttempts(retryAfterSeconds: number): Response {
  return jsonMessage(tooManyAttemptsMessage(retryAfterSeconds), 429, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

export function validationError(fieldErrors: Record<string, string | string[] | undefined>): Response {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const list = messages === undefined ? [] : Array.isArray(messages) ? messages : [messages];
    if (list.length > 0) errors[field] = list;
  }
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  return json({ message: first, errors }, { status: 422 });
}

function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

async function readBytes(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const bytes = await readBytesUpTo(request, maxBytes);
  if (bytes === null) throw payloadTooLarge(maxBytes);
  return bytes;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Repeated names other than `name[]` keep their last value, as PHP (the old backend) did. */
function formDataToObject(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  // A field named __proto__ must stay a field.
  const result: Record<string, FormDataEntryValue | FormDataEntryValue[]> = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (name.endsWith("[]")) {
      const key = name.slice(0, -2);
      const current = result[key];
      result[key] = Array.isArray(current) ? [...current, value] : [value];
    } else {
      result[name] = value;
    }
  }
  return result;
}

/** PostgreSQL cannot store a NUL in text. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "body" : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

function refuseNul(body: Record<string, unknown>): Record<string, unknown> {
  const field = fieldWithNul(body, "");
  if (field) throw validationError({ [field]: `The ${field} field must not contain NUL characters.` });
  return body;
}

/** The old client sends multipart for everything, so forms are read as well as JSON. */
export async function readBody(
  request: Request,
  options: { maxBytes?: number } = {},
): Promise<Record<string, unknown>> {
  if (request.method === "GET" || request.method === "HEAD") return {};
  const maxBytes = options.maxBytes ?? DEFAULT_BODY_LIMIT;
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  const bytes = await readBytes(request, maxBytes);
  if (bytes.byteLength === 0) return {};

  const text = () => new TextDecoder().decode(bytes);
  // Scripts often send JSON without a type, or as text/plain (fetch's default for a string).
  const looksLikeJson = (mediaType === "" || mediaType === "text/plain") && /^\s*[[{]/.test(text());
  if (mediaType === "application/json" || mediaType.endsWith("+json") || looksLikeJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text());
    } catch {
      throw jsonMessage(API_MESSAGES.malformedJson, 400);
    }
    if (!isPlainObject(parsed)) throw validationError({ body: API_MESSAGES.notAnObject });
    return refuseNul(parsed);
  }

  if (mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded") {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    } catch {
      throw validationError({ body: API_MESSAGES.unreadableBody });
    }
    const broken = mediaType === "multipart/form-data" ? fieldLimitBroken(form) : undefined;
    if (broken) throw jsonMessage(broken, 413);
    return refuseNul(formDataToObject(form));
  }

  throw jsonMessage(API_MESSAGES.unsupportedType, 415);
}

export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const body = await readBody(request, options);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}

export type ApiHandler = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response> | Response;

function logServerError(error: unknown, request: Request) {
  const detail =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: "api request failed",
      method: request.method,
      path: new URL(request.url).pathname,
      error: detail,
    }),
  );
}

function errorToResponse(error: unknown, request: Request): Response {
  if (error instanceof Response) return error;
  if (error instanceof ApiError) {
    const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    return json(body, { status: error.status, headers: error.headers });
  }
  logServerError(error, request);
  if (isDatabaseUnavailable(error)) {
    return jsonMessage(API_MESSAGES.unavailable, 503, { headers: { "Retry-After": "5" } });
  }
  if (error instanceof StorageUnavailableError) {
    return jsonMessage(API_MESSAGES.storageUnavailable, 503, { headers: { "Retry-After": "5" } });
  }
  if ((error as NodeJS.ErrnoException | null)?.code === "ENOSPC") {
    return jsonMessage(API_MESSAGES.storageFull, 507);
  }
  return jsonMessage(API_MESSAGES.serverError, 500);
}

/** Answers default to `Cache-Control: no-store`: they carry tokens and personal data. */
export function apiRoute(handler: ApiHandler) {
  return async (args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    let response: Response;
    try {
      assertSameOriginOrToken(args.request, { api: true });
      response = await handler(args);
    } catch (error) {
      response = errorToResponse(error, args.request);
    }
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    return response;
  };
}

/**
 * Cached like an anonymous page, unless it carries a credential (docs/product.md#json-api). `tags`
 * may depend on the request: a read in another locale carries that locale's tag too.
 */
export function publicApiRead(tags: readonly string[] | ((request: Request) => readonly string[]), handler: ApiHandler) {
  return apiRoute(async (args) =>
    finishPublicRead(args.request, await handler(args), typeof tags === "function" ? tags(args.request) : tags),
  );
}

async function finishPublicRead(request: Request, response: Response, tags: readonly string[]): Promise<Response> {
  if (request.headers.has("Authorization") || hasSessionCookie(request)) {
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  }
  if (response.status !== 200) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.append("Vary", "Authorization, Cookie");
  nameSurrogateKeys(headers, tags);
  return answerWithBodyEtag(request, body, headers, etagMatches);
}

