import { db } from "~/db/db.server";
import { apiRequest, args, body, freshIp } from "../../tests/helpers/api";
import { createTestUser, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { action, loader } from "./api.login";
import { loader as userLoader } from "./api.user";

const MISMATCH = {
  message: "These credentials do not match our records.",
  errors: { email: ["These credentials do not match our records."] },
};

async function auditActions(email: string) {
  const rows = await db()
    .selectFrom("audit_event")
    .select(["action", "actor_email", "summary", "ip"])
    .where((eb) => eb.or([eb("actor_email", "=", email), eb("summary", "like", `%${email}%`)]))
    .orderBy("id")
    .execute();
  return rows;
}

describe("POST /api/login", () => {
  it("answers 200 with the customer and a working token (JSON body)", async () => {
    const user = await createTestUser("customer", { name: "Nora Customer" });
    const ip = freshIp();
    const response = await action(args(apiRequest("/api/login", { json: { email: user.email, password: TEST_PASSWORD } }), {}, ip));
    expect(response.status).toBe(200);
    const { data } = await body(response);
    expect(Object.keys(data).sort()).toEqual(["email", "id", "name", "token"]);
    expect(data).toMatchObject({ id: user.id, name: "Nora Customer", email: user.email });
    expect(data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}[0-9a-f]{8}$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");

    const me = await userLoader(args(apiRequest("/api/user", { token: data.token })));
    expect((await body(me)).data.id).toBe(user.id);

    const audit = await auditActions(user.email);
    expect(audit).toEqual([expect.objectContaining({ action: "login", actor_email: user.email, ip })]);
  });

  it("accepts multipart and urlencoded bodies, and the email in any letter case", async () => {
    const user = await createTestUser("customer");
    const multipart = await action(
      args(apiRequest("/api/login", { multipart: { email: user.email.toUpperCase(), password: TEST_PASSWORD } }), {}, freshIp()),
    );
    expect(multipart.status).toBe(200);
    const form = await action(args(apiRequest("/api/login", { form: { email: user.email, password: TEST_PASSWORD } }), {}, freshIp()));
    expect(form.status).toBe(200);
  });

  it("answers a wrong password and an unknown email with the same 422, and audits both", async () => {
    const user = await createTestUser("customer");
    const wrong = await action(args(apiRequest("/api/login", { json: { email: user.email, password: "wrong password" } }), {}, freshIp()));
    const unknown = await action(
      args(apiRequest("/api/login", { json: { email: "nobody@example.test", password: TEST_PASSWORD } }), {}, freshIp()),
    );
    expect([wrong.status, unknown.status]).toEqual([422, 422]);
    expect(await body(wrong)).toEqual(MISMATCH);
    expect(await body(unknown)).toEqual(MISMATCH);
    expect((await auditActions(user.email)).map((row) => row.action)).toEqual(["login_failed"]);
    expect((await auditActions("nobody@example.test")).map((row) => row.action)).toEqual(["login_failed"]);
  });

  it("refuses admins (they sign in at /api/admin/login) and disabled customers", async () => {
    const admin = await createTestUser("admin");
    const response = await action(args(apiRequest("/api/login", { json: { email: admin.email, password: TEST_PASSWORD } }), {}, freshIp()));
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual(MISMATCH);

    const disabled = await createTestUser("customer");
    await db().updateTable("user").set({ disabled_at: new Date() }).where("id", "=", disabled.id).execute();
    const refused = await action(args(apiRequest("/api/login", { json: { email: disabled.email, password: TEST_PASSWORD } }), {}, freshIp()));
    expect(await body(refused)).toEqual(MISMATCH);
  });

  it("answers 422 naming each missing field", async () => {
    const response = await action(args(apiRequest("/api/login", { json: { email: "  " } }), {}, freshIp()));
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: "Email is required",
      errors: { email: ["Email is required"], password: ["Password is required"] },
    });
  });

  it("answers 400 for malformed JSON", async () => {
    const request = new Request("http://localhost/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"email":',
    });
    const response = await action(args(request, {}, freshIp()));
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ message: "Malformed JSON." });
  });

  it("answers 429 with Retry-After after 5 failures for an email from one address, even with the right password", async () => {
    const user = await createTestUser("customer");
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await action(args(apiRequest("/api/login", { json: { email: user.email, password: "nope nope" } }), {}, ip));
      expect(response.status).toBe(422);
    }
    const limited = await action(args(apiRequest("/api/login", { json: { email: user.email, password: TEST_PASSWORD } }), {}, ip));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await body(limited)).toEqual({ message: `Too many attempts. Try again in ${retryAfter} seconds.` });
    // Another address is not affected.
    const elsewhere = await action(args(apiRequest("/api/login", { json: { email: user.email, password: TEST_PASSWORD } }), {}, freshIp()));
    expect(elsewhere.status).toBe(200);
  });

  it("answers 419 to a cookie-carrying sign-in from a foreign origin, unless X-XSRF-TOKEN matches", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    const foreign = apiRequest("/api/login", {
      json: { email: user.email, password: TEST_PASSWORD },
      cookie,
      headers: { Origin: "https://evil.example" },
    });
    const refused = await action(args(foreign, {}, freshIp()));
    expect(refused.status).toBe(419);
    expect(await body(refused)).toEqual({ message: "CSRF token mismatch." });

    const withToken = apiRequest("/api/login", {
      json: { email: user.email, password: TEST_PASSWORD },
      cookie: `${cookie}; XSRF-TOKEN=abc123abc123`,
      headers: { Origin: "https://evil.example", "X-XSRF-TOKEN": "abc123abc123" },
    });
    expect((await action(args(withToken, {}, freshIp()))).status).toBe(200);
  });

  it("answers 405 to GET", async () => {
    const response = await loader(args(apiRequest("/api/login")));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
