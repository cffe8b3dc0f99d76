import { db } from "~/db/db.server";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import * as screen from "./admin.api-keys";

/** /admin/api-keys without JavaScript: make a key (shown once), see it listed, revoke it after a confirmation step. */

let handle: Awaited<ReturnType<typeof adminScreens>>;
let cookie: string;
beforeAll(async () => {
  handle = await adminScreens([{ file: "admin.api-keys", path: "api-keys", module: screen }]);
  cookie = (await signInAdmin()).cookie;
});

describe("/admin/api-keys", () => {
  it("is for admins: not for visitors, customers or editors", async () => {
    await expectAdminOnly("/admin/api-keys", (cookie) => screen.loader({ request: adminGet("/admin/api-keys", cookie), context, params: {} }));
    const editor = await createTestUser("editor");
    const editorCookie = await sessionCookieFor(editor.id, "admin");
    const response = await settle(screen.loader({ request: adminGet("/admin/api-keys", editorCookie), context, params: {} }));
    expect(response.status).toBe(403);
    const posted = await settle(screen.action({ request: adminPost("/admin/api-keys", { intent: "create", name: "Mine", scope: "write" }, editorCookie), context, params: {} }));
    expect(posted.status).toBe(403);
    expect(await db().selectFrom("api_key").select("id").where("name", "=", "Mine").execute()).toEqual([]);
  });

  it("makes a key and shows it on that answer only; the list shows its start, scope and lifetime", async () => {
    const html = await (await handle(adminPost("/admin/api-keys", { intent: "create", name: "Newsletter tool", scope: "read", expires_in_days: "30" }, cookie))).text();
    const token = /value="(apikey_[A-Za-z0-9]{40})"/.exec(html)?.[1];
    expect(token).toBeDefined();
    expect(html).toContain("Copy it now: it is shown only this once");
    expect(await latestAudit("api_key")).toMatchObject({ action: "create", summary: "API key “Newsletter tool” (read) made" });

    const stored = await db().selectFrom("api_key").selectAll().where("name", "=", "Newsletter tool").executeTakeFirstOrThrow();
    const days = (stored.expires_at!.getTime() - stored.created_at.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const list = await (await handle(adminGet("/admin/api-keys", cookie))).text();
    expect(list).not.toContain(token!);
    expect(list).toContain(`<code>${token!.slice(0, 11)}…</code>`);
    expect(list).toContain("Newsletter tool");
  });

  it("names a bad field and keeps what was typed", async () => {
    const response = await handle(adminPost("/admin/api-keys", { intent: "create", name: "Kept name", scope: "everything", expires_in_days: "7" }, cookie));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Scope must be read or write");
    expect(html).toContain("Expires must be never or after 30, 90, 365 days");
    expect(html).toContain('value="Kept name"');
  });

  it("asks before revoking without JavaScript, then revokes with a toast", async () => {
    await settle(screen.action({ request: adminPost("/admin/api-keys", { intent: "create", name: "To revoke", scope: "read", expires_in_days: "" }, cookie), context, params: {} }));
    const key = await db().selectFrom("api_key").select(["id", "expires_at"]).where("name", "=", "To revoke").executeTakeFirstOrThrow();
    expect(key.expires_at).toBeNull();
    const confirm = await (await handle(adminGet(`/admin/api-keys?confirm-delete=${key.id}`, cookie))).text();
    expect(confirm).toContain("Revoke the API key “To revoke”? Integrations using it stop at once.");
    const response = await settle(screen.action({ request: adminPost("/admin/api-keys", { intent: "delete", id: String(key.id) }, cookie), context, params: {} }));
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toEqual({ type: "success", message: "API key revoked" });
    expect(await db().selectFrom("api_key").select("id").where("id", "=", key.id).execute()).toEqual([]);
    const again = await settle(screen.action({ request: adminPost("/admin/api-keys", { intent: "delete", id: String(key.id) }, cookie), context, params: {} }));
    expect(again.status).toBe(404);
  });
});
