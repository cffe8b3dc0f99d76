import { db } from "~/db/db.server";
import { createSolution } from "~/models/solution.server";
import * as collection from "~/routes/api.admin.$resource";
import * as item from "~/routes/api.admin.$resource.$id";
import { registry } from "~/services/content/registry.server";
import type { AnyContentResource } from "~/services/content/resource";
import { apiRequest, body } from "../helpers/api";
import { createCallers, type Callers } from "./fixtures";
import { call, seen } from "./openapi-check";
import { createRefs, sampleFor, type Refs } from "./samples";

/**
 * /api/admin/{resource}: a full round trip for every resource of the content
 * registry through the route functions with an admin bearer token, JSON and
 * multipart, plus the list's paging and the refusals. Every answer is checked
 * against the OpenAPI document.
 */

let callers: Callers;
let refs: Refs;

beforeAll(async () => {
  callers = await createCallers();
  refs = await createRefs();
});

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";
const editable = Object.values(registry as Record<string, AnyContentResource>).filter(
  (resource) => resource.name !== "media" && resource.name !== "contact-messages",
);

function send(method: string, path: string, options: { json?: unknown; multipart?: Record<string, string> } = {}) {
  return apiRequest(path, { method, token: callers.adminToken, ...options });
}

async function auditCount(entity: string, id: number): Promise<number> {
  const rows = await db()
    .selectFrom("audit_event")
    .select(["actor_id", "action"])
    .where("entity", "=", entity)
    .where("entity_id", "=", String(id))
    .execute();
  expect(rows.every((row) => row.actor_id === callers.adminId)).toBe(true);
  return rows.length;
}

describe.each(editable.map((resource) => [resource.name, resource] as const))("/api/admin/%s", (name, resource) => {
  it("create → read → list → update → stale update → patch → delete", async () => {
    const sample = sampleFor(resource.name, refs);
    const base = `/api/admin/${name}`;

    const created = await call(collection.action, send("POST", base, { json: sample.create }), { resource: name });
    expect(created.status).toBe(201);
    const { data: item1 } = await body(created);
    expect(item1[sample.title.includes(" ") && "name" in item1 ? "name" : "title"]).toBe(sample.title);
    expect(item1.version).toBe(1);
    if ("body" in sample.create && typeof item1.body === "string") expect(item1.body).not.toContain("<script");
    if ("image_id" in sample.create) expect(item1.image_url).toMatch(new RegExp(`^/media/${refs.imageId}/`));
    const id = String(item1.id);

    const read = await call(item.loader, send("GET", `${base}/${id}`), { resource: name, id });
    expect(read.status).toBe(200);
    expect((await body(read)).data).toEqual(item1);

    const listed = await call(collection.loader, send("GET", `${base}?q=${encodeURIComponent(sample.title)}`), { resource: name });
    const list = await body(listed);
    expect(list.data.map((row: any) => row.id)).toContain(item1.id);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(list.meta.total).toBeGreaterThanOrEqual(1);

    const [field, value] = sample.change;
    const put = await call(
      item.action,
      send("PUT", `${base}/${id}`, { json: { ...sample.create, [field]: value, version: 1 } }),
      { resource: name, id },
    );
    expect(put.status).toBe(200);
    const { data: item2 } = await body(put);
    expect(item2[field]).toBe(value);
    expect(item2.version).toBe(2);

    const stale = await call(
      item.action,
      send("PUT", `${base}/${id}`, { json: { ...sample.create, [field]: "stale edit", version: 1 } }),
      { resource: name, id },
    );
    expect(stale.status).toBe(409);
    expect(await body(stale)).toEqual({ message: CONFLICT });
    expect((await body(await call(item.loader, send("GET", `${base}/${id}`), { resource: name, id }))).data[field]).toBe(value);

    const patched = await call(item.action, send("PATCH", `${base}/${id}`, { json: { [field]: `${value} again`, version: 2 } }), { resource: name, id });
    expect(patched.status).toBe(200);
    const { data: item3 } = await body(patched);
    expect(item3[field]).toBe(`${value} again`);
    expect(item3.version).toBe(3);
    expect(item3.created_at).toBe(item1.created_at);

    const stalePatch = await call(item.action, send("PATCH", `${base}/${id}`, { json: { [field]: "x", version: 2 } }), { resource: name, id });
    expect(stalePatch.status).toBe(409);

    const removed = await call(item.action, send("DELETE", `${base}/${id}`), { resource: name, id });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    expect((await call(item.loader, send("GET", `${base}/${id}`), { resource: name, id })).status).toBe(404);
    expect((await call(item.action, send("DELETE", `${base}/${id}`), { resource: name, id })).status).toBe(404);

    // create, update, patch, delete: one audit event each, by the admin; refused writes none.
    expect(await auditCount(resource.entity, item1.id)).toBe(4);
  });

  it("accepts the same fields as multipart", async () => {
    const sample = sampleFor(resource.name, refs);
    const response = await call(collection.action, send("POST", `/api/admin/${name}`, { multipart: sample.form }), { resource: name });
    expect(response.status).toBe(201);
    const { data } = await body(response);
    for (const [key, raw] of Object.entries(sample.form)) {
      const expected = /^\d+$/.test(raw) && key !== "url" ? Number(raw) : ["on", "1"].includes(raw) ? true : raw === "" && key.startsWith("is_") ? false : raw;
      if (key === "published_at") expect(data[key]).toBe(new Date(raw).toISOString());
      else expect(data[key], key).toEqual(expected);
    }
    const [field, value] = sample.change;
    const patched = await call(
      item.action,
      send("PATCH", `/api/admin/${name}/${data.id}`, { multipart: { [field]: value, version: "1" } }),
      { resource: name, id: String(data.id) },
    );
    expect(patched.status).toBe(200);
    const { data: after } = await body(patched);
    expect(after[field]).toBe(value);
    // A PATCH form leaves out what it does not name: nothing else changed.
    for (const key of Object.keys(sample.form)) if (key !== field) expect(after[key], key).toEqual(data[key]);
  });

  it("refuses invalid input with 422 naming the fields, and writes nothing", async () => {
    const before = (await body(await call(collection.loader, send("GET", `/api/admin/${name}`), { resource: name }))).meta.total;
    const response = await call(collection.action, send("POST", `/api/admin/${name}`, { json: { sort_order: "first" } }), { resource: name });
    expect(response.status).toBe(422);
    const json = await body(response);
    expect(Object.keys(json.errors).length).toBeGreaterThan(0);
    expect(json.message).toBe(Object.values<string[]>(json.errors)[0][0]);
    expect((await body(await call(collection.loader, send("GET", `/api/admin/${name}`), { resource: name }))).meta.total).toBe(before);
  });

  it("refuses an update without a version", async () => {
    const sample = sampleFor(resource.name, refs);
    const { data } = await body(await call(collection.action, send("POST", `/api/admin/${name}`, { json: sample.create }), { resource: name }));
    const response = await call(item.action, send("PATCH", `/api/admin/${name}/${data.id}`, { json: { [sample.change[0]]: "x" } }), { resource: name, id: String(data.id) });
    expect(response.status).toBe(422);
    expect((await body(response)).errors.version).toEqual(["Version is required"]);
  });
});

describe("lists", () => {
  it("pages with per_page, capped at 100", async () => {
    for (let n = 0; n < 3; n++) {
      await call(collection.action, send("POST", "/api/admin/solution-categories", { json: sampleFor("solution-categories", refs).create }), { resource: "solution-categories" });
    }
    const page = await body(await call(collection.loader, send("GET", "/api/admin/solution-categories?per_page=2&page=2"), { resource: "solution-categories" }));
    expect(page.data).toHaveLength(2);
    expect(page.meta.current_page).toBe(2);
    expect(page.meta.per_page).toBe(2);
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 2));
    const capped = await body(await call(collection.loader, send("GET", "/api/admin/solution-categories?per_page=500"), { resource: "solution-categories" }));
    expect(capped.meta.per_page).toBe(100);
  });

  it("filters by the resource's own parameters", async () => {
    const { data: draft } = await body(
      await call(collection.action, send("POST", "/api/admin/solutions", { json: { ...sampleFor("solutions", refs).create, status: "draft" } }), { resource: "solutions" }),
    );
    const drafts = await body(await call(collection.loader, send("GET", "/api/admin/solutions?status=draft&per_page=100"), { resource: "solutions" }));
    expect(drafts.data.map((row: any) => row.id)).toContain(draft.id);
    expect(drafts.data.every((row: any) => row.status === "draft")).toBe(true);
  });
});

describe("refusals", () => {
  it("refuses to delete a category that holds items, naming how many (409)", async () => {
    const { data: category } = await body(
      await call(collection.action, send("POST", "/api/admin/solution-categories", { json: sampleFor("solution-categories", refs).create }), { resource: "solution-categories" }),
    );
    for (const title of ["One", "Two"]) await createSolution(db(), { category_id: category.id, title });
    const response = await call(item.action, send("DELETE", `/api/admin/solution-categories/${category.id}`), { resource: "solution-categories", id: String(category.id) });
    expect(response.status).toBe(409);
    expect((await body(response)).message).toMatch(/2 solutions/);
  });

  it("names a taken slug as a field error", async () => {
    const sample = sampleFor("solutions", refs);
    await call(collection.action, send("POST", "/api/admin/solutions", { json: { ...sample.create, slug: "taken-slug" } }), { resource: "solutions" });
    const response = await call(collection.action, send("POST", "/api/admin/solutions", { json: { ...sample.create, slug: "taken-slug" } }), { resource: "solutions" });
    expect(response.status).toBe(422);
    expect((await body(response)).errors.slug).toEqual(["Slug is already used by another solution"]);
  });

  it("answers 404 for an unknown resource or id, and 405 for a method the path does not take", async () => {
    expect((await call(collection.loader, send("GET", "/api/admin/widgets"), { resource: "widgets" })).status).toBe(404);
    for (const id of ["999999", "abc", "0", "1.5"]) {
      expect((await call(item.loader, send("GET", `/api/admin/solutions/${id}`), { resource: "solutions", id })).status, id).toBe(404);
    }
    const response = await call(item.action, send("POST", "/api/admin/solutions/1", { json: {} }), { resource: "solutions", id: "1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, PUT, PATCH, DELETE");
  });

  it("answers 400 for malformed JSON and 415 for a body of another type", async () => {
    const malformed = new Request("http://localhost/api/admin/products", {
      method: "POST",
      headers: { Authorization: `Bearer ${callers.adminToken}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect((await call(collection.action, malformed, { resource: "products" })).status).toBe(400);
    const xml = new Request("http://localhost/api/admin/products", {
      method: "POST",
      headers: { Authorization: `Bearer ${callers.adminToken}`, "Content-Type": "application/xml" },
      body: "<product/>",
    });
    expect((await call(collection.action, xml, { resource: "products" })).status).toBe(415);
  });
});

describe("coverage", () => {
  it("reached every documented admin operation of the registry's resources with a success", () => {
    const missing: string[] = [];
    for (const resource of editable) {
      const base = `/api/admin/${resource.name}`;
      const expected = [`get ${base} 200`, `post ${base} 201`, `get ${base}/{id} 200`, `put ${base}/{id} 200`, `patch ${base}/{id} 200`, `delete ${base}/{id} 204`];
      missing.push(...expected.filter((entry) => !seen.has(entry)));
    }
    expect(missing).toEqual([]);
  });
});
