import { db } from "~/db/db.server";
import { getUserByEmail } from "~/models/user.server";
import { getCustomer } from "~/services/auth/auth.server";
import { readToast } from "~/services/toast.server";
import { cookiesFrom, createTestUser, getRequest, postRequest } from "../../tests/helpers/auth";
import { action } from "./_public.register";

const valid = {
  name: "Nora New",
  email: "nora@example.test",
  phone: "+1 555 0100",
  password: "a good password",
  password_confirmation: "a good password",
};

function register(fields: Record<string, string>, clientIp = "127.0.0.1") {
  return action({ request: postRequest("/register", fields), context: { clientIp }, params: {} });
}

describe("/register", () => {
  it("creates a customer, signs them in and lands on redirectTo", async () => {
    const response = await register({ ...valid, redirectTo: "/certificates" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/certificates");
    const user = await getUserByEmail(db(), "nora@example.test");
    expect(user).toMatchObject({ name: "Nora New", role: "customer", phone: "+1 555 0100" });
    expect((await getCustomer(getRequest("/", cookiesFrom(response))))?.id).toBe(user?.id);
    const audit = await db().selectFrom("audit_event").select(["action", "entity"]).where("actor_id", "=", user!.id).execute();
    expect(audit).toEqual([{ action: "create", entity: "user" }]);
    // The page it lands on says welcome, by name.
    const { toast } = await readToast(getRequest("/certificates", cookiesFrom(response)));
    expect(toast?.message).toBe("Welcome, Nora New. Your account is ready: every article, product and solution page is open to you.");
  });

  it("refuses an email already registered, whatever its case", async () => {
    const existing = await createTestUser("customer");
    const response = await register({ ...valid, email: existing.email.toUpperCase() });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({ email: "This email is already registered" });
    expect(body.values).toEqual({ name: valid.name, email: existing.email.toUpperCase(), phone: valid.phone });
  });

  it("names each invalid field and keeps what was typed except passwords", async () => {
    const response = await register({ name: "", email: "not-an-email", phone: "call me", password: "short", password_confirmation: "different" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({
      name: "Name is required",
      email: "Email must be a valid email address",
      phone: "Phone may only contain digits, spaces and + ( ) - .",
      password: "Password must be at least 8 characters",
      password_confirmation: "Password confirmation does not match",
    });
    expect(body.values).toEqual({ name: "", email: "not-an-email", phone: "call me" });

    const mismatch = await (await register({ ...valid, email: "m@example.test", password_confirmation: "something else" })).json();
    expect(mismatch.errors).toEqual({ password_confirmation: "Password confirmation does not match" });

    const long = await (await register({ ...valid, email: "l@example.test", password: "x".repeat(129), password_confirmation: "x".repeat(129) })).json();
    expect(long.errors).toEqual({ password: "Password must be at most 128 characters" });
  });

  it("allows 10 attempts per IP per hour, then 429", async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await register({ ...valid, email: "" }, "203.0.113.50")).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await register(valid, "203.0.113.50");
    expect(limited.status).toBe(429);
    expect((await limited.json()).formError).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});
