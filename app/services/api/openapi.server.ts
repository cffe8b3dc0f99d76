import { z } from "zod";
import { SESSION_POLICY } from "~/services/auth/session.server";
import { errorSchema } from "./shapes";

type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** "guarded": anyone while `site.require_login_for_details` is off, else a customer or admin. */
type Access = "public" | "guarded" | "user" | "admin";

export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export const named = (name: string, schema: z.ZodType): NamedSchema => ({ name, schema });

type SchemaSource = NamedSchema | z.ZodType;

export interface Endpoint {
  method: HttpMethod;
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  pathParams?: Array<{ name: string; description: string; schema: z.ZodType }>;
  query?: z.ZodObject;
  body?: {
    fields?: SchemaSource;
    upload?: { file: string; fields: z.ZodObject };
  };
  success: Array<{
    status: number;
    description: string;
    schema?: SchemaSource;
    headers?: Record<string, string>;
  }>;
  errors: number[];
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Malformed JSON, an unreadable upload, or a `locale` the site does not have",
  401: "No or bad credentials: `Unauthenticated.`",
  403: "Signed in, not allowed: `This action is unauthorized.`",
  404: "No such item: `Not found.`",
  409: "A stale `version` (`This record was changed by someone else. Reload it to see their changes.`), or a refused delete naming why",
  413: "Upload or body too large; the message names the limit",
  415: "A body that is neither JSON nor a form",
  419: "Cookie-authenticated write without a matching `X-XSRF-TOKEN`: `CSRF token mismatch.`",
  422: "Invalid input: `message` is the first error, `errors` the messages per field",
  429: "Too many attempts: `Too many attempts. Try again in N seconds.`, with `Retry-After`",
  500: "Anything else: `Server Error`, without detail",
};

const SECURITY: Record<Access, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  // The empty requirement: callable without credentials while the site allows it.
  guarded: [{}, { bearerAuth: [] }, { adminSession: [] }, { customerSession: [] }],
  user: [{ bearerAuth: [] }, { adminSession: [] }, { customerSession: [] }],
  admin: [{ bearerAuth: [] }, { adminSession: [] }],
};

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  // Local $defs would resolve against the document's root once embedded.
  if ("$defs" in json) throw new Error("OpenAPI: a schema with $defs cannot be embedded; give it a name instead");
  return json;
}

class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly seen = new Map<string, { schema: z.ZodType; io: "input" | "output" }>();

  use(source: SchemaSource, io: "input" | "output"): JsonSchema {
    if (source instanceof z.ZodType) return toJsonSchema(source, io);
    const known = this.seen.get(source.name);
    if (!known) {
      this.seen.set(source.name, { schema: source.schema, io });
      this.schemas[source.name] = toJsonSchema(source.schema, io);
    } else if (known.schema !== source.schema || known.io !== io) {
      throw new Error(`OpenAPI: two different schemas are named ${source.name}`);
    }
    return { $ref: `#/components/schemas/${source.name}` };
  }
}

function parameters(endpoint: Endpoint, components: Components) {
  const path = (endpoint.pathParams ?? []).map((param) => ({
    name: param.name,
    in: "path",
    required: true,
    description: param.description,
    schema: components.use(param.schema, "input"),
  }));
  const queryShape = endpoint.query ? (endpoint.query.shape as Record<string, z.ZodType>) : {};
  const query = Object.entries(queryShape).map(([name, schema]) => {
    const json = components.use(schema, "input");
    const { description, ...rest } = json;
    return {
      name,
      in: "query",
      required: false,
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
  return [...path, ...query];
}

function requestBody(endpoint: Endpoint, components: Components) {
  const body = endpoint.body;
  if (!body) return undefined;
  if (body.upload) {
    const fields = toJsonSchema(body.upload.fields, "input");
    const properties = {
      [body.upload.file]: { type: "string", contentMediaType: "application/octet-stream", description: "The file" },
      ...((fields.properties as Record<string, unknown>) ?? {}),
    };
    const required = [body.upload.file, ...((fields.required as string[]) ?? [])];
    return {
      required: true,
      content: { "multipart/form-data": { schema: { type: "object", properties, required } } },
    };
  }
  const schema = components.use(body.fields!, "input");
  return {
    required: true,
    description:
      "JSON, or the same fields as multipart/form-data or application/x-www-form-urlencoded " +
      "(numbers as text, booleans as on/true/1 or off/false/0).",
    content: {
      "application/json": { schema },
      "multipart/form-data": { schema },
      "application/x-www-form-urlencoded": { schema },
    },
  };
}

function responses(endpoint: Endpoint, components: Components) {
  const result: Record<string, unknown> = {};
  for (const answer of endpoint.success) {
    const headers = answer.headers
      ? Object.fromEntries(Object.entries(answer.headers).map(([name, description]) => [name, { description, schema: { type: "string" } }]))
      : undefined;
    result[String(answer.status)] = {
      description: answer.description,
      ...(headers ? { headers } : {}),
      ...(answer.schema ? { content: { "application/json": { schema: components.use(answer.schema, "output") } } } : {}),
    };
  }
  for (const status of [...new Set([...endpoint.errors, 500])].sort((a, b) => a - b)) {
    result[String(status)] = { $ref: `#/components/responses/Error${status}` };
  }
  return result;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, any>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

export function buildOpenApiDocument(
  endpoints: readonly Endpoint[],
  options: { title: string; version: string; description: string; tags: Array<{ name: string; description?: string }> },
): OpenApiDocument {
  const components = new Components();
  components.use(named("Error", errorSchema), "output");
  const paths: OpenApiDocument["paths"] = {};
  const errorStatuses = new Set<number>([500]);

  for (const endpoint of endpoints) {
    const operations = (paths[endpoint.path] ??= {});
    if (operations[endpoint.method]) throw new Error(`OpenAPI: ${endpoint.method} ${endpoint.path} is described twice`);
    const params = parameters(endpoint, components);
    const body = requestBody(endpoint, components);
    const security = SECURITY[endpoint.access];
    endpoint.errors.forEach((status) => errorStatuses.add(status));
    operations[endpoint.method] = {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(endpoint, components),
      security: security ?? [],
    };
  }

  const errorResponses = Object.fromEntries(
    [...errorStatuses].sort((a, b) => a - b).map((status) => [
      `Error${status}`,
      {
        description: ERROR_DESCRIPTIONS[status] ?? "Error",
        ...(status === 429 ? { headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } } } : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );

  return {
    openapi: "3.1.0",
    info: { title: options.title, version: options.version, description: options.description },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    tags: options.tags,
    paths,
    components: {
      schemas: components.schemas,
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "A token from POST /api/login or /api/admin/login: `{id}|{secret}`",
        },
        adminSession: { type: "apiKey", in: "cookie", name: SESSION_POLICY.admin.cookieName, description: "The admin's browser session (__Host-admin in production); writes also need X-XSRF-TOKEN" },
        customerSession: { type: "apiKey", in: "cookie", name: SESSION_POLICY.customer.cookieName, description: "A customer's browser session (__Host-customer in production)" },
      },
    },
  };
}
