import { sql } from "kysely";
import { db } from "~/db/db.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { apiRequest, args, body, freshIp } from "../../tests/helpers/api";
import { createTestUser, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { requireTwoFactorHere, tenSecondsIntoAStep, totpCode, turnOnTwoFactor } from "../../tests/helpers/two-factor";
import { loader as adminNewsLoader } from "./api.admin.$resource";
import { action, loader } from "./api.admin.login";
import { loader as userLoader } from "./api.user";

describe("POST /api/admin/login", () => {
  it("answers 200 with the token, the admin and type admin", async () => {
    const admin = await createTestUser("admin", { name: "Ada Admin" });
    const response = await action(
      args(apiRequest("/api/admin/login", { multipart: { email: admin.email, password: TEST_PASSWORD } }), {}, freshIp()),
    );
    expect(response.status).toBe(200);
    const payload = await body(response);
    expect(payload).toEqual({
      data: {
        token: expect.stringMatching(/^\d+\|[A-Za-z0-9]{40}[0-9a-f]{8}$/),
        user: { id: admin.id, name: "Ada Admin", email: admin.email },
        type: "admin",
      },
    });
    const me = await body(await userLoader(args(apiRequest("/api/user", { token: payload.data.token }))));
    expect(me.data).toMatchObject({ id: admin.id, role: "admin" });

    const audit = await db().selectFrom("audit_event").select(["action", "actor_id"]).where("actor_id", "=", admin.id).execute();
    expect(audit).toEqual([{ action: "login", actor_id: admin.id }]);
  });

  it("refuses customers and wrong passwords with the credentials 422", async () => {
    const customer = await createTestUser("customer");
    const admin = await createTestUser("admin");
    for (const [email, password] of [
      [customer.email, TEST_PASSWORD],
      [admin.email, "not the password"],
      ["ghost@example.test", TEST_PASSWORD],
    ]) {
      const response = await action(args(apiRequest("/api/admin/login", { json: { email, password } }), {}, freshIp()));
      expect(response.status).toBe(422);
      expect(await body(response)).toEqual({
        message: "These credentials do not match our records.",
        errors: { email: ["These credentials do not match our records."] },
      });
    }
    const failures = await db().selectFrom("audit_event").select("action").where("action", "=", "login_failed").execute();
    expect(failures).toHaveLength(3);
  });

  it("answers 429 after 20 failures from one address, whatever the emails", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await action(
        args(apiRequest("/api/admin/login", { json: { email: `guess${attempt}@example.test`, password: "x" } }), {}, ip),
      );
      expect(response.status).toBe(422);
    }
    const limited = await action(args(apiRequest("/api/admin/login", { json: { email: "another@example.test", password: "x" } }), {}, ip));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("answers 422 for an empty body and 405 to GET", async () => {
    const empty = await action(args(new Request("http://localhost/api/admin/login", { method: "POST" }), {}, freshIp()));
    expect(empty.status).toBe(422);
    expect(Object.keys((await body(empty)).errors)).toEqual(["email", "password"]);
    expect((await loader(args(apiRequest("/api/admin/login")))).status).toBe(405);
  });
});

describe("POST /api/admin/login with two-factor on", () => {
  tenSecondsIntoAStep();

  const CODE_REQUIRED = { message: "A valid two-factor code is required.", errors: { code: ["A valid two-factor code is required."] } };
  const login = (fields: Record<string, string>, ip: string) => action(args(apiRequest("/api/admin/login", { json: fields }), {}, ip));

  it("answers 422 on code without a code or with a wrong one, and a token for the right one, once", async () => {
    const editor = await createTestUser("editor");
    const { secret, recoveryCodes } = await turnOnTwoFactor(editor);
    const ip = freshIp();
    const credentials = { email: editor.email, password: TEST_PASSWORD };

    for (const fields of [credentials, { ...credentials, code: "" }, { ...credentials, code: "000000" }, { ...credentials, code: totpCode(secret, new Date(Date.now() - 60_000)) }]) {
      const refused = await login(fields, ip);
      expect(refused.status).toBe(422);
      expect(await body(refused)).toEqual(CODE_REQUIRED);
    }
    // A wrong password is still the credentials' 422, whatever the code.
    expect((await body(await login({ ...credentials, password: "nope", code: totpCode(secret) }, ip))).errors).toEqual({
      email: ["These credentials do not match our records."],
    });

    const code = totpCode(secret);
    const accepted = await login({ ...credentials, code }, ip);
    expect(accepted.status).toBe(200);
    expect((await body(accepted)).data).toMatchObject({ user: { id: editor.id }, type: "editor" });
    expect((await login({ ...credentials, code }, ip)).status).toBe(422);
    expect((await login({ ...credentials, code: recoveryCodes[0] }, ip)).status).toBe(200);
    expect(await db().selectFrom("api_token").select("id").where("user_id", "=", editor.id).execute()).toHaveLength(2);
  });

  it("counts wrong codes against the sign-in limit", async () => {
    const admin = await createTestUser("admin");
    const { secret } = await turnOnTwoFactor(admin);
    const ip = freshIp();
    // Four wrong codes and one wrong password: five failures.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login({ email: admin.email, password: TEST_PASSWORD, code: "111111" }, ip)).status).toBe(422);
    }
    expect((await login({ email: admin.email, password: "wrong" }, ip)).status).toBe(422);
    const limited = await login({ email: admin.email, password: TEST_PASSWORD, code: totpCode(secret) }, ip);
    expect(limited.status).toBe(429);
  });
});

describe("the API under REQUIRE_TWO_FACTOR", () => {
  requireTwoFactorHere();

  it("answers 403 with the reason to staff without two-factor; once it is on, 401 to what the password alone made, 200 to a sign-in with a code", async () => {
    const editor = await createTestUser("editor");
    const read = async (options: { token?: string; cookie?: string }) =>
      adminNewsLoader(args(apiRequest("/api/admin/news", options), { resource: "news" })).catch((thrown: unknown) => thrown as Response);

    const { token } = (await body(await action(args(apiRequest("/api/admin/login", { json: { email: editor.email, password: TEST_PASSWORD } }), {}, freshIp())))).data;
    const cookie = await sessionCookieFor(editor.id, "admin");
    for (const credential of [{ token }, { cookie }]) {
      const refused = await read(credential);
      expect(refused.status).toBe(403);
      expect(await body(refused)).toEqual({ message: "Two-factor sign-in is required: turn it on at /admin/account first." });
    }
    const { secret } = await turnOnTwoFactor(editor);
    expect((await read({ token })).status).toBe(401);
    expect((await read({ cookie })).status).toBe(401);

    const signedIn = await action(args(apiRequest("/api/admin/login", { json: { email: editor.email, password: TEST_PASSWORD, code: totpCode(secret) } }), {}, freshIp()));
    expect(signedIn.status).toBe(200);
    expect((await read({ token: (await body(signedIn)).data.token })).status).toBe(200);
  });

  it("answers 401 to a staff token written before two-factor was on, even one its ending missed", async () => {
    const editor = await createTestUser("editor");
    const { token } = (await body(await action(args(apiRequest("/api/admin/login", { json: { email: editor.email, password: TEST_PASSWORD } }), {}, freshIp())))).data;
    await turnOnTwoFactor(editor);
    // A password-only sign-in finishing while two-factor went on: its token is written after the others were ended.
    const written = await issueApiToken(db(), { userId: editor.id });
    await sql`UPDATE api_token SET created_at = u.totp_enabled_at - interval '1 second' FROM "user" u WHERE u.id = api_token.user_id AND u.id = ${editor.id}`.execute(db());
    const read = (bearer: string) => userLoader(args(apiRequest("/api/user", { token: bearer }))).catch((thrown: unknown) => thrown as Response);
    expect((await read(written)).status).toBe(401);
    expect((await read(token)).status).toBe(401);
  });
});
