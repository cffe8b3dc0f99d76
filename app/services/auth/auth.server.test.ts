import { sql } from "kysely";
import { db } from "~/db/db.server";
import { disableUser } from "~/models/user.server";
import { context, cookiesFrom, createTestUser, getRequest, sessionCookieFor } from "../../../tests/helpers/auth";
import {
  endAllSessionsOfUser,
  getAdmin,
  getCustomer,
  getVisitor,
  requireAdmin,
  requireCustomer,
  requireSignedInCustomer,
  signIn,
  signOut,
} from "./auth.server";
import { readSessionId, SESSION_POLICY } from "./session.server";

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

async function sessionCount(userId: number) {
  const rows = await db().selectFrom("session").select("id").where("user_id", "=", userId).execute();
  return rows.length;
}

describe("guard matrix", () => {
  let customerCookie = "";
  let adminCookie = "";
  beforeAll(async () => {
    customerCookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
    adminCookie = await sessionCookieFor((await createTestUser("admin")).id, "admin");
  });
  afterEach(() => setSiteSetting(null));

  const detail = "/solution-details/cloud?tab=specs";

  it("detail pages: anonymous is sent to /login with redirectTo; customers and admins pass", async () => {
    const response = await thrown(requireCustomer(getRequest(detail)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(detail)}`);
    expect((await requireCustomer(getRequest(detail, customerCookie)))?.role).toBe("customer");
    expect((await requireCustomer(getRequest(detail, adminCookie)))?.role).toBe("admin");
  });

  it("detail pages: everyone passes while site.require_login_for_details is off", async () => {
    await setSiteSetting({ require_login_for_details: false });
    expect(await requireCustomer(getRequest(detail))).toBeNull();
    await setSiteSetting({ require_login_for_details: true });
    await expect(thrown(requireCustomer(getRequest(detail)))).resolves.toHaveProperty("status", 302);
  });

  it("/account: only a customer session passes", async () => {
    const anonymous = await thrown(requireSignedInCustomer(getRequest("/account")));
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
    const admin = await thrown(requireSignedInCustomer(getRequest("/account", adminCookie)));
    expect(admin.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
    expect((await requireSignedInCustomer(getRequest("/account", customerCookie))).role).toBe("customer");
  });

  it("/admin: only an admin session passes", async () => {
    for (const cookie of [undefined, customerCookie]) {
      const response = await thrown(requireAdmin(getRequest("/admin/services?q=x", cookie)));
      expect(response.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fservices%3Fq%3Dx");
    }
    expect((await requireAdmin(getRequest("/admin/services", adminCookie))).role).toBe("admin");
  });

  it("a forged or tampered cookie counts as none", async () => {
    const tampered = customerCookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await getCustomer(getRequest("/", tampered))).toBeNull();
    expect(await getCustomer(getRequest("/", "__customer=made-up"))).toBeNull();
    // A customer cookie renamed to the admin cookie is not an admin session.
    expect(await getAdmin(getRequest("/", customerCookie.replace("__customer", "__admin")))).toBeNull();
  });
});

describe("sign-in and sign-out", () => {
  it("gives a new session id on every sign-in, ending the one the browser held", async () => {
    const user = await createTestUser("customer");
    const before = await sessionCookieFor(user.id, "customer");
    const oldId = await readSessionId(getRequest("/", before), "customer");

    const response = await signIn(getRequest("/login", before), { user, kind: "customer", redirectTo: "/news", ip: context.clientIp });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/news");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__customer=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);

    const after = cookiesFrom(response, before);
    const newId = await readSessionId(getRequest("/", after), "customer");
    expect(newId).not.toBeNull();
    expect(newId).not.toBe(oldId);
    expect(await getCustomer(getRequest("/", before))).toBeNull();
    expect((await getCustomer(getRequest("/", after)))?.sessionId).toBe(newId);
  });

  it("refuses an open redirect after sign-in", async () => {
    const user = await createTestUser("admin");
    for (const target of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const response = await signIn(getRequest("/admin/login"), { user, kind: "admin", redirectTo: target });
      expect(response.headers.get("Location")).toBe("/admin/dashboard");
    }
  });

  it("signing out of one kind leaves the other", async () => {
    const user = await createTestUser("customer");
    const admin = await createTestUser("admin");
    const cookie = `${await sessionCookieFor(user.id, "customer")}; ${await sessionCookieFor(admin.id, "admin")}`;
    expect(await getVisitor(getRequest("/", cookie))).toMatchObject({ customer: { id: user.id }, admin: { id: admin.id } });

    const response = await signOut(getRequest("/logout", cookie), "customer", { ip: context.clientIp });
    expect(response.headers.get("Location")).toBe("/");
    const after = cookiesFrom(response, cookie);
    expect(after).not.toContain("__customer");
    // The old customer cookie no longer works even if replayed.
    expect(await getCustomer(getRequest("/", cookie))).toBeNull();
    expect((await getAdmin(getRequest("/", cookie)))?.id).toBe(admin.id);

    const logout = await db().selectFrom("audit_event").selectAll().where("actor_id", "=", user.id).where("action", "=", "logout").execute();
    expect(logout).toHaveLength(1);

    const adminOut = await signOut(getRequest("/admin/logout", cookie), "admin");
    expect(adminOut.headers.get("Location")).toBe("/admin/login");
    expect(await getAdmin(getRequest("/", cookie))).toBeNull();
  });

  it("disabling a user ends its sessions; endAllSessionsOfUser ends both kinds", async () => {
    const admin = await createTestUser("admin");
    const cookie = await sessionCookieFor(admin.id, "admin");
    await disableUser(db(), admin.id);
    expect(await getAdmin(getRequest("/", cookie))).toBeNull();

    const other = await createTestUser("admin");
    const cookies = `${await sessionCookieFor(other.id, "admin")}; ${await sessionCookieFor(other.id, "customer")}`;
    await endAllSessionsOfUser(db(), other.id);
    expect(await getVisitor(getRequest("/", cookies))).toEqual({ customer: null, admin: null });
  });

  it("a session whose user was disabled behind its back is refused and deleted", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    await db().updateTable("user").set({ disabled_at: new Date() }).where("id", "=", user.id).execute();
    expect(await getCustomer(getRequest("/", cookie))).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
  });
});

describe("expiry", () => {
  it("ends an admin session idle for longer than the idle limit", async () => {
    const admin = await createTestUser("admin");
    const cookie = await sessionCookieFor(admin.id, "admin");
    const idleSeconds = SESSION_POLICY.admin.idleMs / 1000;
    await sql`UPDATE session SET last_seen_at = now() - make_interval(secs => ${idleSeconds - 60}) WHERE user_id = ${admin.id}`.execute(db());
    expect(await getAdmin(getRequest("/", cookie))).not.toBeNull();
    // That visit slid the idle window forward.
    const touched = await db().selectFrom("session").select("last_seen_at").where("user_id", "=", admin.id).executeTakeFirstOrThrow();
    expect(Date.now() - touched.last_seen_at.getTime()).toBeLessThan(10_000);

    await sql`UPDATE session SET last_seen_at = now() - make_interval(secs => ${idleSeconds + 1}) WHERE user_id = ${admin.id}`.execute(db());
    expect(await getAdmin(getRequest("/", cookie))).toBeNull();
    expect(await sessionCount(admin.id)).toBe(0);
  });

  it("does not write last_seen_at more than once a minute", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    const stamp = new Date(Date.now() - 30_000);
    await db().updateTable("session").set({ last_seen_at: stamp }).where("user_id", "=", user.id).execute();
    await getCustomer(getRequest("/", cookie));
    const row = await db().selectFrom("session").select("last_seen_at").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBe(stamp.getTime());
  });

  it("ends a session past its absolute expiry even when active", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    expect((await db().selectFrom("session").select(["created_at", "expires_at"]).where("user_id", "=", user.id).executeTakeFirstOrThrow()).expires_at.getTime())
      .toBeGreaterThan(Date.now() + SESSION_POLICY.customer.absoluteMs - 60_000);
    await sql`UPDATE session SET expires_at = now() - interval '1 second', last_seen_at = now() WHERE user_id = ${user.id}`.execute(db());
    expect(await getCustomer(getRequest("/", cookie))).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
  });
});
