import { db } from "~/db/db.server";
import { getAdmin } from "~/services/auth/auth.server";
import { verifyCurrentPassword } from "~/services/auth/credentials.server";
import { startSession } from "~/services/auth/session.server";
import { adminGet, adminPost, context, settle, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import { cookiePair, createTestUser, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { requireTwoFactorHere, storedSecret, tenSecondsIntoAStep, totpCode, turnOnTwoFactor } from "../../tests/helpers/two-factor";
import * as account from "./admin.account";
import * as dashboard from "./admin.dashboard";

/**
 * /admin/account against a real database. The clock (Date only) stands ten
 * seconds into a 30-second step, so the codes the tests compute are of known
 * steps; the database keeps its own time.
 */

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

tenSecondsIntoAStep();

async function signedInStaff(role: "admin" | "editor" = "editor") {
  const user = await createTestUser(role);
  const { setCookie, id } = await startSession(db(), { userId: user.id, kind: "admin", ip: "192.0.2.10", userAgent: CHROME });
  return { user, cookie: cookiePair(setCookie), sessionId: id };
}

const post = (cookie: string, fields: Record<string, string>) =>
  settle(account.action({ request: adminPost("/admin/account", fields, cookie), context, params: {} }));

async function page(cookie: string): Promise<string> {
  const handle = await adminScreens([{ file: "admin.account", path: "account", module: account }]);
  const response = await handle(adminGet("/admin/account", cookie));
  expect(response.status).toBe(200);
  return response.text();
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await db().selectFrom("audit_event").select("action").where("actor_id", "=", userId).orderBy("id").execute();
  return rows.map((row) => row.action);
}

describe("/admin/account: name and password", () => {
  it("changes the name, refusing an empty one with the field named", async () => {
    const { user, cookie } = await signedInStaff();
    const refused = await post(cookie, { intent: "name", name: "  " });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ name: "Name is required" });

    const saved = await post(cookie, { intent: "name", name: "Edith Editor" });
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Your name has been saved." });
    const row = await db().selectFrom("user").select("name").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.name).toBe("Edith Editor");
  });

  it("changes the password only with the current one, and signs out the other sessions", async () => {
    const { user, cookie } = await signedInStaff();
    const other = await sessionCookieFor(user.id, "admin");
    const fields = { intent: "password", current_password: "wrong one", password: "a new password", password_confirmation: "a new password" };
    const wrong = await post(cookie, fields);
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ current_password: "The current password is not correct" });

    const short = await post(cookie, { ...fields, current_password: TEST_PASSWORD, password: "short", password_confirmation: "short" });
    expect((await short.json()).errors.password).toBe("Password must be at least 8 characters");

    const changed = await post(cookie, { ...fields, current_password: TEST_PASSWORD });
    expect(changed.status).toBe(302);
    expect(await verifyCurrentPassword(db(), user.id, "a new password")).toBe(true);
    expect(await getAdmin(adminGet("/", cookie))).not.toBeNull();
    expect(await getAdmin(adminGet("/", other))).toBeNull();
    expect(await auditActions(user.id)).toEqual(["password_change"]);
  });
});

describe("/admin/account: two-factor", () => {
  it("sets two-factor up: a QR code and the key in groups of four, then ten recovery codes once", async () => {
    const { user, cookie } = await signedInStaff();
    expect(await page(cookie)).toContain("Set up two-factor sign-in");

    expect((await post(cookie, { intent: "two-factor-start" })).headers.get("Location")).toBe("/admin/account#two-factor");
    const secret = await storedSecret(user.id);
    const grouped = secret.match(/.{4}/g)!.join(" ");
    const setup = await page(cookie);
    expect(setup).toMatch(/<div class="totp-qr" role="img" aria-label="QR code for your authenticator app"><svg[^>]*>/);
    expect(setup).toContain(`<code class="totp-secret">${grouped}</code>`);
    // The database holds it sealed, never as typed into an app.
    const row = await db().selectFrom("user").select(["totp_secret", "totp_enabled_at"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_enabled_at).toBeNull();

    const wrong = await post(cookie, { intent: "two-factor-confirm", code: "000000" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ code: "A valid two-factor code is required." });
    const tooOld = await post(cookie, { intent: "two-factor-confirm", code: totpCode(secret, new Date(Date.now() - 60_000)) });
    expect(tooOld.status).toBe(422);

    const confirmed = await post(cookie, { intent: "two-factor-confirm", code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await db().selectFrom("recovery_code").select(["code_hash", "used_at"]).where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((code) => code.code_hash)).not.toContain(recoveryCodes[0]);

    // From now on no answer holds the secret or the codes.
    const after = await page(cookie);
    expect(after).toContain("Two-factor sign-in is on since");
    expect(after).toContain("10 of 10");
    for (const leak of [secret, grouped, ...secret.match(/.{4}/g)!.slice(0, 3), recoveryCodes[0]]) expect(after).not.toContain(leak);
    expect(await auditActions(user.id)).toEqual(["two_factor_enable"]);
  });

  it("forgets a cancelled setup's key", async () => {
    const { user, cookie } = await signedInStaff();
    await post(cookie, { intent: "two-factor-start" });
    const secret = await storedSecret(user.id);
    const cancelled = await post(cookie, { intent: "two-factor-cancel" });
    expect(cancelled.status).toBe(302);
    const html = await page(cookie);
    expect(html).not.toContain(secret.slice(0, 4) + " " + secret.slice(4, 8));
    expect(html).toContain("Set up two-factor sign-in");
    const row = await db().selectFrom("user").select("totp_secret").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
  });

  it("turns two-factor off with the password or a code, not with neither", async () => {
    const { user, cookie, sessionId } = await signedInStaff();
    const { secret, recoveryCodes } = await turnOnTwoFactor(user, sessionId);

    const none = await post(cookie, { intent: "two-factor-off", password: "", code: "" });
    expect((await none.json()).errors).toEqual({ password: "Enter your current password or a code" });
    const wrong = await post(cookie, { intent: "two-factor-off", password: "not it", code: "123456" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ password: "Neither the password nor the code is correct" });

    const byCode = await post(cookie, { intent: "two-factor-off", password: "", code: totpCode(secret) });
    expect(byCode.status).toBe(302);
    expect(await toastOf(byCode)).toEqual({ type: "success", message: "Two-factor sign-in is off. Your other sessions were signed out." });
    const row = await db().selectFrom("user").select(["totp_secret", "totp_enabled_at", "totp_last_step"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await db().selectFrom("recovery_code").select("id").where("user_id", "=", user.id).execute()).toEqual([]);

    await turnOnTwoFactor(user, sessionId);
    // The old recovery codes went with the old setup.
    expect((await post(cookie, { intent: "two-factor-off", code: recoveryCodes[0] })).status).toBe(422);
    expect((await post(cookie, { intent: "two-factor-off", password: TEST_PASSWORD })).status).toBe(302);
    expect(await auditActions(user.id)).toEqual(["two_factor_enable", "two_factor_disable", "two_factor_enable", "two_factor_disable"]);
  });
});

describe("/admin/account: guessing", () => {
  it("counts wrong passwords and codes like failed sign-ins: after five, even the right password waits", async () => {
    const { user, cookie, sessionId } = await signedInStaff();
    const { secret } = await turnOnTwoFactor(user, sessionId);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await post(cookie, { intent: "two-factor-off", code: String(100000 + attempt) })).status).toBe(422);
    }
    const fields = { intent: "password", current_password: "a guess", password: "a new password", password_confirmation: "a new password" };
    expect((await post(cookie, fields)).status).toBe(422);
    const limited = await post(cookie, { intent: "two-factor-off", password: TEST_PASSWORD, code: totpCode(secret) });
    expect(limited.status).toBe(429);
    expect((await limited.json()).errors.password).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect((await post(cookie, { ...fields, current_password: TEST_PASSWORD })).status).toBe(429);
    const row = await db().selectFrom("user").select("totp_enabled_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.totp_enabled_at).not.toBeNull();
  });
});

describe("/admin/account: sessions", () => {
  it("lists this user's sessions with browser, address and this one marked; signs out one, then everywhere else", async () => {
    const { user, cookie, sessionId } = await signedInStaff();
    const firefox = await startSession(db(), { userId: user.id, kind: "admin", ip: "198.51.100.7", userAgent: FIREFOX });
    const third = await startSession(db(), { userId: user.id, kind: "admin", ip: "203.0.113.9", userAgent: "curl/8.5.0" });
    const stranger = await signedInStaff("admin");

    const html = await page(cookie);
    expect(html).toMatch(/Chrome on Linux<strong class="session-current"> \(this session\)<\/strong>/);
    expect(html).toContain("Firefox on Windows");
    expect(html).toContain("198.51.100.7");
    expect(html).toContain("Sign out everywhere else");
    expect(html).not.toContain(stranger.sessionId);

    // Neither this session (that is Log Out) nor someone else's.
    expect((await post(cookie, { intent: "session", session: sessionId })).status).toBe(400);
    expect((await post(cookie, { intent: "session", session: stranger.sessionId })).status).toBe(404);
    expect(await getAdmin(adminGet("/", stranger.cookie))).not.toBeNull();

    const one = await post(cookie, { intent: "session", session: firefox.id });
    expect(one.status).toBe(302);
    expect(await getAdmin(adminGet("/", cookiePair(firefox.setCookie)))).toBeNull();
    expect(await getAdmin(adminGet("/", cookiePair(third.setCookie)))).not.toBeNull();

    const others = await post(cookie, { intent: "sessions-others" });
    expect(others.status).toBe(302);
    expect(await getAdmin(adminGet("/", cookiePair(third.setCookie)))).toBeNull();
    expect(await getAdmin(adminGet("/", cookie))).not.toBeNull();
    expect(await getAdmin(adminGet("/", stranger.cookie))).not.toBeNull();
    const events = await db().selectFrom("audit_event").select(["action", "summary"]).where("actor_id", "=", user.id).orderBy("id").execute();
    expect(events.map((event) => event.action)).toEqual(["session_revoke", "session_revoke"]);
    expect(events[1].summary).toContain("1 other sessions");
  });
});

describe("REQUIRE_TWO_FACTOR", () => {
  requireTwoFactorHere();

  it("sends staff without two-factor to their account, and lets them through once it is on", async () => {
    const { user, cookie, sessionId } = await signedInStaff();
    const sent = await settle(dashboard.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }));
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/admin/account");
    const html = await page(cookie);
    expect(html).toContain("This site requires two-factor sign-in.");

    await turnOnTwoFactor(user, sessionId);
    const through = await settle(dashboard.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }));
    expect(through.status).toBe(200);
  });
});
