import { db } from "~/db/db.server";
import { apiRequest, args, body, freshIp } from "../../tests/helpers/api";
import { createTestUser, TEST_PASSWORD } from "../../tests/helpers/auth";
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
