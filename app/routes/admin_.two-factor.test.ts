import { db } from "~/db/db.server";
import { getAdmin } from "~/services/auth/auth.server";
import { startPendingSignIn } from "~/services/auth/pending-sign-in.server";
import { settle } from "../../tests/helpers/admin-content";
import { cookiesFrom, createTestUser, getRequest, postRequest, TEST_PASSWORD } from "../../tests/helpers/auth";
import { tenSecondsIntoAStep, totpCode, turnOnTwoFactor } from "../../tests/helpers/two-factor";
import { action as passwordStep } from "./admin_.login";
import { action as codeStep, loader as codePage } from "./admin_.two-factor";

/**
 * The admin sign-in of an account with two-factor on: the password leads to
 * /admin/two-factor without a session; a code (or a recovery code) starts it.
 * The clock (Date only) stands ten seconds into a 30-second step.
 */

tenSecondsIntoAStep();

let ipCounter = 0;
const freshContext = () => ({ clientIp: `10.9.0.${++ipCounter}` });

async function staffWithTwoFactor() {
  const user = await createTestUser("editor");
  return { user, ...(await turnOnTwoFactor(user)) };
}

async function sessionCount(userId: number): Promise<number> {
  return (await db().selectFrom("session").select("id").where("user_id", "=", userId).execute()).length;
}

/** The password step; returns the cookies the browser then holds. */
async function afterPassword(email: string, context: { clientIp: string }, redirectTo = ""): Promise<string> {
  const response = await passwordStep({ request: postRequest("/admin/login", { email, password: TEST_PASSWORD, redirectTo }), context, params: {} });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/admin/two-factor");
  return cookiesFrom(response);
}

const sendCode = (cookie: string, code: string, context: { clientIp: string }) =>
  codeStep({ request: postRequest("/admin/two-factor", { code }, cookie), context, params: {} });

describe("/admin/login with two-factor on", () => {
  it("creates no session for the password alone; the code signs in, once", async () => {
    const { user, secret } = await staffWithTwoFactor();
    const context = freshContext();
    const cookie = await afterPassword(user.email, context, "/admin/blog");
    expect(cookie).toMatch(/^__admin_2fa=/);
    expect(cookie).not.toContain("__admin=");
    expect(await sessionCount(user.id)).toBe(0);
    expect((await settle(codePage({ request: getRequest("/admin/two-factor", cookie), context, params: {} }))).status).toBe(200);

    const wrong = await sendCode(cookie, "000000", context);
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ code: "A valid two-factor code is required." });
    // Two steps of drift is too much.
    expect((await sendCode(cookie, totpCode(secret, new Date(Date.now() + 60_000)), context)).status).toBe(422);
    expect(await sessionCount(user.id)).toBe(0);

    const code = totpCode(secret);
    const signedIn = await sendCode(cookie, code, context);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/admin/blog");
    const after = cookiesFrom(signedIn, cookie);
    expect(after).not.toContain("__admin_2fa=");
    expect((await getAdmin(getRequest("/", after)))?.id).toBe(user.id);

    // The same code again, even with a fresh password step, is refused.
    const again = await afterPassword(user.email, context);
    expect((await sendCode(again, code, context)).status).toBe(422);
    const events = await db().selectFrom("audit_event").select("action").where("action", "in", ["login", "login_failed"]).orderBy("id").execute();
    expect(events.map((event) => event.action)).toEqual(["login_failed", "login_failed", "login", "login_failed"]);
  });

  it("accepts each recovery code once", async () => {
    const { user, recoveryCodes } = await staffWithTwoFactor();
    const context = freshContext();
    const signedIn = await sendCode(await afterPassword(user.email, context), recoveryCodes[3].toUpperCase(), context);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/admin/dashboard");
    const used = await db().selectFrom("recovery_code").select("id").where("user_id", "=", user.id).where("used_at", "is not", null).execute();
    expect(used).toHaveLength(1);
    expect((await sendCode(await afterPassword(user.email, context), recoveryCodes[3], context)).status).toBe(422);
  });

  it("sends a visitor without a pending sign-in, or with an expired or forged one, back to the password", async () => {
    const { user, secret } = await staffWithTwoFactor();
    const context = freshContext();
    const expired = await startPendingSignIn(db(), { userId: user.id, redirectTo: "" }, new Date(Date.now() - 6 * 60_000));
    const forged = `__admin_2fa=${Buffer.from(JSON.stringify("a-token-never-issued")).toString("base64")}`;
    for (const cookie of [undefined, expired.split(";")[0], forged]) {
      const page = await settle(codePage({ request: getRequest("/admin/two-factor", cookie), context, params: {} }));
      expect(page.headers.get("Location")).toBe("/admin/login");
      const post = await sendCode(cookie ?? "", totpCode(secret), context);
      expect(post.headers.get("Location")).toBe("/admin/login");
    }
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("uses the pending sign-in up: its cookie replayed after the sign-in goes back to the password", async () => {
    const { user, secret, recoveryCodes } = await staffWithTwoFactor();
    const context = freshContext();
    const cookie = await afterPassword(user.email, context);
    expect((await sendCode(cookie, totpCode(secret), context)).status).toBe(302);
    expect(await sessionCount(user.id)).toBe(1);

    const replayed = await sendCode(cookie, recoveryCodes[0], context);
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("Location")).toBe("/admin/login");
    const page = await settle(codePage({ request: getRequest("/admin/two-factor", cookie), context, params: {} }));
    expect(page.headers.get("Location")).toBe("/admin/login");
    expect(await sessionCount(user.id)).toBe(1);
    const unused = await db().selectFrom("recovery_code").select("id").where("user_id", "=", user.id).where("used_at", "is", null).execute();
    expect(unused).toHaveLength(recoveryCodes.length);
  });

  it("completes one sign-in of two right codes sent together on one pending sign-in", async () => {
    const { user, secret, recoveryCodes } = await staffWithTwoFactor();
    const cookie = await afterPassword(user.email, freshContext());
    const responses = await Promise.all([sendCode(cookie, totpCode(secret), freshContext()), sendCode(cookie, recoveryCodes[1], freshContext())]);
    const signedIn = responses.filter((response) => response.headers.get("Location") === "/admin/dashboard");
    expect(signedIn).toHaveLength(1);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("refuses a pending sign-in once its five minutes have passed", async () => {
    const { user, secret } = await staffWithTwoFactor();
    const context = freshContext();
    const cookie = await afterPassword(user.email, context);
    vi.setSystemTime(Date.now() + 4 * 60_000 + 59_000);
    expect((await settle(codePage({ request: getRequest("/admin/two-factor", cookie), context, params: {} }))).status).toBe(200);
    vi.setSystemTime(Date.now() + 1_000);
    const page = await settle(codePage({ request: getRequest("/admin/two-factor", cookie), context, params: {} }));
    expect(page.headers.get("Location")).toBe("/admin/login");
    const late = await sendCode(cookie, totpCode(secret), context);
    expect(late.headers.get("Location")).toBe("/admin/login");
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("counts wrong codes like wrong passwords: five, then 429, and the password again does not reset them", async () => {
    const { user, secret } = await staffWithTwoFactor();
    const context = freshContext();
    const cookie = await afterPassword(user.email, context);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await sendCode(cookie, "000000", context)).status).toBe(422);
    const limited = await sendCode(cookie, totpCode(secret), context);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    const password = await passwordStep({ request: postRequest("/admin/login", { email: user.email, password: TEST_PASSWORD }), context, params: {} });
    expect(password.status).toBe(429);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("leaves accounts without two-factor signing in with the password alone", async () => {
    const user = await createTestUser("admin");
    const response = await passwordStep({ request: postRequest("/admin/login", { email: user.email, password: TEST_PASSWORD }), context: freshContext(), params: {} });
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    expect(await sessionCount(user.id)).toBe(1);
  });
});
