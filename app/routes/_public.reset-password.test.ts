import { sql } from "kysely";
import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { getAdmin, getCustomer } from "~/services/auth/auth.server";
import { verifyCredentials } from "~/services/auth/credentials.server";
import { context, createTestUser, getRequest, postRequest, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { startTestSmtpServer } from "../../tests/helpers/smtp";
import { remixHandler } from "../../tests/helpers/remix-build";
import * as forgotRoute from "./_public.forgot-password";
import en from "~/locales/en.json";
import { action as forgotAction } from "./_public.forgot-password";
import { action as resetAction, loader as resetLoader } from "./_public.reset-password.$token";

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
});

async function requestReset(email: string, clientIp = "127.0.0.1") {
  return forgotAction({ request: postRequest("/forgot-password", { email }), context: { clientIp }, params: {} });
}

async function linkFor(email: string): Promise<string> {
  const mail = await smtp.waitFor(email);
  const match = /http:\/\/localhost\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.decoded);
  if (!match) throw new Error(`no reset link in:\n${mail.decoded}`);
  return match[1];
}

const newPassword = { password: "a fresh password", password_confirmation: "a fresh password" };

describe("password reset", () => {
  it("emails a single-use link that sets the password and ends every session and token", async () => {
    const user = await createTestUser("customer");
    const cookie = await sessionCookieFor(user.id, "customer");
    await db().insertInto("api_token").values({ user_id: user.id, token_hash: "h-reset", expires_at: new Date(Date.now() + 60_000) }).execute();

    const response = await requestReset(user.email.toUpperCase());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/forgot-password?sent=1");
    const token = await linkFor(user.email);

    // Only the SHA-256 is stored, valid for 60 minutes.
    const row = await db().selectFrom("password_reset").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);

    const page = await resetLoader({ request: getRequest(`/reset-password/${token}`), context, params: { token } });
    expect(page.status).toBe(200);

    const done = await resetAction({ request: postRequest(`/reset-password/${token}`, newPassword), context, params: { token } });
    expect(done.headers.get("Location")).toBe("/login?reset=1");
    expect(await verifyCredentials(db(), { email: user.email, password: newPassword.password, kind: "customer" })).not.toBeNull();
    expect(await getCustomer(getRequest("/", cookie))).toBeNull();
    const tokens = await db().selectFrom("api_token").select("id").where("user_id", "=", user.id).execute();
    expect(tokens).toHaveLength(0);

    // Single use.
    const again = await resetAction({ request: postRequest(`/reset-password/${token}`, { password: "yet another one", password_confirmation: "yet another one" }), context, params: { token } });
    expect(again.status).toBe(410);
    expect((await resetLoader({ request: getRequest("/"), context, params: { token } })).status).toBe(410);
    expect(await verifyCredentials(db(), { email: user.email, password: "yet another one", kind: "customer" })).toBeNull();
  });

  it("answers an unknown email exactly like a known one, and sends nothing", async () => {
    const before = smtp.received.length;
    const response = await requestReset("nobody-here@example.test");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/forgot-password?sent=1");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
    expect(en["forgot.sent"]).toMatch(/If an account exists/);
  });

  it("works for admins, who land on /admin/login", async () => {
    const admin = await createTestUser("admin");
    const cookie = await sessionCookieFor(admin.id, "admin");
    await requestReset(admin.email);
    const token = await linkFor(admin.email);
    const done = await resetAction({ request: postRequest(`/reset-password/${token}`, newPassword), context, params: { token } });
    expect(done.headers.get("Location")).toBe("/admin/login?reset=1");
    expect(await getAdmin(getRequest("/", cookie))).toBeNull();
    expect(await verifyCredentials(db(), { email: admin.email, password: TEST_PASSWORD, kind: "admin" })).toBeNull();
  });

  it("refuses an expired link", async () => {
    const user = await createTestUser("customer");
    await requestReset(user.email);
    const token = await linkFor(user.email);
    await sql`UPDATE password_reset SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`.execute(db());
    expect((await resetLoader({ request: getRequest("/"), context, params: { token } })).status).toBe(410);
    const response = await resetAction({ request: postRequest(`/reset-password/${token}`, newPassword), context, params: { token } });
    expect(response.status).toBe(410);
    expect(await verifyCredentials(db(), { email: user.email, password: TEST_PASSWORD, kind: "customer" })).not.toBeNull();
  });

  it("refuses made-up tokens and checks the new password's rules", async () => {
    for (const token of ["short", "x".repeat(43), "../../etc"]) {
      expect((await resetLoader({ request: getRequest("/"), context, params: { token } })).status).toBe(410);
    }
    const user = await createTestUser("customer");
    await requestReset(user.email);
    const token = await linkFor(user.email);
    const invalid = await resetAction({ request: postRequest(`/reset-password/${token}`, { password: "short", password_confirmation: "short" }), context, params: { token } });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ password: "Password must be at least 8 characters" });
    // A refused form does not use the link up.
    expect((await resetLoader({ request: getRequest("/"), context, params: { token } })).status).toBe(200);
  });

  it("limits requests per IP", async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await requestReset(`n${i}@example.test`, "203.0.113.99")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(302));
    expect(statuses[10]).toBe(429);
  });

  it("keeps Retry-After on the refused page, not only on the action's answer", async () => {
    const handle = await remixHandler([{ id: "routes/_public.forgot-password", path: "forgot-password", module: forgotRoute as never }]);
    // The handler's requests come from 127.0.0.1: use that address's ten requests up first.
    await db().deleteFrom("rate_limit").execute();
    for (let i = 0; i < 10; i++) expect((await requestReset(`d${i}@example.test`)).status).toBe(302);

    const page = await handle(postRequest("/forgot-password", { email: "again@example.test" }));
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Too many attempts.");
    expect(html).toContain('value="again@example.test"');
  });
});
