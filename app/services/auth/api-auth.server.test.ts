import { db } from "~/db/db.server";
import { apiRequest } from "../../../tests/helpers/api";
import { createTestUser, sessionCookieFor } from "../../../tests/helpers/auth";
import { getApiUser, requireApiAdmin, requireApiCustomer, requireApiUser } from "./api-auth.server";
import { issueApiToken } from "./api-token.server";

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

async function setSiteSetting(value: Record<string, unknown> | null) {
  await db().deleteFrom("setting").where("name", "=", "site").execute();
  if (value) await db().insertInto("setting").values({ name: "site", value: JSON.stringify(value) }).execute();
}

let customerId = 0;
let adminId = 0;
let customerToken = "";
let adminToken = "";
let customerCookie = "";
let adminCookie = "";

beforeAll(async () => {
  const customer = await createTestUser("customer");
  const admin = await createTestUser("admin");
  customerId = customer.id;
  adminId = admin.id;
  customerToken = await issueApiToken(db(), { userId: customer.id });
  adminToken = await issueApiToken(db(), { userId: admin.id });
  customerCookie = await sessionCookieFor(customer.id, "customer");
  adminCookie = await sessionCookieFor(admin.id, "admin");
});

describe("getApiUser", () => {
  it("knows a token user and a session user, and how each came", async () => {
    const byToken = await getApiUser(apiRequest("/api/user", { token: customerToken }));
    expect(byToken).toMatchObject({ id: customerId, role: "customer", via: "token", tokenId: Number(customerToken.split("|")[0]) });
    const bySession = await getApiUser(apiRequest("/api/user", { cookie: customerCookie }));
    expect(bySession).toMatchObject({ id: customerId, role: "customer", via: "session", tokenId: null });
    expect(bySession?.sessionId).toBeTruthy();
    expect(await getApiUser(apiRequest("/api/user"))).toBeNull();
  });

  it("lets a bearer token decide alone, and prefers the admin's cookie over the customer's", async () => {
    const cases: Array<[string, { token?: string; cookie?: string }, number, "token" | "session"]> = [
      ["admin token + customer cookie", { token: adminToken, cookie: customerCookie }, adminId, "token"],
      ["customer token + admin cookie", { token: customerToken, cookie: adminCookie }, customerId, "token"],
      ["admin token + admin cookie", { token: adminToken, cookie: adminCookie }, adminId, "token"],
      ["customer token + customer cookie", { token: customerToken, cookie: customerCookie }, customerId, "token"],
      ["both cookies", { cookie: `${customerCookie}; ${adminCookie}` }, adminId, "session"],
      ["customer token + both cookies", { token: customerToken, cookie: `${customerCookie}; ${adminCookie}` }, customerId, "token"],
    ];
    for (const [name, credentials, expectedId, via] of cases) {
      const user = await getApiUser(apiRequest("/api/user", credentials));
      expect({ name, id: user?.id, via: user?.via }).toEqual({ name, id: expectedId, via });
    }
  });

  it("refuses a bad Authorization header with 401 instead of falling back to the cookie", async () => {
    for (const authorization of ["Bearer 1|nonsense", "Basic YWRtaW46c2VjcmV0", "Token abc"]) {
      const request = apiRequest("/api/user", { cookie: adminCookie });
      request.headers.set("Authorization", authorization);
      const refused = await thrown(getApiUser(request));
      expect(refused.status, authorization).toBe(401);
    }
  });
});

describe("guards", () => {
  afterEach(() => setSiteSetting(null));

  it("requireApiUser: 401 Unauthenticated without credentials", async () => {
    const response = await thrown(requireApiUser(apiRequest("/api/user", { token: "2|bad" })));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthenticated." });
    expect((await requireApiUser(apiRequest("/api/user", { token: customerToken }))).id).toBe(customerId);
  });

  it("requireApiAdmin: 401 for nobody, 403 for a customer, the admin otherwise", async () => {
    expect((await thrown(requireApiAdmin(apiRequest("/api/admin/news")))).status).toBe(401);
    const forbidden = await thrown(requireApiAdmin(apiRequest("/api/admin/news", { token: customerToken })));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: "This action is unauthorized." });
    expect((await requireApiAdmin(apiRequest("/api/admin/news", { cookie: adminCookie }))).id).toBe(adminId);
  });

  it("requireApiCustomer: a customer or an admin; guarded reads follow site.require_login_for_details", async () => {
    expect((await thrown(requireApiCustomer(apiRequest("/api/user")))).status).toBe(401);
    expect((await requireApiCustomer(apiRequest("/api/user", { token: adminToken }))).id).toBe(adminId);

    const guarded = "/api/frontend/solutions/cloud";
    expect((await thrown(requireApiCustomer(apiRequest(guarded), { guarded: true }))).status).toBe(401);
    expect((await requireApiCustomer(apiRequest(guarded, { token: customerToken }), { guarded: true }))?.id).toBe(customerId);
    await setSiteSetting({ require_login_for_details: false });
    expect(await requireApiCustomer(apiRequest(guarded), { guarded: true })).toBeNull();
    // Unguarded uses still need a credential.
    expect((await thrown(requireApiCustomer(apiRequest("/api/user")))).status).toBe(401);
  });
});
