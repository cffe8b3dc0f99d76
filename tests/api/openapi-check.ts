import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import type { ActionFunctionArgs } from "@remix-run/node";
import { expect } from "vitest";
import { apiOpenApiDocument } from "~/services/api/document.server";
import { args } from "../helpers/api";

/**
 * Checks every answer an API test receives against the OpenAPI document: the
 * path and method are described, the status is one the operation documents,
 * and the body is valid against the documented schema (ajv, JSON Schema
 * 2020-12). Tests call route functions through `call`, or hand any Response to
 * `expectDocumented`; what was seen is kept for coverage checks.
 */

const document = apiOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(document as object, "openapi");

type Operation = { path: string; method: string; responses: Record<string, any> };

interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

// Remix matches paths in any letter case and with a trailing slash; so does the lookup.
const templates: Template[] = Object.keys(document.paths)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}/?$`, "i"),
    params: (path.match(/\{/g) ?? []).length,
  }))
  // A static path wins over a templated one, as in Remix's ranking.
  .sort((a, b) => a.params - b.params);

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
}

const validators = new Map<string, ValidateFunction>();
function validatorAt(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`No schema at ${ref}`);
    validators.set(ref, validate);
  }
  return validate;
}

/** The documented operation a request reaches, or undefined for a path the document does not have. */
export function operationFor(method: string, url: string): { path: string; operation?: Operation } | undefined {
  const pathname = new URL(url).pathname;
  const template = templates.find((candidate) => candidate.pattern.test(pathname));
  if (!template) return undefined;
  const verb = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  const operation = document.paths[template.path][verb];
  return { path: template.path, operation: operation ? { path: template.path, method: verb, responses: operation.responses } : undefined };
}

/** Every (method path status) seen, e.g. "get /api/admin/news/{id} 200". */
export const seen = new Set<string>();

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
}

function expectValid(ref: string, body: unknown, where: string) {
  const validate = validatorAt(ref);
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`).join("; ");
    expect.fail(`${where}: the body does not match the document (${problems}): ${JSON.stringify(body).slice(0, 500)}`);
  }
}

/** Fails the test unless the answer is one the document describes. */
export async function expectDocumented(request: Request, response: Response): Promise<void> {
  const where = `${request.method} ${new URL(request.url).pathname} → ${response.status}`;
  const found = operationFor(request.method, request.url);
  const body = await bodyOf(response);
  const errorRef = "openapi#/components/schemas/Error";

  if (!found) {
    // Unknown /api paths answer the JSON 404 of the catch-all route.
    expect(response.status, `${where}: an undescribed path`).toBe(404);
    expectValid(errorRef, body, where);
    return;
  }
  if (!found.operation) {
    expect(response.status, `${where}: an undescribed method`).toBe(405);
    expectValid(errorRef, body, where);
    return;
  }
  const { operation } = found;
  const documented = operation.responses[String(response.status)];
  expect(documented, `${where}: status not documented (documented: ${Object.keys(operation.responses).join(", ")})`).toBeDefined();
  seen.add(`${operation.method} ${operation.path} ${response.status}`);

  if (request.method === "HEAD") return;
  if (documented.$ref) {
    expectValid(errorRef, body, where);
    return;
  }
  if (!documented.content) {
    expect(body, `${where}: documented without a body`).toBeUndefined();
    return;
  }
  expect(response.headers.get("Content-Type") ?? "", where).toMatch(/^application\/json/);
  const ref = `openapi#/${pointer("paths", operation.path, operation.method, "responses", String(response.status), "content", "application/json", "schema")}`;
  expectValid(ref, body, where);
}

type RouteFunction = (args: ActionFunctionArgs) => Promise<Response> | Response | Promise<unknown>;

/** Calls a route's loader or action as Remix would, and checks the answer against the document. */
export async function call(
  handler: RouteFunction | undefined,
  request: Request,
  params: Record<string, string> = {},
  ip?: string,
): Promise<Response> {
  if (!handler) throw new Error("The route has no such function");
  const response = (await handler(args(request, params, ip))) as Response;
  await expectDocumented(request, response);
  return response;
}

export { document };
