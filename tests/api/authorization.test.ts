import { db } from "~/db/db.server";
import { getSettingRecord } from "~/models/setting.server";
import { insertWebhookEndpoint } from "~/models/webhook.server";
import type { SettingName } from "~/schemas/settings";
import { createApiKey } from "~/services/auth/api-key.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { API_ENDPOINTS } from "~/services/api/endpoints.server";
import type { Endpoint } from "~/services/api/openapi.server";
import { news as newsCommands } from "~/services/content/news.server";
import { products } from "~/services/content/products.server";
import { getResource } from "~/services/content/registry.server";
import type { ResourceName } from "~/services/content/resource";
import { solutions } from "~/services/content/solutions.server";
import { createTestUser, sessionCookieFor } from "../helpers/auth";
import { addContent } from "../helpers/content";
import { apiHandler } from "./api-handler";
import { expectDocumented } from "./openapi-check";
import { createRefs, insertContactMessage, sampleFor, uploadForm, type Refs } from "./samples";

/**
 * Who may call what, generated from the endpoint table the OpenAPI document is
 * made from: every admin endpoint refuses anonymous callers (401) and
 * customers (403) and serves admins (2xx); editors are served the content
 * endpoints and refused (403) the admins' own (written out in ADMINS_ONLY, not
 * read from the permission table); endpoints for any signed-in user
 * and the guarded public reads refuse anonymous callers (401) and serve
 * customers and admins. Each is called through Remix's own request handler
 * (real route matching) at its canonical path, with a trailing slash, and in
 * another letter case.
 */

const ORIGIN = "http://localhost";
let handle: (request: Request) => Promise<Response>;
let refs: Refs;
let adminId: number;
let customerId: number;
let editorId: number;
const slugs: Record<string, string> = {};

beforeAll(async () => {
  handle = await apiHandler();
  refs = await createRefs();
  adminId = (await createTestUser("admin")).id;
  customerId = (await createTestUser("customer")).id;
  editorId = (await createTestUser("editor")).id;
  const published = { status: "published" as const, published_at: new Date(Date.now() - 60_000) };
  const solution = await addContent(solutions, { category_id: refs.solutionCategoryId, title: "Guarded solution", ...published });
  const product = await addContent(products, { category_id: refs.productCategoryId, title: "Guarded product", ...published });
  const news = await addContent(newsCommands, { title: "Guarded news", ...published });
  slugs["/api/frontend/solutions/{slug}"] = solution.slug;
  slugs["/api/frontend/products/{slug}"] = product.slug;
  slugs["/api/frontend/news/{slug}"] = news.slug;
});

// A fresh token per request: /api/logout ends the token it is called with.
const tokenOf = async (userId: number) => issueApiToken(db(), { userId });

type Role = "anonymous" | "customer" | "editor" | "admin";

/** The admin endpoints an editor may not call. */
const ADMINS_ONLY = [
  /^\/api\/admin\/settings\/(profile|social|site)$/, /^\/api\/admin\/users/, /^\/api\/admin\/audit-events/, /^\/api\/admin\/webhooks/,
  /^\/api\/admin\/api-keys/,
];
/** Delete forever, from the trash. */
const ADMINS_ONLY_DELETES = [/^\/api\/admin\/trash\/\{resource\}\/\{id\}$/];
const adminsOnly = (endpoint: Endpoint) =>
  ADMINS_ONLY.some((pattern) => pattern.test(endpoint.path)) ||
  (endpoint.method === "delete" && ADMINS_ONLY_DELETES.some((pattern) => pattern.test(endpoint.path)));

function resourceOfPath(path: string): ResourceName | undefined {
  const match = /^\/api\/admin\/([a-z-]+)/.exec(path);
  return match && getResource(match[1]) ? (match[1] as ResourceName) : undefined;
}

/** A new item of the endpoint's resource, made through the API as an admin, for item paths. */
async function freshItem(name: ResourceName, token: string): Promise<{ id: number; version: number }> {
  if (name === "contact-messages") return { id: await insertContactMessage("Ann Matrix"), version: 1 };
  const init: RequestInit =
    name === "media"
      ? { method: "POST", body: await uploadForm() }
      : { method: "POST", body: JSON.stringify(sampleFor(name, refs).create), headers: { "Content-Type": "application/json" } };
  const response = await handle(
    new Request(`${ORIGIN}/api/admin/${name}`, { ...init, headers: { ...(init.headers as object), Authorization: `Bearer ${token}` } }),
  );
  if (response.status !== 201) throw new Error(`fixture ${name}: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  return { id: data.id, version: data.version ?? 1 };
}

/**
 * The revision and trash endpoints name `{resource}` and `{revision}`: an admin
 * gets a fresh solution with its first revision, deleted into the trash for
 * the trash's item paths.
 */
async function revisionPath(endpoint: Endpoint, role: Role, token: string | undefined, path: string): Promise<{ path: string; version: number }> {
  if (role !== "admin" && role !== "editor") return { path: path.replace("{resource}", "solutions").replace("{id}", "1").replace("{revision}", "1"), version: 1 };
  const item = await freshItem("solutions", token!);
  const revision = await db()
    .selectFrom("revision")
    .select("id")
    .where("resource", "=", "solutions")
    .where("record_id", "=", String(item.id))
    .executeTakeFirstOrThrow();
  if (endpoint.path.startsWith("/api/admin/trash/")) {
    expect((await solutions.remove(db(), { actor: { id: adminId, email: "matrix@example.test" }, ip: null, id: item.id })).ok).toBe(true);
  }
  const concrete = path.replace("{resource}", "solutions").replace("{id}", String(item.id)).replace("{revision}", String(revision.id));
  return { path: concrete, version: item.version };
}

/** The concrete path and body of an endpoint for a role: refused callers need no real item. */
async function prepare(
  endpoint: Endpoint,
  role: Role,
  token: string | undefined,
  transform: (path: string) => string,
): Promise<{ path: string; init: RequestInit }> {
  if (endpoint.path.startsWith("/api/admin/redirects")) return prepareRedirect(endpoint, role, token, transform);
  if (endpoint.path.startsWith("/api/admin/users")) return prepareUser(endpoint, role, transform);
  if (endpoint.path.startsWith("/api/admin/webhooks")) return prepareWebhook(endpoint, role, transform);
  if (endpoint.path.startsWith("/api/admin/api-keys")) return prepareApiKey(endpoint, role, transform);
  if (endpoint.path.includes("{resource}")) {
    const { path, version } = await revisionPath(endpoint, role, token, transform(endpoint.path));
    const method = endpoint.method.toUpperCase();
    if (method === "GET" || method === "DELETE") return { path, init: { method } };
    return { path, init: { method, body: JSON.stringify({ version }), headers: { "Content-Type": "application/json" } } };
  }
  const resource = resourceOfPath(endpoint.path);
  const served = role === "admin" || (role === "editor" && !adminsOnly(endpoint));
  const needsItem = served && resource !== undefined && endpoint.path.endsWith("{id}");
  const item = needsItem ? await freshItem(resource!, token!) : { id: 1, version: 1 };
  // The variant changes the fixed segments; ids and slugs stay as they are.
  const path = transform(endpoint.path)
    .replace("{id}", String(item.id))
    .replace("{slug}", slugs[endpoint.path] ?? "sample");
  const method = endpoint.method.toUpperCase();
  if (method === "GET" || method === "DELETE") return { path, init: { method } };
  if (resource === "media" && method === "POST") return { path, init: { method, body: await uploadForm() } };
  let json: Record<string, unknown> = {};
  const setting = /^\/api\/admin\/settings\/([a-z_]+)$/.exec(endpoint.path)?.[1];
  if (setting) json = { version: (await getSettingRecord(db(), setting as SettingName)).version };
  else if (resource === "contact-messages") json = { read: true };
  else if (resource === "media") json = { alt: "Matrix", version: item.version };
  else if (resource) {
    const sample = sampleFor(resource, refs);
    if (method === "POST") json = sample.create;
    else if (method === "PUT") json = { ...sample.create, version: item.version };
    else json = { [sample.change[0]]: sample.change[1], version: item.version };
  }
  return { path, init: { method, body: JSON.stringify(json), headers: { "Content-Type": "application/json" } } };
}

let redirectCount = 0;

/** Redirects are not a registry resource: a fresh one for item paths, a new path for each create. */
async function prepareRedirect(
  endpoint: Endpoint,
  role: Role,
  token: string | undefined,
  transform: (path: string) => string,
): Promise<{ path: string; init: RequestInit }> {
  redirectCount += 1;
  const input = { from_path: `/matrix-old-${redirectCount}`, to: "/news", status: 301 };
  let id = 1;
  if ((role === "admin" || role === "editor") && endpoint.path.endsWith("{id}")) {
    const created = await handle(
      new Request(`${ORIGIN}/api/admin/redirects`, {
        method: "POST",
        body: JSON.stringify({ ...input, from_path: `/matrix-item-${redirectCount}` }),
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      }),
    );
    id = (await created.json()).data.id;
  }
  const path = transform(endpoint.path).replace("{id}", String(id));
  const method = endpoint.method.toUpperCase();
  if (method === "GET" || method === "DELETE") return { path, init: { method } };
  return { path, init: { method, body: JSON.stringify(input), headers: { "Content-Type": "application/json" } } };
}

let userCount = 0;

/** Users: a fresh customer for item paths (only a customer can be erased), a new email for each invitation. */
async function prepareUser(endpoint: Endpoint, role: Role, transform: (path: string) => string): Promise<{ path: string; init: RequestInit }> {
  userCount += 1;
  const user = role === "admin" && endpoint.path.endsWith("{id}") ? await createTestUser("customer") : { id: 1, version: 1 };
  const path = transform(endpoint.path).replace("{id}", String(user.id));
  const method = endpoint.method.toUpperCase();
  if (method === "GET" || method === "DELETE") return { path, init: { method } };
  const json = method === "POST" ? { name: "Ivy Invitee", email: `invitee-${userCount}@example.test`, role: "editor" } : { name: "Renamed Customer", version: user.version };
  return { path, init: { method, body: JSON.stringify(json), headers: { "Content-Type": "application/json" } } };
}

/** Webhooks: for an admin, a fresh endpoint (at a public address literal, so no DNS) with one failed delivery to send again. */
async function prepareWebhook(endpoint: Endpoint, role: Role, transform: (path: string) => string): Promise<{ path: string; init: RequestInit }> {
  const input = { url: "https://93.184.215.14/matrix", events: ["user.invited"] };
  let ids = { id: 1, deliveryId: 1 };
  if (role === "admin" && endpoint.path.includes("{id}")) {
    const row = await insertWebhookEndpoint(db(), { ...input, description: "" });
    const delivery = await db()
      .insertInto("webhook_delivery")
      .values({ message_id: `msg_matrix${row.id}`, endpoint_id: row.id, type: "user.invited", body: "{}", status: "failed", event_at: new Date(), next_attempt_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids = { id: row.id, deliveryId: delivery.id };
  }
  const path = transform(endpoint.path).replace("{id}", String(ids.id)).replace("{deliveryId}", String(ids.deliveryId));
  const method = endpoint.method.toUpperCase();
  if (method === "GET" || method === "DELETE") return { path, init: { method } };
  const json = endpoint.path === "/api/admin/webhooks" ? input : method === "PATCH" ? { description: "Matrix" } : {};
  return { path, init: { method, body: JSON.stringify(json), headers: { "Content-Type": "application/json" } } };
}

/** API keys: a fresh one for item paths (revoked by the call), a name and scope for each new one. */
async function prepareApiKey(endpoint: Endpoint, role: Role, transform: (path: string) => string): Promise<{ path: string; init: RequestInit }> {
  let id = 1;
  if (role === "admin" && endpoint.path.endsWith("{id}")) {
    const made = await createApiKey(db(), { name: "Matrix key", scope: "read", expires_at: null }, { actor: { id: adminId, email: "matrix@example.test" }, ip: null });
    if (!made.ok) throw new Error("fixture api key refused");
    id = made.key.id;
  }
  const path = transform(endpoint.path).replace("{id}", String(id));
  const method = endpoint.method.toUpperCase();
  if (method === "GET" || method === "DELETE") return { path, init: { method } };
  return { path, init: { method, body: JSON.stringify({ name: "Matrix key", scope: "write" }), headers: { "Content-Type": "application/json" } } };
}

/** `/api/admin/solutions/7` → `/API/Admin/Solutions/7/`: Remix matches paths in any letter case. */
function otherCase(path: string): string {
  return path
    .split("/")
    .map((segment, index) => (index === 1 ? segment.toUpperCase() : /^[a-z]/.test(segment) ? segment[0].toUpperCase() + segment.slice(1) : segment))
    .join("/");
}

const VARIANTS: Array<[string, (path: string) => string]> = [
  ["canonical", (path) => path],
  ["trailing slash", (path) => `${path}/`],
  ["letter case", (path) => `${otherCase(path)}/`],
];

function expected(endpoint: Endpoint, role: Role): number | "success" {
  if (role === "anonymous") return 401;
  if (role === "customer" && endpoint.access === "admin") return 403;
  if (role === "editor" && endpoint.access === "admin" && adminsOnly(endpoint)) return 403;
  return "success";
}

const table = API_ENDPOINTS.filter((endpoint) => endpoint.access !== "public");

const cases = table.flatMap((endpoint) =>
  VARIANTS.map(([variant, transform]) => [`${endpoint.method.toUpperCase()} ${endpoint.path} (${variant})`, endpoint, transform] as const),
);

describe("authorization matrix", () => {
  it("covers every admin endpoint, and the user and guarded ones", () => {
    const admin = API_ENDPOINTS.filter((endpoint) => endpoint.access === "admin");
    expect(admin.length).toBeGreaterThan(20);
    expect(table).toEqual(expect.arrayContaining(admin));
    const guarded = table.filter((endpoint) => endpoint.access === "guarded");
    expect(guarded).toHaveLength(4);
    // Each guarded read by slug has a live item to find.
    for (const endpoint of guarded) if (endpoint.path.includes("{slug}")) expect(slugs[endpoint.path], endpoint.path).toBeDefined();
  });

  it.each(cases)("%s", async (_name, endpoint, transform) => {
    for (const role of ["anonymous", "customer", "editor", "admin"] as const) {
      const ids = { customer: customerId, editor: editorId, admin: adminId };
      const token = role === "anonymous" ? undefined : await tokenOf(ids[role]);
      const { path, init } = await prepare(endpoint, role, token, transform);
      const headers = new Headers(init.headers);
      if (token) headers.set("Authorization", `Bearer ${token}`);
      const request = new Request(`${ORIGIN}${path}`, { ...init, headers });
      const response = await handle(request.clone());
      const want = expected(endpoint, role);
      const documented = endpoint.success.map((answer) => answer.status);
      if (want === "success") {
        expect(documented, `${role} ${request.method} ${request.url}: ${response.status} ${await response.clone().text()}`).toContain(response.status);
      } else {
        expect(response.status, `${role} ${request.method} ${request.url}`).toBe(want);
      }
      await expectDocumented(request, response);
    }
  });
});

describe("browser sessions", () => {
  it("an admin session reads, and writes with X-XSRF-TOKEN; without it a write is 419 and nothing changes", async () => {
    const cookie = await sessionCookieFor(adminId, "admin");
    const list = await handle(new Request(`${ORIGIN}/api/admin/solution-categories`, { headers: { Cookie: cookie } }));
    expect(list.status).toBe(200);

    const body = JSON.stringify(sampleFor("solution-categories", refs).create);
    const jsonHeaders = { Cookie: cookie, "Content-Type": "application/json" };
    const before = (await list.json()).meta.total;
    const refused = await handle(new Request(`${ORIGIN}/api/admin/solution-categories`, { method: "POST", headers: jsonHeaders, body }));
    expect(refused.status).toBe(419);
    expect(await refused.json()).toEqual({ message: "CSRF token mismatch." });
    const after = await handle(new Request(`${ORIGIN}/api/admin/solution-categories`, { headers: { Cookie: cookie } }));
    expect((await after.json()).meta.total).toBe(before);

    const xsrf = "x".repeat(40);
    const accepted = await handle(
      new Request(`${ORIGIN}/api/admin/solution-categories`, {
        method: "POST",
        headers: { ...jsonHeaders, Cookie: `${cookie}; XSRF-TOKEN=${xsrf}`, "X-XSRF-TOKEN": xsrf },
        body,
      }),
    );
    expect(accepted.status).toBe(201);
  });

  it("a customer session is refused (403), also with an XSRF token", async () => {
    const cookie = await sessionCookieFor(customerId, "customer");
    const response = await handle(new Request(`${ORIGIN}/api/admin/solutions`, { headers: { Cookie: cookie } }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "This action is unauthorized." });
  });

  it("an admin token wins over a customer session sent alongside", async () => {
    const cookie = await sessionCookieFor(customerId, "customer");
    const token = await tokenOf(adminId);
    const response = await handle(
      new Request(`${ORIGIN}/api/admin/solutions`, { headers: { Cookie: cookie, Authorization: `Bearer ${token}` } }),
    );
    expect(response.status).toBe(200);
  });

  it("a bad token is 401", async () => {
    const response = await handle(new Request(`${ORIGIN}/api/admin/solutions`, { headers: { Authorization: "Bearer 1|nonsense" } }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthenticated." });
  });
});
