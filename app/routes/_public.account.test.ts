import { db } from "~/db/db.server";
import { getUserById } from "~/models/user.server";
import { getCustomer } from "~/services/auth/auth.server";
import { verifyCredentials } from "~/services/auth/credentials.server";
import { context, createTestUser, getRequest, postRequest, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { action, loader } from "./_public.account";

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const result = await promise.catch((error: unknown) => error);
  if (!(result instanceof Response)) throw new Error("expected a thrown Response");
  return result;
}

describe("/account", () => {
  it("sends anyone but a signed-in customer to /login", async () => {
    const anonymous = await thrownResponse(loader({ request: getRequest("/account"), context, params: {} }));
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
    const admin = await createTestUser("admin");
    const adminCookie = await sessionCookieFor(admin.id, "admin");
    const asAdmin = await thrownResponse(loader({ request: getRequest("/account", adminCookie), context, params: {} }));
    expect(asAdmin.status).toBe(302);
    const post = await thrownResponse(action({ request: postRequest("/account", { intent: "profile", name: "X" }, adminCookie), context, params: {} }));
    expect(post.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
  });

  it("shows and updates the customer's name and phone", async () => {
    const user = await createTestUser("customer", { phone: "123" });
    const cookie = await sessionCookieFor(user.id, "customer");
    const page = await (await loader({ request: getRequest("/account", cookie), context, params: {} })).json();
    expect(page.user).toEqual({ name: user.name, email: user.email, phone: "123" });

    const invalid = await action({ request: postRequest("/account", { intent: "profile", name: "", phone: "abc" }, cookie), context, params: {} });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ intent: "profile", errors: { name: "Name is required" }, values: { name: "", phone: "abc" } });

    const saved = await action({ request: postRequest("/account", { intent: "profile", name: "Renamed", phone: "" }, cookie), context, params: {} });
    expect(saved.headers.get("Location")).toBe("/account?saved=profile");
    expect(await getUserById(db(), user.id)).toMatchObject({ name: "Renamed", phone: null });
  });

  it("changes the password only with the current one, signing out other sessions", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    const otherDevice = await sessionCookieFor(user.id, "customer");
    const change = (fields: Record<string, string>) =>
      action({ request: postRequest("/account", { intent: "password", ...fields }, cookie), context, params: {} });

    const wrong = await change({ current_password: "not it at all", password: "brand new pass", password_confirmation: "brand new pass" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ intent: "password", errors: { current_password: "The current password is not correct" }, values: { intent: "password" } });
    expect(await verifyCredentials(db(), { email: user.email, password: TEST_PASSWORD, kind: "customer" })).not.toBeNull();

    const missing = await change({ current_password: "", password: "brand new pass", password_confirmation: "brand new pass" });
    expect((await missing.json()).errors).toEqual({ current_password: "Current password is required" });

    const ok = await change({ current_password: TEST_PASSWORD, password: "brand new pass", password_confirmation: "brand new pass" });
    expect(ok.headers.get("Location")).toBe("/account?saved=password");
    expect(await verifyCredentials(db(), { email: user.email, password: "brand new pass", kind: "customer" })).not.toBeNull();
    expect(await verifyCredentials(db(), { email: user.email, password: TEST_PASSWORD, kind: "customer" })).toBeNull();
    expect((await getCustomer(getRequest("/", cookie)))?.id).toBe(user.id);
    expect(await getCustomer(getRequest("/", otherDevice))).toBeNull();
  });
});
