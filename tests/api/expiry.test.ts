import { contentTypeOfTable } from "~/content-types";
import * as collection from "~/routes/api.admin.$resource";
import * as item from "~/routes/api.admin.$resource.$id";
import { registry } from "~/services/content/registry.server";
import type { AnyContentResource } from "~/services/content/resource";
import { apiRequest, body } from "../helpers/api";
import { createCallers, type Callers } from "./fixtures";
import { call } from "./openapi-check";
import { createRefs, sampleFor, type Refs } from "./samples";

/**
 * `unpublish_at` through /api/admin/{resource} for every publishable type: written, read back as an
 * ISO date-time, cleared with null, and refused with 422 naming the field. Every answer is checked
 * against the OpenAPI document.
 */

let callers: Callers;
let refs: Refs;

beforeAll(async () => {
  callers = await createCallers();
  refs = await createRefs();
});

const publishable = Object.values(registry as Record<string, AnyContentResource>).filter(
  (resource) => (contentTypeOfTable(resource.entity)?.publishing ?? null) !== null,
);

function send(method: string, path: string, json: unknown) {
  return apiRequest(path, { method, token: callers.adminToken, json });
}

it("covers every publishable type", () => {
  expect(publishable.map((resource) => resource.name).sort()).toEqual([
    "certificates", "customer-stories", "hero-contents", "home-slides", "news", "pages", "product-categories", "products",
    "solution-categories", "solutions",
  ]);
});

describe.each(publishable.map((resource) => [resource.name] as const))("/api/admin/%s", (name) => {
  it("writes, reads, refuses and clears unpublish_at", async () => {
    const sample = sampleFor(name as Parameters<typeof sampleFor>[0], refs);
    const expiry = new Date(Date.now() + 30 * 24 * 3_600_000);
    expiry.setUTCMilliseconds(0);
    const created = await call(collection.action, send("POST", `/api/admin/${name}`, { ...sample.create, unpublish_at: expiry.toISOString() }), { resource: name });
    expect(created.status).toBe(201);
    const { data } = await body(created);
    expect(data.unpublish_at).toBe(expiry.toISOString());
    const path = `/api/admin/${name}/${data.id}`;
    const params = { resource: name, id: String(data.id) };

    const read = await body(await call(item.loader, apiRequest(path, { token: callers.adminToken }), params));
    expect(read.data.unpublish_at).toBe(expiry.toISOString());

    const bad = await call(item.action, send("PATCH", path, { unpublish_at: "next Tuesday", version: data.version }), params);
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors).toEqual({ unpublish_at: ["Unpublish at must be a valid date and time"] });

    const cleared = await call(item.action, send("PATCH", path, { unpublish_at: null, version: data.version }), params);
    expect(cleared.status).toBe(200);
    expect((await body(cleared)).data.unpublish_at).toBeNull();
  });
});

it("refuses an expiry that is not after the publish date, as sent or as stored", async () => {
  const publishedAt = "2026-12-01T09:00:00.000Z";
  const both = await call(
    collection.action,
    send("POST", "/api/admin/news", { title: "Backwards dates", status: "published", published_at: publishedAt, unpublish_at: "2026-11-30T09:00:00Z" }),
    { resource: "news" },
  );
  expect(both.status).toBe(422);
  expect((await body(both)).errors).toEqual({ unpublish_at: ["Unpublish at must be after the publish date"] });

  const created = await body(await call(collection.action, send("POST", "/api/admin/news", { title: "Dated", status: "published", published_at: publishedAt }), { resource: "news" }));
  const params = { resource: "news", id: String(created.data.id) };
  const path = `/api/admin/news/${created.data.id}`;
  const same = await call(item.action, send("PATCH", path, { unpublish_at: publishedAt, version: created.data.version }), params);
  expect(same.status).toBe(422);
  expect((await body(same)).errors).toEqual({ unpublish_at: ["Unpublish at must be after the publish date"] });
  const later = await call(item.action, send("PATCH", path, { unpublish_at: "2026-12-02T09:00:00Z", version: created.data.version }), params);
  expect(later.status).toBe(200);
});
