import { db } from "~/db/db.server";
import { disableUser } from "~/models/user.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { apiRequest, args, body } from "../../tests/helpers/api";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { action, loader } from "./api.user";

function me(credentials: { token?: string; cookie?: string } = {}) {
  return loader(args(apiRequest("/api/user", credentials)));
}

describe("GET /api/user", () => {
  it("answers 200 with the user and never a hash", async () => {
    const user = await createTestUser("customer", { name: "Uma User", phone: "030 555" });
    const token = await issueApiToken(db(), { userId: user.id });
    const response = await me({ token });
    expect(response.status).toBe(200);
    const text = await response.text();
    const { data } = JSON.parse(text);
    expect(data).toMatchObject({ id: user.id, name: "Uma User", email: user.email, phone: "030 555", role: "customer" });
    expect(text).not.toMatch(/argon2|password|token_hash/);
  });

  it("answers for a browser session too", async () => {
    const user = await createTestUser("customer");
    const response = await me({ cookie: await sessionCookieFor(user.id, "customer") });
    expect((await body(response)).data.id).toBe(user.id);
  });

  it("answers whoever the bearer token names, whatever cookie comes with it", async () => {
    const customer = await createTestUser("customer");
    const admin = await createTestUser("admin");
    const customerToken = await issueApiToken(db(), { userId: customer.id });
    const adminToken = await issueApiToken(db(), { userId: admin.id });
    const adminCookie = await sessionCookieFor(admin.id, "admin");
    const customerCookie = await sessionCookieFor(customer.id, "customer");
    expect((await body(await me({ token: adminToken, cookie: customerCookie }))).data.id).toBe(admin.id);
    expect((await body(await me({ token: customerToken, cookie: adminCookie }))).data.id).toBe(customer.id);
    expect((await me({ token: "1|forged", cookie: adminCookie })).status).toBe(401);
  });

  it("answers 401 Unauthenticated without a token, with a bad one, an expired one or a disabled user's", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    const tampered = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");

    await db().updateTable("api_token").set({ expires_at: new Date(Date.now() - 1000) }).where("user_id", "=", user.id).execute();
    const expired = await me({ token });

    const other = await createTestUser("customer");
    const otherToken = await issueApiToken(db(), { userId: other.id });
    expect((await me({ token: otherToken })).status).toBe(200);
    await disableUser(db(), other.id);

    for (const response of [await me(), await me({ token: tampered }), expired, await me({ token: otherToken })]) {
      expect(response.status).toBe(401);
      expect(await body(response)).toEqual({ message: "Unauthenticated." });
    }
  });

  it("answers 405 to POST", async () => {
    expect((await action(args(apiRequest("/api/user", { json: {} })))).status).toBe(405);
  });
});
