import { db } from "~/db/db.server";
import * as keyItem from "~/routes/api.admin.api-keys.$id";
import * as keyList from "~/routes/api.admin.api-keys";
import * as resourceItem from "~/routes/api.admin.$resource.$id";
import * as resourceList from "~/routes/api.admin.$resource";
import * as users from "~/routes/api.admin.users";
import { authenticateApiKey, createApiKey } from "~/services/auth/api-key.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { apiRequest } from "../../tests/helpers/api";
import { createTestUser } from "../../tests/helpers/auth";
import { call } from "../../tests/api/openapi-check";

/** API keys for integrations: made and revoked by admins, shown once, stored hashed, scoped, expiring, audited. */

let adminToken: string;
let admin: { id: number; email: string };
beforeAll(async () => {
  const user = await createTestUser("admin");
  admin = { id: user.id, email: user.email };
  adminToken = await issueApiToken(db(), { userId: user.id });
});

const json = (response: Response) => response.json();

async function makeKey(fields: Record<string, unknown>, token = adminToken) {
  return call(keyList.action, apiRequest("/api/admin/api-keys", { token, json: fields }));
}

async function keyToken(scope: "read" | "write", name = `${scope} key`): Promise<{ id: number; token: string }> {
  const response = await makeKey({ name, scope });
  expect(response.status).toBe(201);
  const { data } = await json(response);
  return { id: data.id, token: data.token };
}

describe("/api/admin/api-keys", () => {
  it("makes a key whose token is answered once, listed without it, and stored only as a hash", async () => {
    const response = await makeKey({ name: "CRM sync", scope: "write", expires_at: "2099-06-30T12:00:00Z" });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ name: "CRM sync", scope: "write", expires_at: "2099-06-30T12:00:00.000Z", last_used_at: null, created_by: admin.email });
    expect(data.token).toMatch(/^apikey_[A-Za-z0-9]{40}$/);
    expect(data.key_start).toBe(data.token.slice(0, 11));

    const listed = await json(await call(keyList.loader, apiRequest("/api/admin/api-keys", { token: adminToken })));
    const row = listed.data.find((key: { id: number }) => key.id === data.id);
    expect(row).toEqual({ ...data, token: undefined });
    expect(JSON.stringify(listed)).not.toContain(data.token);
    const stored = await db().selectFrom("api_key").selectAll().where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(stored).map(String)).not.toContain(data.token);
  });

  it("names each bad field: name, scope, a past or unreadable expiry", async () => {
    const bad = await makeKey({ name: " ", scope: "admin", expires_at: "soon" });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({
      name: ["Name is required"],
      scope: ["Scope must be read or write"],
      expires_at: ["Expires at must be a date and time to come, such as 2027-06-30T12:00:00Z"],
    });
    const past = await makeKey({ name: "Old", scope: "read", expires_at: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(422);
    expect((await json(past)).errors).toEqual({ expires_at: ["Expires at must be a date and time to come"] });
  });

  it("lets a read key read and refuses it every write with 403, before the route is reached", async () => {
    const { token } = await keyToken("read");
    const read = await call(resourceList.loader, apiRequest("/api/admin/news", { token }), { resource: "news" });
    expect(read.status).toBe(200);
    for (const [route, method, path, params] of [
      [resourceList.action, "POST", "/api/admin/news", { resource: "news" }],
      [resourceItem.action, "PUT", "/api/admin/news/1", { resource: "news", id: "1" }],
      [resourceItem.action, "PATCH", "/api/admin/news/1", { resource: "news", id: "1" }],
      [resourceItem.action, "DELETE", "/api/admin/news/1", { resource: "news", id: "1" }],
    ] as const) {
      const response = await call(route, apiRequest(path, { method, token, json: { title: "Nope" } }), params);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await json(response)).toEqual({ message: "This API key may only read: its scope is read." });
    }
    expect(await db().selectFrom("news").select("id").where("title", "=", "Nope").execute()).toEqual([]);
  });

  it("lets a write key write as an editor, audited under the key's name, and never reach the admins' areas", async () => {
    const { token } = await keyToken("write", "Partner script");
    const created = await call(resourceList.action, apiRequest("/api/admin/news", { token, json: { title: "Written by a key", excerpt: "From the partner.", status: "draft" } }), { resource: "news" });
    expect(created.status).toBe(201);
    const { data } = await json(created);
    const event = await db().selectFrom("audit_event").selectAll().where("entity", "=", "news").where("entity_id", "=", String(data.id)).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ action: "create", actor_id: admin.id, actor_email: `${admin.email} (API key “Partner script”)` });

    expect((await call(users.loader, apiRequest("/api/admin/users", { token }))).status).toBe(403);
    expect((await makeKey({ name: "Another", scope: "write" }, token)).status).toBe(403);
  });

  it("refuses a revoked key, an expired one, and one whose admin is disabled or no longer an admin", async () => {
    const revoked = await keyToken("read", "Revoked");
    expect((await call(keyItem.action, apiRequest(`/api/admin/api-keys/${revoked.id}`, { method: "DELETE", token: adminToken }), { id: String(revoked.id) })).status).toBe(204);
    expect((await call(keyItem.action, apiRequest(`/api/admin/api-keys/${revoked.id}`, { method: "DELETE", token: adminToken }), { id: String(revoked.id) })).status).toBe(404);
    expect((await call(resourceList.loader, apiRequest("/api/admin/news", { token: revoked.token }), { resource: "news" })).status).toBe(401);

    const soon = new Date(Date.now() + 60_000);
    const expiring = await createApiKey(db(), { name: "Expiring", scope: "read", expires_at: soon }, { actor: admin, ip: null });
    if (!expiring.ok) throw new Error("the key was refused");
    expect(await authenticateApiKey(db(), expiring.token)).not.toBeNull();
    expect(await authenticateApiKey(db(), expiring.token, new Date(soon.getTime() + 1))).toBeNull();

    const other = await createTestUser("admin");
    const theirs = await createApiKey(db(), { name: "Theirs", scope: "read", expires_at: null }, { actor: { id: other.id, email: other.email }, ip: null });
    if (!theirs.ok) throw new Error("the key was refused");
    expect(await authenticateApiKey(db(), theirs.token)).not.toBeNull();
    await db().updateTable("user").set({ role: "editor" }).where("id", "=", other.id).execute();
    expect(await authenticateApiKey(db(), theirs.token)).toBeNull();
    await db().updateTable("user").set({ role: "admin", disabled_at: new Date() }).where("id", "=", other.id).execute();
    expect(await authenticateApiKey(db(), theirs.token)).toBeNull();
    expect(await authenticateApiKey(db(), `${theirs.token.slice(0, -1)}x`)).toBeNull();
  });

  it("records who made and revoked a key, and when it was last used", async () => {
    const { id, token } = await keyToken("read", "Audited");
    await call(resourceList.loader, apiRequest("/api/admin/news", { token }), { resource: "news" });
    const used = await db().selectFrom("api_key").select("last_used_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(used.last_used_at).toBeInstanceOf(Date);
    await call(keyItem.action, apiRequest(`/api/admin/api-keys/${id}`, { method: "DELETE", token: adminToken }), { id: String(id) });
    const events = await db().selectFrom("audit_event").select(["action", "summary", "actor_email"]).where("entity", "=", "api_key").where("entity_id", "=", String(id)).orderBy("id").execute();
    expect(events).toEqual([
      { action: "create", summary: "API key “Audited” (read) made", actor_email: admin.email },
      { action: "delete", summary: "API key “Audited” revoked", actor_email: admin.email },
    ]);
  });

  it("is for admins: an editor's token gets 403", async () => {
    const editorToken = await issueApiToken(db(), { userId: (await createTestUser("editor")).id });
    expect((await call(keyList.loader, apiRequest("/api/admin/api-keys", { token: editorToken }))).status).toBe(403);
    expect((await makeKey({ name: "Mine", scope: "read" }, editorToken)).status).toBe(403);
  });
});
