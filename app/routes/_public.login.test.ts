import { db } from "~/db/db.server";
import { getCustomer } from "~/services/auth/auth.server";
import { context, cookiesFrom, createTestUser, getRequest, postRequest, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { action, loader } from "./_public.login";

const call = (request: Request) => action({ request, context, params: {} });

async function auditActions(email: string) {
  const rows = await db().selectFrom("audit_event").select(["action", "summary", "ip"]).orderBy("id").execute();
  return rows.filter((r) => r.summary.includes(email) || r.summary.includes("signed in"));
}

describe("/login", () => {
  it("signs a customer in and lands on redirectTo", async () => {
    const user = await createTestUser("customer");
    const response = await call(postRequest("/login", { email: user.email.toUpperCase(), password: TEST_PASSWORD, redirectTo: "/news-details/a?x=1" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/news-details/a?x=1");
    const cookie = cookiesFrom(response);
    expect((await getCustomer(getRequest("/", cookie)))?.id).toBe(user.id);
    const last = await db().selectFrom("user").select("last_login_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(last.last_login_at).toBeInstanceOf(Date);
    const events = await db().selectFrom("audit_event").selectAll().where("actor_id", "=", user.id).execute();
    expect(events.map((e) => [e.action, e.entity, e.ip])).toEqual([["login", "user", "127.0.0.1"]]);
  });

  it("refuses an open redirect and lands on /", async () => {
    const user = await createTestUser("customer");
    const response = await call(postRequest("/login", { email: user.email, password: TEST_PASSWORD, redirectTo: "//evil.example/x" }));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers a wrong password and an unknown email the same way, audited as login_failed", async () => {
    const user = await createTestUser("customer");
    for (const email of [user.email, "nobody@example.test"]) {
      const response = await call(postRequest("/login", { email, password: "not the password" }));
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body).toEqual({ errors: { email: "These credentials do not match our records." }, values: { email } });
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    const failed = await auditActions("nobody@example.test");
    expect(failed.some((e) => e.action === "login_failed")).toBe(true);
  });

  it("does not sign an admin in as a customer", async () => {
    const admin = await createTestUser("admin");
    const response = await call(postRequest("/login", { email: admin.email, password: TEST_PASSWORD }));
    expect(response.status).toBe(422);
  });

  it("shows field errors and keeps the email but not the password", async () => {
    const response = await call(postRequest("/login", { email: "", password: "" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { email: "Email is required", password: "Password is required" },
      values: { email: "" },
    });
  });

  it("answers 429 after 5 failures for one email, even with the right password", async () => {
    const user = await createTestUser("customer");
    const ip = { clientIp: "198.51.100.23" };
    for (let i = 0; i < 5; i++) {
      const response = await action({ request: postRequest("/login", { email: user.email, password: "wrong-password" }), context: ip, params: {} });
      expect(response.status).toBe(422);
    }
    const limited = await action({ request: postRequest("/login", { email: user.email, password: TEST_PASSWORD }), context: ip, params: {} });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect((await limited.json()).formError).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
    // Another address is not blocked.
    const elsewhere = await action({ request: postRequest("/login", { email: user.email, password: TEST_PASSWORD }), context: { clientIp: "198.51.100.24" }, params: {} });
    expect(elsewhere.status).toBe(302);
  });

  it("sends a signed-in customer on from the form", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    const request = getRequest("/login?redirectTo=%2Faccount", cookie);
    const thrown = await loader({ request, context, params: {} }).catch((r: Response) => r);
    expect((thrown as Response).headers.get("Location")).toBe("/account");
    const anonymous = await loader({ request: getRequest("/login?redirectTo=https://evil.example"), context, params: {} });
    expect(await anonymous.json()).toEqual({ redirectTo: "", reset: false, passkeys: false, teaser: null, guarded: true, title: "Sign in" });
  });
});
