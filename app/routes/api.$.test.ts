import { db } from "~/db/db.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { remixHandler } from "../../tests/helpers/remix-build";
import { createTestUser, TEST_PASSWORD } from "../../tests/helpers/auth";
import * as catchAll from "./api.$";
import * as aliasGetSetting from "./api.api.frontend.get-setting";
import * as aliasLogout from "./api.api.logout";
import * as adminLogin from "./api.admin.login";
import * as getSetting from "./api.frontend.get-setting";
import * as login from "./api.login";
import * as logout from "./api.logout";
import * as user from "./api.user";
import * as csrfCookie from "./sanctum.csrf-cookie";

/**
 * The /api routes through Remix's own router (the flat-route file names as
 * Remix reads them), for what a direct loader call cannot show: which URLs
 * reach which route.
 */
let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await remixHandler([
    { id: "routes/api.$", path: "api/*", module: catchAll },
    { id: "routes/api.login", path: "api/login", module: login },
    { id: "routes/api.admin.login", path: "api/admin/login", module: adminLogin },
    { id: "routes/api.user", path: "api/user", module: user },
    { id: "routes/api.logout", path: "api/logout", module: logout },
    { id: "routes/api.api.logout", path: "api/api/logout", module: aliasLogout },
    { id: "routes/api.frontend.get-setting", path: "api/frontend/get-setting", module: getSetting },
    { id: "routes/api.api.frontend.get-setting", path: "api/api/frontend/get-setting", module: aliasGetSetting },
    { id: "routes/sanctum.csrf-cookie", path: "sanctum/csrf-cookie", module: csrfCookie },
  ]);
});

function call(path: string, init: RequestInit = {}) {
  return handle(new Request(`http://localhost${path}`, init));
}

describe("unknown /api paths", () => {
  it("answer 404 Not found. as JSON for any method", async () => {
    for (const [path, method] of [
      ["/api/nothing-here", "GET"],
      ["/api/admin/nothing/7", "DELETE"],
      ["/api", "GET"],
      ["/api/login/extra", "POST"],
    ]) {
      const response = await call(path, { method });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(await response.json()).toEqual({ message: "Not found." });
    }
  });
});

describe("routing", () => {
  it("reaches the same handler whatever the letter case, with or without a trailing slash", async () => {
    const account = await createTestUser("customer");
    for (const path of ["/api/login", "/api/Login/", "/API/LOGIN", "/api/login/"]) {
      const response = await call(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect((await response.json()).data.id).toBe(account.id);
    }
    const token = await issueApiToken(db(), { userId: account.id });
    const me = await call("/API/User/", { headers: { Authorization: `Bearer ${token}` } });
    expect((await me.json()).data.id).toBe(account.id);
  });

  it("serves the /api/api aliases and the Sanctum cookie", async () => {
    const account = await createTestUser("admin");
    const token = await issueApiToken(db(), { userId: account.id });
    const loggedOut = await call("/api/api/logout", { headers: { Authorization: `Bearer ${token}` } });
    expect(await loggedOut.json()).toEqual({ message: "Logged out." });
    const settings = await call("/api/api/frontend/get-setting?name=hero");
    expect(await settings.json()).toEqual({ data: { hero: { title: "", subtitle: "", cta_label: "", cta_url: "" } } });
    const cookie = await call("/sanctum/csrf-cookie/");
    expect(cookie.status).toBe(204);
    expect(cookie.headers.get("Set-Cookie")).toMatch(/^XSRF-TOKEN=/);
  });

  it("answers a method a route does not take with 405 JSON", async () => {
    const response = await call("/api/user", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "Method not allowed." });
  });
});
