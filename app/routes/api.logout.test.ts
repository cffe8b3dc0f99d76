import { db } from "~/db/db.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { readSessionId } from "~/services/auth/session.server";
import { apiRequest, args, body, ORIGIN } from "../../tests/helpers/api";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { action as aliasAction, loader as aliasLoader } from "./api.api.logout";
import { action, loader } from "./api.logout";
import { loader as userLoader } from "./api.user";

async function tokenWorks(token: string) {
  return (await userLoader(args(apiRequest("/api/user", { token })))).status === 200;
}

async function sessionExists(cookie: string, kind: "customer" | "admin") {
  const id = await readSessionId(new Request(ORIGIN, { headers: { Cookie: cookie } }), kind);
  const row = await db().selectFrom("session").select("id").where("id", "=", id!).executeTakeFirst();
  return Boolean(row);
}

describe("GET|POST /api/logout", () => {
  it("GET revokes the bearer token: 200 Logged out., then the token answers 401", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    const other = await issueApiToken(db(), { userId: user.id });
    const response = await loader(args(apiRequest("/api/logout", { token })));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ message: "Logged out." });
    expect(await tokenWorks(token)).toBe(false);
    // Only the token that logged out ends.
    expect(await tokenWorks(other)).toBe(true);
    const audit = await db().selectFrom("audit_event").select("action").where("actor_id", "=", user.id).execute();
    expect(audit).toEqual([{ action: "logout" }]);
  });

  it("POST and the /api/api/logout alias do the same", async () => {
    const user = await createTestUser("admin");
    const first = await issueApiToken(db(), { userId: user.id });
    const second = await issueApiToken(db(), { userId: user.id });
    const third = await issueApiToken(db(), { userId: user.id });
    expect((await action(args(apiRequest("/api/logout", { method: "POST", token: first })))).status).toBe(200);
    expect((await aliasLoader(args(apiRequest("/api/api/logout", { token: second })))).status).toBe(200);
    expect((await aliasAction(args(apiRequest("/api/api/logout", { method: "POST", token: third })))).status).toBe(200);
    for (const token of [first, second, third]) expect(await tokenWorks(token)).toBe(false);
  });

  it("answers 401 without credentials and for a revoked token", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    await loader(args(apiRequest("/api/logout", { token })));
    for (const response of [await loader(args(apiRequest("/api/logout"))), await loader(args(apiRequest("/api/logout", { token })))]) {
      expect(response.status).toBe(401);
      expect(await body(response)).toEqual({ message: "Unauthenticated." });
    }
  });

  it("ends the browser session that authenticated it and clears its cookie, leaving the other kind", async () => {
    const customer = await createTestUser("customer");
    const customerCookie = await sessionCookieFor(customer.id, "customer");
    const response = await action(
      args(apiRequest("/api/logout", { method: "POST", cookie: customerCookie, headers: { Origin: ORIGIN } })),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__customer=;.*Max-Age=0/i);
    expect(await sessionExists(customerCookie, "customer")).toBe(false);

    const admin = await createTestUser("admin");
    const adminCookie = await sessionCookieFor(admin.id, "admin");
    const otherCustomerCookie = await sessionCookieFor(customer.id, "customer");
    const both = `${adminCookie}; ${otherCustomerCookie}`;
    await loader(args(apiRequest("/api/logout", { cookie: both, headers: { Referer: `${ORIGIN}/admin/dashboard` } })));
    // The admin credential wins, so the admin session ends and the customer one stays.
    expect(await sessionExists(adminCookie, "admin")).toBe(false);
    expect(await sessionExists(otherCustomerCookie, "customer")).toBe(true);
  });

  it("answers 419 to a cookie logout from a foreign origin (GET too) and changes nothing", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    for (const method of ["GET", "POST"]) {
      const request = apiRequest("/api/logout", { method, cookie, headers: { Origin: "https://evil.example" } });
      const response = await (method === "GET" ? loader : action)(args(request));
      expect(response.status).toBe(419);
      expect(await body(response)).toEqual({ message: "CSRF token mismatch." });
    }
    const noOrigin = await loader(args(apiRequest("/api/logout", { cookie })));
    expect(noOrigin.status).toBe(419);
    expect(await sessionExists(cookie, "customer")).toBe(true);
  });

  it("passes a cookie logout with a matching X-XSRF-TOKEN, and a bearer logout from anywhere", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    const withToken = apiRequest("/api/logout", {
      cookie: `${cookie}; XSRF-TOKEN=tok-123`,
      headers: { "X-XSRF-TOKEN": "tok-123", Origin: "https://evil.example" },
    });
    expect((await loader(args(withToken))).status).toBe(200);
    expect(await sessionExists(cookie, "customer")).toBe(false);

    const token = await issueApiToken(db(), { userId: user.id });
    const fromAnywhere = apiRequest("/api/logout", {
      method: "POST",
      token,
      cookie: await sessionCookieFor(user.id, "customer"),
      headers: { Origin: "https://evil.example" },
    });
    expect((await action(args(fromAnywhere))).status).toBe(200);
    expect(await tokenWorks(token)).toBe(false);
  });
});
