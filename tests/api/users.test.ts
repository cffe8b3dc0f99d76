import { db } from "~/db/db.server";
import { getUserById } from "~/models/user.server";
import * as collection from "~/routes/api.admin.users";
import * as item from "~/routes/api.admin.users.$id";
import { issueApiToken } from "~/services/auth/api-token.server";
import { TEAM_MESSAGES } from "~/services/team/users.server";
import { apiRequest, body } from "../helpers/api";
import { createTestUser } from "../helpers/auth";
import { call } from "./openapi-check";

/**
 * /api/admin/users and /api/admin/users/{id} with an admin's token: list,
 * invite, read, change, disable, erase, and the refusals; every answer is
 * checked against the OpenAPI document (which also rules out any other field).
 */

let adminId: number;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  const admin = await createTestUser("admin");
  adminId = admin.id;
  adminToken = await issueApiToken(db(), { userId: admin.id });
  editorToken = await issueApiToken(db(), { userId: (await createTestUser("editor")).id });
});

const send = (method: string, path: string, json?: unknown, token = adminToken) => apiRequest(path, { method, token, json });

describe("the users API", () => {
  it("invites, lists, reads and changes an account, never showing a hash or a secret", async () => {
    const invited = await call(collection.action, send("POST", "/api/admin/users", { name: "Api Invitee", email: "api-invitee@example.test", role: "editor" }));
    expect(invited.status).toBe(201);
    const { data: user } = await body(invited);
    expect(Object.keys(user).sort()).toEqual(
      ["created_at", "disabled", "email", "id", "last_login_at", "name", "role", "two_factor", "updated_at", "version"].sort(),
    );
    expect(user).toMatchObject({ name: "Api Invitee", role: "editor", disabled: false, two_factor: false, last_login_at: null, version: 1 });

    const listed = await body(await call(collection.loader, send("GET", "/api/admin/users?q=api-invitee&role=editor")));
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([user.id]);
    expect(listed.meta).toEqual({ current_page: 1, per_page: 20, total: 1, last_page: 1 });
    const wrongRole = await call(collection.loader, send("GET", "/api/admin/users?role=owner"));
    expect(wrongRole.status).toBe(422);
    expect((await body(wrongRole)).errors).toEqual({ role: ["Role must be admin, editor or customer"] });
    const sorted = await call(collection.loader, send("GET", "/api/admin/users?sort=name&role=owner"));
    expect(sorted.status).toBe(422);
    expect((await body(sorted)).errors).toEqual({
      role: ["Role must be admin, editor or customer"],
      sort: ["This list has one order: leave out the sort parameter"],
    });

    const read = await call(item.loader, send("GET", `/api/admin/users/${user.id}`), { id: String(user.id) });
    expect((await body(read)).data).toEqual(user);

    const patched = await call(item.action, send("PATCH", `/api/admin/users/${user.id}`, { role: "admin", disabled: true, version: 1 }), { id: String(user.id) });
    expect(patched.status).toBe(200);
    expect((await body(patched)).data).toMatchObject({ role: "admin", disabled: true });

    const stale = await call(item.action, send("PATCH", `/api/admin/users/${user.id}`, { name: "Late", version: 1 }), { id: String(user.id) });
    expect(stale.status).toBe(409);
    const noVersion = await call(item.action, send("PATCH", `/api/admin/users/${user.id}`, { name: "No version" }), { id: String(user.id) });
    expect(noVersion.status).toBe(422);
    expect((await body(noVersion)).errors.version).toBeDefined();
  });

  it("refuses a taken email, a bad role and the guards' cases", async () => {
    const customer = await createTestUser("customer");
    const taken = await call(collection.action, send("POST", "/api/admin/users", { name: "Twin", email: customer.email, role: "admin" }));
    expect(taken.status).toBe(422);
    expect((await body(taken)).errors).toEqual({ email: ["An account with this email already exists"] });
    const customerRole = await call(collection.action, send("POST", "/api/admin/users", { name: "Cust", email: "c@example.test", role: "customer" }));
    expect((await body(customerRole)).errors).toEqual({ role: ["Role must be admin or editor"] });

    const me = (await getUserById(db(), adminId))!;
    const selfDisable = await call(item.action, send("PATCH", `/api/admin/users/${adminId}`, { disabled: true, version: me.version }), { id: String(adminId) });
    expect(selfDisable.status).toBe(409);
    expect(await body(selfDisable)).toEqual({ message: TEAM_MESSAGES.selfDisable });
  });

  it("erases customers only", async () => {
    const customer = await createTestUser("customer");
    const editor = await createTestUser("editor");
    expect((await call(item.action, send("DELETE", `/api/admin/users/${editor.id}`), { id: String(editor.id) })).status).toBe(409);
    expect((await call(item.action, send("DELETE", `/api/admin/users/${customer.id}`), { id: String(customer.id) })).status).toBe(204);
    expect((await call(item.action, send("DELETE", `/api/admin/users/${customer.id}`), { id: String(customer.id) })).status).toBe(404);
    expect((await call(item.loader, send("GET", `/api/admin/users/${customer.id}`), { id: String(customer.id) })).status).toBe(404);
  });

  it("refuses editors", async () => {
    expect((await call(collection.loader, send("GET", "/api/admin/users", undefined, editorToken))).status).toBe(403);
    expect((await call(item.loader, send("GET", `/api/admin/users/${adminId}`, undefined, editorToken), { id: String(adminId) })).status).toBe(403);
  });
});
