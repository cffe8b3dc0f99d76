import crypto from "node:crypto";
import { db } from "~/db/db.server";
import { insertPasswordReset } from "~/models/password-reset.server";
import { createUser, disableUser, type PublicUser } from "~/models/user.server";
import * as customerAccount from "~/routes/_public.account";
import * as resetPasswordPage from "~/routes/_public.reset-password.$token";
import * as adminAccount from "~/routes/admin.account";
import * as adminUser from "~/routes/admin.users.$id";
import { adminPost, settle } from "../../../tests/helpers/admin-content";
import { context, cookiePair, createTestUser, getRequest, postRequest, sessionCookieFor, TEST_PASSWORD } from "../../../tests/helpers/auth";
import { storedSecret, tenSecondsIntoAStep, totpCode, turnOnTwoFactor } from "../../../tests/helpers/two-factor";
import { authenticateApiToken, issueApiToken } from "./api-token.server";
import { verifyCredentials, verifyCurrentPassword } from "./credentials.server";
import { loadSession, sessionKindOf, startSession } from "./session.server";
import { startTwoFactorSetup } from "./two-factor.server";
import { dummyPasswordHash, verifyPassword } from "../../utils/password.server";

vi.mock("../../utils/password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../utils/password.server")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

describe("verifyCredentials", () => {
  let customerId = 0;
  beforeAll(async () => {
    customerId = (await createUser(db(), { name: "C", email: "c@example.test", password: "customer-pass", role: "customer" })).id;
    await createUser(db(), { name: "A", email: "a@example.test", password: "admin-pass", role: "admin" });
  });

  it("accepts the right password for the right role, any email case", async () => {
    const user = await verifyCredentials(db(), { email: "C@Example.test", password: "customer-pass", kind: "customer" });
    expect(user?.id).toBe(customerId);
    expect(user).not.toHaveProperty("password_hash");
  });

  it("refuses a wrong password, an unknown email and the other role", async () => {
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "wrong-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "nobody@example.test", password: "customer-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "a@example.test", password: "admin-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "customer-pass", kind: "admin" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "a@example.test", password: "admin-pass", kind: "admin" })).not.toBeNull();
  });

  it("runs a full argon2 verification for an unknown email too, so both answer alike", async () => {
    // Asserted by what runs, not by timing: without the dummy verification an
    // unknown email would answer in ~1 ms and give itself away.
    vi.mocked(verifyPassword).mockClear();
    expect(await verifyCredentials(db(), { email: "nobody@example.test", password: "wrong-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "wrong-pass", kind: "customer" })).toBeNull();
    const hashes = vi.mocked(verifyPassword).mock.calls.map(([hash]) => hash);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(await dummyPasswordHash());
    expect(hashes[0]).toMatch(/^\$argon2id\$/);
    expect(hashes[1]).toMatch(/^\$argon2id\$/);
    expect(hashes[1]).not.toBe(hashes[0]);
  });

  it("refuses a disabled user", async () => {
    const user = await createUser(db(), { name: "D", email: "d@example.test", password: "disabled-pass", role: "customer" });
    await disableUser(db(), user.id);
    expect(await verifyCredentials(db(), { email: "d@example.test", password: "disabled-pass", kind: "customer" })).toBeNull();
  });

  it("verifyCurrentPassword checks the user's own password", async () => {
    expect(await verifyCurrentPassword(db(), customerId, "customer-pass")).toBe(true);
    expect(await verifyCurrentPassword(db(), customerId, "admin-pass")).toBe(false);
  });
});

/**
 * Every way an account's factors change, each through its own screen: another
 * session and an API token of the account stop working; the session that made
 * the change stays, where there is one.
 */
interface FactorChange {
  name: string;
  role: "editor" | "customer";
  /** What the account needs before the change (two-factor on, to turn it off); `sessionId` is the current session. */
  prepare?: (user: PublicUser, sessionId: string) => Promise<void>;
  change: (user: PublicUser, cookie: string) => Promise<Response>;
  keepsCurrent: boolean;
}

const newPassword = { password: "a brand new password", password_confirmation: "a brand new password" };

const accountPost = (cookie: string, fields: Record<string, string>) =>
  settle(adminAccount.action({ request: adminPost("/admin/account", fields, cookie), context, params: {} }));

const FACTOR_CHANGES: FactorChange[] = [
  {
    name: "turning two-factor on",
    role: "editor",
    prepare: async (user) => {
      await startTwoFactorSetup(db(), user.id);
    },
    change: async (user, cookie) => accountPost(cookie, { intent: "two-factor-confirm", code: totpCode(await storedSecret(user.id)) }),
    keepsCurrent: true,
  },
  {
    name: "turning two-factor off",
    role: "editor",
    prepare: async (user, sessionId) => {
      await turnOnTwoFactor(user, sessionId);
    },
    change: (_user, cookie) => accountPost(cookie, { intent: "two-factor-off", password: TEST_PASSWORD }),
    keepsCurrent: true,
  },
  {
    name: "changing the password at /admin/account",
    role: "editor",
    change: (_user, cookie) => accountPost(cookie, { intent: "password", current_password: TEST_PASSWORD, ...newPassword }),
    keepsCurrent: true,
  },
  {
    name: "changing the password at /account",
    role: "customer",
    change: (_user, cookie) =>
      customerAccount.action({ request: postRequest("/account", { intent: "password", current_password: TEST_PASSWORD, ...newPassword }, cookie), context, params: {} }),
    keepsCurrent: true,
  },
  {
    name: "resetting the password by email",
    role: "customer",
    change: async (user) => {
      const token = crypto.randomBytes(32).toString("base64url");
      await insertPasswordReset(db(), { userId: user.id, tokenHash: crypto.createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 60_000) });
      return resetPasswordPage.action({ request: postRequest(`/reset-password/${token}`, newPassword), context, params: { token } });
    },
    keepsCurrent: false,
  },
  {
    name: "an admin's reset of two-factor",
    role: "editor",
    prepare: async (user, sessionId) => {
      await turnOnTwoFactor(user, sessionId);
    },
    change: async (user) => {
      const admin = await createTestUser("admin");
      const adminCookie = await sessionCookieFor(admin.id, "admin");
      const request = adminPost(`/admin/users/${user.id}`, { intent: "reset-two-factor" }, adminCookie);
      return settle(adminUser.action({ request, context, params: { id: String(user.id) } }));
    },
    keepsCurrent: false,
  },
];

describe.each(FACTOR_CHANGES)("$name", ({ role, prepare, change, keepsCurrent }) => {
  tenSecondsIntoAStep();

  it(`ends every other session and API token of the account${keepsCurrent ? "; the current session stays" : ""}`, async () => {
    const user = await createTestUser(role);
    const kind = sessionKindOf(role);
    const current = await startSession(db(), { userId: user.id, kind });
    await prepare?.(user, current.id);
    const other = await startSession(db(), { userId: user.id, kind });
    const bystander = await createTestUser(role);
    const bystanderCookie = await sessionCookieFor(bystander.id, kind);
    const token = await issueApiToken(db(), { userId: user.id });
    const bystanderToken = await issueApiToken(db(), { userId: bystander.id });

    const response = await change(user, cookiePair(current.setCookie));
    expect(response.status, await response.clone().text()).toBeLessThan(400);

    const signedIn = (setCookie: string) => loadSession(db(), getRequest("/", cookiePair(setCookie)), kind);
    expect(await signedIn(other.setCookie)).toBeNull();
    expect(await authenticateApiToken(db(), token)).toBeNull();
    expect((await signedIn(current.setCookie))?.id ?? null).toBe(keepsCurrent ? current.id : null);
    // Someone else's stay.
    expect(await loadSession(db(), getRequest("/", bystanderCookie), kind)).not.toBeNull();
    expect(await authenticateApiToken(db(), bystanderToken)).not.toBeNull();
  });
});
