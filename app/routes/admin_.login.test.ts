import { getAdmin, getCustomer } from "~/services/auth/auth.server";
import { context, cookiesFrom, createTestUser, getRequest, postRequest, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { action as logoutAction, loader as logoutLoader } from "./admin_.logout";
import { action } from "./admin_.login";

describe("/admin/login and /admin/logout", () => {
  it("signs an admin in to /admin/dashboard, or to a safe redirectTo", async () => {
    const admin = await createTestUser("admin");
    const plain = await action({ request: postRequest("/admin/login", { email: admin.email, password: TEST_PASSWORD, redirectTo: "" }), context, params: {} });
    expect(plain.headers.get("Location")).toBe("/admin/dashboard");
    expect(plain.headers.get("Set-Cookie")).toMatch(/^__admin=/);

    const back = await action({ request: postRequest("/admin/login", { email: admin.email, password: TEST_PASSWORD, redirectTo: "/admin/services?page=2" }), context, params: {} });
    expect(back.headers.get("Location")).toBe("/admin/services?page=2");
  });

  it("refuses a customer's credentials", async () => {
    const customer = await createTestUser("customer");
    const response = await action({ request: postRequest("/admin/login", { email: customer.email, password: TEST_PASSWORD }), context, params: {} });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.email).toBe("These credentials do not match our records.");
  });

  it("logout ends the admin session only, and only by POST", async () => {
    const admin = await createTestUser("admin");
    const customer = await createTestUser("customer");
    const cookie = `${await sessionCookieFor(admin.id, "admin")}; ${await sessionCookieFor(customer.id, "customer")}`;

    const get = logoutLoader();
    expect(get.status).toBe(405);
    expect((await getAdmin(getRequest("/", cookie)))?.id).toBe(admin.id);

    const response = await logoutAction({ request: postRequest("/admin/logout", {}, cookie), context, params: {} });
    expect(response.headers.get("Location")).toBe("/admin/login");
    const after = cookiesFrom(response, cookie);
    expect(await getAdmin(getRequest("/", after))).toBeNull();
    expect((await getCustomer(getRequest("/", after)))?.id).toBe(customer.id);
  });
});
