import { db } from "~/db/db.server";
import { apiRequest, args, body } from "../../tests/helpers/api";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { action as logout } from "./api.logout";
import { action, loader } from "./sanctum.csrf-cookie";

describe("GET /sanctum/csrf-cookie", () => {
  it("answers 204 setting a script-readable XSRF-TOKEN cookie", async () => {
    const response = loader({ request: new Request("http://localhost/sanctum/csrf-cookie") });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{40}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it("keeps the token the browser already holds", async () => {
    const first = loader({ request: new Request("http://localhost/sanctum/csrf-cookie") }).headers.get("Set-Cookie")!;
    const pair = first.split(";")[0];
    const again = loader({ request: new Request("http://localhost/sanctum/csrf-cookie", { headers: { Cookie: pair } }) });
    expect(again.headers.get("Set-Cookie")!.split(";")[0]).toBe(pair);
    const junk = loader({ request: new Request("http://localhost/sanctum/csrf-cookie", { headers: { Cookie: "XSRF-TOKEN=x" } }) });
    expect(junk.headers.get("Set-Cookie")).not.toContain("XSRF-TOKEN=x;");
  });

  it("gives the token that lets a cookie-authenticated write through the CSRF check", async () => {
    const user = await createTestUser("customer");
    const session = await sessionCookieFor(user.id, "customer");
    const pair = loader({ request: new Request("http://localhost/sanctum/csrf-cookie") }).headers.get("Set-Cookie")!.split(";")[0];
    const token = pair.slice("XSRF-TOKEN=".length);

    const refused = await logout(args(apiRequest("/api/logout", { method: "POST", cookie: `${session}; ${pair}` })));
    expect(refused.status).toBe(419);
    const passed = await logout(
      args(apiRequest("/api/logout", { method: "POST", cookie: `${session}; ${pair}`, headers: { "X-XSRF-TOKEN": token } })),
    );
    expect(passed.status).toBe(200);
    expect(await body(passed)).toEqual({ message: "Logged out." });
    expect(await db().selectFrom("session").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("answers 405 to POST", () => {
    expect(action().status).toBe(405);
  });
});
