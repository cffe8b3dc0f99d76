import { db } from "~/db/db.server";
import { apiRequest, args, body, freshIp } from "../../tests/helpers/api";
import { createTestUser } from "../../tests/helpers/auth";
import { action, loader } from "./api.customer.register";
import { loader as userLoader } from "./api.user";

const valid = {
  name: "Rita Register",
  email: "rita@example.test",
  password: "a good password",
  password_confirmation: "a good password",
  phone: "+49 30 1234567",
};

function register(fields: Record<string, string>, ip = freshIp()) {
  return action(args(apiRequest("/api/customer/register", { multipart: fields }), {}, ip));
}

describe("POST /api/customer/register", () => {
  it("answers 201 with the new customer and a working token", async () => {
    const response = await register(valid);
    expect(response.status).toBe(201);
    const { data } = await body(response);
    expect(Object.keys(data).sort()).toEqual(["email", "id", "name", "token"]);
    expect(data).toMatchObject({ name: "Rita Register", email: "rita@example.test" });

    const row = await db().selectFrom("user").selectAll().where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: "customer", phone: "+49 30 1234567", admin_type: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const me = await body(await userLoader(args(apiRequest("/api/user", { token: data.token }))));
    expect(me.data).toMatchObject({ id: data.id, role: "customer", phone: "+49 30 1234567" });
    const audit = await db().selectFrom("audit_event").select(["action", "entity"]).where("actor_id", "=", data.id).execute();
    expect(audit).toEqual([{ action: "create", entity: "user" }]);
  });

  it("accepts JSON and leaves the phone out when not given", async () => {
    const { phone: _phone, ...withoutPhone } = { ...valid, email: "json@example.test" };
    const response = await action(args(apiRequest("/api/customer/register", { json: withoutPhone }), {}, freshIp()));
    expect(response.status).toBe(201);
    const { data } = await body(response);
    const row = await db().selectFrom("user").select("phone").where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it("answers 422 with every field's error", async () => {
    const response = await register({ name: "", email: "not-an-email", password: "short", password_confirmation: "other" });
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: "Name is required",
      errors: {
        name: ["Name is required"],
        email: ["Email must be a valid email address"],
        password: ["Password must be at least 8 characters"],
        password_confirmation: ["Password confirmation does not match"],
      },
    });
  });

  it("answers 422 when the confirmation differs, the password is too long, or a field is missing", async () => {
    const mismatch = await body(await register({ ...valid, email: "m@example.test", password_confirmation: "different password" }));
    expect(mismatch.errors).toEqual({ password_confirmation: ["Password confirmation does not match"] });

    const long = "x".repeat(129);
    const tooLong = await body(await register({ ...valid, email: "l@example.test", password: long, password_confirmation: long }));
    expect(tooLong.errors.password).toEqual(["Password must be at most 128 characters"]);

    const missing = await register({});
    expect(missing.status).toBe(422);
    expect(Object.keys((await body(missing)).errors).sort()).toEqual(["email", "name", "password", "password_confirmation"]);
  });

  it("answers 422 on the email when it is taken, in any letter case", async () => {
    const existing = await createTestUser("customer", { email: "taken@example.test" });
    const response = await register({ ...valid, email: existing.email.toUpperCase() });
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: "This email is already registered",
      errors: { email: ["This email is already registered"] },
    });
  });

  it("answers 429 with Retry-After on the 11th attempt in an hour from one address", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await register({ ...valid, email: `burst${attempt}@example.test` }, ip);
      expect(response.status).toBe(201);
    }
    const limited = await register({ ...valid, email: "burst-last@example.test" }, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await body(limited)).toEqual({ message: `Too many attempts. Try again in ${retryAfter} seconds.` });
    const created = await db().selectFrom("user").select("id").where("email", "=", "burst-last@example.test").execute();
    expect(created).toEqual([]);
  });

  it("answers 405 to GET", async () => {
    expect((await loader(args(apiRequest("/api/customer/register")))).status).toBe(405);
  });
});
