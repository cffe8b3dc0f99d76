import fs from "node:fs";
import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { matchRoutes } from "@remix-run/router";
import { db } from "~/db/db.server";
import * as revisionList from "~/routes/api.admin.$resource.$id.revisions._index";
import * as revisionRestore from "~/routes/api.admin.$resource.$id.revisions.$revision.restore";
import { issueApiToken } from "~/services/auth/api-token.server";
import { saveSettingCommand } from "~/services/content/settings.server";
import { solutions } from "~/services/content/solutions.server";
import remixConfig from "../../remix.config.js";
import { createRefs } from "../api/samples";
import { apiRequest, args, freshIp } from "../helpers/api";
import { createTestUser, sessionCookieFor } from "../helpers/auth";
import { addContent } from "../helpers/content";

/**
 * A permission is checked on the canonical name (docs/permissions.md#canonical-names).
 * Every admin and API route of app/routes, matched by Remix's own router as
 * the compiler would list them, is called at its path as written and then with
 * each word of the path in capitals, in mixed case, percent-encoded
 * (`%53ettings`), encoded twice (`%2553ettings`) and replaced by `constructor`,
 * `__proto__` and `toString`, by anonymous callers, customers, editors and
 * admins, with the loader (GET) and the action (POST). Every answer is the
 * written path's or a 404, never a 500; a replaced or twice-encoded word is
 * never served.
 */

const APP_DIRECTORY = path.resolve(__dirname, "../../app");

/**
 * Sign-in, sign-out and invitation pages change the session they are called
 * with; the backup download streams the whole site. Their guards are tested
 * beside them.
 */
const LEFT_OUT = new Set([
  "routes/admin_.login",
  "routes/admin_.logout",
  "routes/admin_.two-factor",
  "routes/admin_.accept-invite.$token",
  "routes/admin.backup.download",
  "routes/api.login",
  "routes/api.logout",
  "routes/api.api.logout",
  "routes/api.admin.login",
  "routes/api.customer.register",
]);

type Manifest = ReturnType<typeof flatRoutes>;
type ManifestRoute = Manifest[string];
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type Handler = (args: { request: Request; params: object; context: object }) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

const manifest: Manifest = Object.fromEntries(
  Object.entries(flatRoutes(APP_DIRECTORY, remixConfig.ignoredRouteFiles ?? [])).filter(([id]) => /^routes\/(api|admin)[._[]|^routes\/admin$/.test(id)),
);

function childrenOf(parentId: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? "root") === parentId)
    .map((route): RouteObject => (route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: childrenOf(route.id) }));
}
const tree: RouteObject[] = [{ id: "root", path: "", children: childrenOf("root") }];

/** The route's whole pattern, its parents' paths included: `/api/admin/:resource/:id/revisions`. */
function patternOf(route: ManifestRoute): string {
  const parent = route.parentId && route.parentId !== "root" ? patternOf(manifest[route.parentId]) : "";
  return route.path ? `${parent}/${route.path}` : parent;
}

type Role = "anonymous" | "customer" | "editor" | "admin";
const ROLES: Role[] = ["anonymous", "customer", "editor", "admin"];
const tokens: Partial<Record<Role, string>> = {};
const cookies: Partial<Record<Role, string>> = {};
const fixtures = { solutionId: 0, solutionRevision: 0, siteRevision: 0, heroRevision: 0, trashedId: 0, trashedRevision: 0, customerId: 0 };

async function latestRevision(resource: string, recordId: string): Promise<number> {
  const row = await db()
    .selectFrom("revision")
    .select("id")
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  const users = { customer: await createTestUser("customer"), editor: await createTestUser("editor"), admin: await createTestUser("admin") };
  fixtures.customerId = users.customer.id;
  for (const role of ["customer", "editor", "admin"] as const) tokens[role] = await issueApiToken(db(), { userId: users[role].id });
  cookies.customer = await sessionCookieFor(users.customer.id, "customer");
  cookies.editor = await sessionCookieFor(users.editor.id, "admin");
  cookies.admin = await sessionCookieFor(users.admin.id, "admin");

  const refs = await createRefs();
  const solution = await addContent(solutions, { category_id: refs.solutionCategoryId, title: "Canonical routers" });
  fixtures.solutionId = solution.id;
  fixtures.solutionRevision = await latestRevision("solutions", String(solution.id));
  const trashed = await addContent(solutions, { category_id: refs.solutionCategoryId, title: "Trashed routers" });
  fixtures.trashedId = trashed.id;
  fixtures.trashedRevision = await latestRevision("solutions", String(trashed.id));
  const removed = await solutions.remove(db(), { actor: { id: users.admin.id, email: users.admin.email }, ip: null, id: trashed.id });
  expect(removed.ok).toBe(true);
  const actor = { id: users.admin.id, email: users.admin.email };
  const site = await saveSettingCommand(db(), { actor, ip: null, name: "site", version: 0, input: { default_seo_description: "Canonical" } });
  const hero = await saveSettingCommand(db(), { actor, ip: null, name: "hero", version: 0, input: { title: "Canonical" } });
  expect([site.ok, hero.ok]).toEqual([true, true]);
  fixtures.siteRevision = await latestRevision("settings", "site");
  fixtures.heroRevision = await latestRevision("settings", "hero");
});

/**
 * The paths a route is called at, as written: a history or trash path for a
 * solution, for the admins' `site` setting and for the editors' `hero`; a
 * setting by both names; anything else with an id that exists.
 */
function samplePaths(pattern: string): string[] {
  const { solutionId, solutionRevision, siteRevision, heroRevision, trashedId, trashedRevision, customerId } = fixtures;
  const fill = (resourceAndId = `solutions/${solutionId}`, revision = solutionRevision, id = solutionId) =>
    pattern
      .replace(":resource/:id", resourceAndId)
      .replace(":resource", "solutions")
      .replace(":revision", String(revision))
      .replace(":name", "site")
      .replace(":slug", "sample")
      .replace("/:id?", "")
      .replace(":id", String(id))
      .replace("*", "missing");
  if (pattern.startsWith("/admin/preview/")) return [pattern.replace(":resource", "news").replace("/:id?", "")];
  if (pattern.includes("/trash/:resource/:id")) return [fill(`solutions/${trashedId}`, trashedRevision)];
  if (pattern.includes("/revisions/") || pattern.endsWith("/revisions")) {
    return [fill(), fill("settings/site", siteRevision), fill("settings/hero", heroRevision)];
  }
  if (pattern.includes(":name")) return [fill(), fill().replace("/site", "/hero")];
  if (pattern.includes("/users/:id")) return [fill(undefined, undefined, customerId)];
  return [fill()];
}

type Variant = { name: string; spell: (word: string) => string; replaces: boolean };

const hex = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`;
const VARIANTS: Variant[] = [
  { name: "upper case", spell: (word) => word.toUpperCase(), replaces: false },
  { name: "mixed case", spell: (word) => [...word].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join(""), replaces: false },
  { name: "percent-encoded", spell: (word) => hex(word[0].toUpperCase()) + word.slice(1), replaces: false },
  { name: "encoded twice", spell: (word) => `%25${hex(word[0].toUpperCase()).slice(1)}${word.slice(1)}`, replaces: true },
  { name: "constructor", spell: () => "constructor", replaces: true },
  { name: "__proto__", spell: () => "__proto__", replaces: true },
  { name: "toString", spell: () => "toString", replaces: true },
];

/**
 * Each word of the path spelled each way: one path per word and spelling. Ids
 * and slugs name records, not resources or areas, and stay as they are (a slug
 * in capitals is a 422 naming the field).
 */
function variantsOf(samplePath: string, pattern: string): Array<{ path: string; variant: Variant; word: string }> {
  const segments = samplePath.split("/");
  const patternSegments = pattern.split("/");
  return segments.flatMap((word, index) =>
    /[a-z]/i.test(word) && patternSegments[index] !== ":slug"
      ? VARIANTS.map((variant) => ({
          path: segments.map((segment, i) => (i === index ? variant.spell(segment) : segment)).join("/"),
          variant,
          word,
        }))
      : [],
  );
}

const modules = new Map<string, RouteModule>();
async function moduleOf(id: string): Promise<RouteModule> {
  let module = modules.get(id);
  if (!module) {
    module = (await import(/* @vite-ignore */ path.join(APP_DIRECTORY, manifest[id].file))) as RouteModule;
    modules.set(id, module);
  }
  return module;
}

/** API routes are called with the role's bearer token, pages with its session cookie. */
function requestFor(url: string, method: "GET" | "POST", role: Role, api: boolean): Request {
  const headers = new Headers();
  if (api && tokens[role]) headers.set("Authorization", `Bearer ${tokens[role]}`);
  if (!api && cookies[role]) headers.set("Cookie", cookies[role]);
  if (method === "GET") return new Request(url, { headers });
  headers.set("Content-Type", api ? "application/json" : "application/x-www-form-urlencoded");
  // An empty body: past the guards it is refused (400, 405, 422) and changes nothing.
  return new Request(url, { method, headers, body: api ? "{}" : "" });
}

/**
 * The status Remix would answer: the deepest route its router matches (it
 * decodes the path once and ignores letter case) runs its loader or action;
 * no match is a 404.
 */
async function statusOf(pathname: string, method: "GET" | "POST", role: Role, api: boolean): Promise<number> {
  const matches = matchRoutes(tree, pathname);
  const match = matches?.at(-1);
  if (!match || match.route.id === "root") return 404;
  const module = await moduleOf(match.route.id!);
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) return 405;
  const request = requestFor(`http://localhost${pathname}`, method, role, api);
  try {
    const answer = await handler({ request, params: match.params, context: { clientIp: freshIp() } });
    if (answer instanceof Response) await answer.body?.cancel();
    return answer instanceof Response ? answer.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return 500;
  }
}

/**
 * A word that names nothing is a 404, or the written path's refusal; callers
 * who are not staff may instead be refused before learning that (401, 403 or
 * the sign-in page), as the guards refuse them first. It is never served.
 */
function replacedAllowed(status: number, written: number, role: Role): boolean {
  if (status === 404) return true;
  if (status < 300) return false;
  if (status === written) return true;
  return (role === "anonymous" || role === "customer") && [302, 401, 403].includes(status);
}

const tally = { routes: 0, requests: 0, byStatus: new Map<number, number>() };
function count(status: number) {
  tally.requests += 1;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
}

afterAll(() => {
  if (tally.routes === 0) return;
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.info(`canonical names: ${tally.routes} routes, ${tally.requests} requests (${statuses.join(", ")})`);
});

const routes = Object.values(manifest)
  .filter((route) => !LEFT_OUT.has(route.id))
  .sort((a, b) => a.id.localeCompare(b.id));

describe("the admins' site setting named in capitals", () => {
  const params = (resource: string) => ({ resource, id: "site", revision: String(fixtures.siteRevision) });
  const siteVersion = async () =>
    (await db().selectFrom("setting").select("version").where("name", "=", "site").executeTakeFirstOrThrow()).version;

  it("refuses an editor's token its history and its restore, as in lower case", async () => {
    // The words as Remix hands them over; `%53ettings` is what `%2553ettings` decodes to.
    const answers = { settings: 403, Settings: 403, SETTINGS: 403, "%53ettings": 404 };
    for (const [resource, status] of Object.entries(answers)) {
      const list = await revisionList.loader(args(apiRequest("/api/admin/settings/site/revisions", { token: tokens.editor }), params(resource)));
      expect([resource, list.status]).toEqual([resource, status]);
    }
    const version = await siteVersion();
    const path = `/api/admin/Settings/site/revisions/${fixtures.siteRevision}/restore`;
    const restored = await revisionRestore.action(args(apiRequest(path, { token: tokens.editor, json: { version } }), params("Settings")));
    expect(restored.status).toBe(403);
    expect(await siteVersion()).toBe(version);
  });

  it("serves an admin the same history", async () => {
    const list = await revisionList.loader(args(apiRequest("/api/admin/Settings/SITE/revisions", { token: tokens.admin }), { resource: "Settings", id: "SITE" }));
    expect(list.status).toBe(200);
  });

  it("answers a prototype's name 403 to a customer and 404 to staff, never 500", async () => {
    for (const resource of ["constructor", "__proto__", "toString"]) {
      const request = (role: Role) => apiRequest(`/api/admin/${resource}/1/revisions`, { token: tokens[role] });
      expect((await revisionList.loader(args(request("customer"), { resource, id: "1" }))).status).toBe(403);
      expect((await revisionList.loader(args(request("editor"), { resource, id: "1" }))).status).toBe(404);
    }
  });
});

describe("a path word in any spelling gets the canonical name's answer or a 404", () => {
  it("finds every admin and API route file", () => {
    const files = fs.readdirSync(path.join(APP_DIRECTORY, "routes")).filter((file) => /^(api|admin)[._[]|^admin\.tsx$/.test(file) && !file.includes(".test."));
    expect(Object.keys(manifest).length).toBe(files.length);
    expect(routes.length).toBe(files.length - LEFT_OUT.size);
  });

  for (const route of routes) {
    it(route.id, async () => {
      const module = await moduleOf(route.id);
      const methods = [...(module.loader ? ["GET" as const] : []), ...(module.action ? ["POST" as const] : [])];
      if (methods.length === 0) return;
      tally.routes += 1;
      const api = route.id.startsWith("routes/api");
      const wrong: string[] = [];
      const pattern = patternOf(route);
      for (const samplePath of samplePaths(pattern)) {
        for (const method of methods) {
          for (const role of ROLES) {
            const written = await statusOf(samplePath, method, role, api);
            count(written);
            if (written >= 500) wrong.push(`${method} ${samplePath} as ${role}: ${written}`);
            for (const { path: spelled, variant, word } of variantsOf(samplePath, pattern)) {
              const status = await statusOf(spelled, method, role, api);
              count(status);
              const allowed = variant.replaces ? replacedAllowed(status, written, role) : status === written || status === 404;
              if (!allowed) wrong.push(`${method} ${spelled} (${word}, ${variant.name}) as ${role}: ${status}, written path ${written}`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    }, 180_000);
  }
});
