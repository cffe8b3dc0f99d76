import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { listPasskeysOfUser } from "~/models/passkey.server";
import type { PublicUser } from "~/models/user.server";
import { createTestUser, getRequest, sessionCookieFor, TEST_PASSWORD } from "../../../tests/helpers/auth";
import { SoftAuthenticator } from "../../../tests/helpers/passkey-authenticator";
import { authenticateApiToken, issueApiToken } from "./api-token.server";
import { getAdmin, mustSetUpTwoFactor } from "./auth.server";
import {
  addPasskey,
  CHALLENGE_TTL_MS,
  PASSKEYS_NEED_HOST_NAME,
  PASSKEYS_NEED_SITE_URL,
  registrationOptions,
  relyingPartyFrom,
  removePasskey,
  signInOptions,
  signInWithPasskey,
  type RelyingParty,
} from "./passkeys.server";
import { startSession } from "./session.server";

const SITE = { origin: "https://www.example.test", rpId: "www.example.test" };
const rp = relyingPartyFrom(SITE.origin) as Extract<RelyingParty, { ok: true }>;
const T0 = new Date("2026-11-28T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

async function auditActions(userId: number): Promise<string[]> {
  const rows = await db().selectFrom("audit_event").select("action").where("entity_id", "=", String(userId)).orderBy("id").execute();
  return rows.map((row) => row.action);
}

/** A user with one passkey, registered in a session of their own, on the clock at T0. */
async function userWithPasskey(role: "admin" | "customer" = "admin") {
  const user = await createTestUser(role);
  const kind = role === "customer" ? "customer" : "admin";
  const session = await startSession(db(), { userId: user.id, kind });
  const authenticator = new SoftAuthenticator(SITE);
  const options = await registrationOptions(db(), { user, kind, rp, now: T0 });
  const added = await addPasskey(db(), {
    user,
    kind,
    sessionId: session.id,
    name: "Laptop",
    response: authenticator.register(options),
    rp,
    ip: "192.0.2.1",
    now: T0,
  });
  expect(added.ok).toBe(true);
  return { user, kind, session, authenticator } as const;
}

describe("the relying party", () => {
  it("is the host of SITE_URL, its origin keeping the port", () => {
    expect(relyingPartyFrom("https://www.example.test")).toEqual({ ok: true, id: "www.example.test", origin: "https://www.example.test", name: "www.example.test" });
    expect(relyingPartyFrom("http://localhost:4123")).toMatchObject({ ok: true, id: "localhost", origin: "http://localhost:4123" });
  });

  it("is refused for an IP address, v4 or v6, and missing without SITE_URL", () => {
    expect(relyingPartyFrom("http://127.0.0.1:3000")).toEqual({ ok: false, reason: PASSKEYS_NEED_HOST_NAME });
    expect(relyingPartyFrom("https://[2001:db8::1]")).toEqual({ ok: false, reason: PASSKEYS_NEED_HOST_NAME });
    expect(relyingPartyFrom(undefined)).toEqual({ ok: false, reason: PASSKEYS_NEED_SITE_URL });
  });

  it("puts SITE_URL's host into the options, whatever host a request named", async () => {
    const user = await createTestUser("admin");
    const options = await registrationOptions(db(), { user, kind: "admin", rp, now: T0 });
    expect(options.rp.id).toBe("www.example.test");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect((await signInOptions(db(), { kind: "admin", rp, now: T0 })).rpId).toBe("www.example.test");
  });
});

describe("registering", () => {
  it("keeps the passkey, marks the session and ends the account's other sessions and API tokens", async () => {
    const user = await createTestUser("admin");
    const here = await startSession(db(), { userId: user.id, kind: "admin" });
    const other = await startSession(db(), { userId: user.id, kind: "admin" });
    const token = await issueApiToken(db(), { userId: user.id });
    const authenticator = new SoftAuthenticator(SITE);
    const options = await registrationOptions(db(), { user, kind: "admin", rp, now: T0 });
    const added = await addPasskey(db(), { user, kind: "admin", sessionId: here.id, name: "Phone", response: authenticator.register(options), rp, ip: "192.0.2.1", now: at(1000) });
    expect(added).toMatchObject({ ok: true, passkey: { id: authenticator.id, name: "Phone", last_used_at: null } });

    const sessions = await db().selectFrom("session").select(["id", "passkey_verified"]).where("user_id", "=", user.id).execute();
    expect(sessions).toEqual([{ id: here.id, passkey_verified: true }]);
    expect(sessions.map((session) => session.id)).not.toContain(other.id);
    expect(await authenticateApiToken(db(), token)).toBeNull();
    expect(await auditActions(user.id)).toEqual(["passkey_add"]);
  });

  it("refuses a challenge used twice, one past its five minutes, and another account's", async () => {
    const user = await createTestUser("customer");
    const session = await startSession(db(), { userId: user.id, kind: "customer" });
    const register = (response: Parameters<typeof addPasskey>[1]["response"], now: Date, who: PublicUser = user) =>
      addPasskey(db(), { user: who, kind: "customer", sessionId: session.id, name: "Key", response, rp, ip: "192.0.2.1", now });

    const late = await registrationOptions(db(), { user, kind: "customer", rp, now: T0 });
    expect(await register(new SoftAuthenticator(SITE).register(late), at(CHALLENGE_TTL_MS))).toMatchObject({ ok: false });

    const someoneElse = await createTestUser("customer");
    const theirs = await registrationOptions(db(), { user: someoneElse, kind: "customer", rp, now: T0 });
    expect(await register(new SoftAuthenticator(SITE).register(theirs), T0)).toMatchObject({ ok: false });

    const options = await registrationOptions(db(), { user, kind: "customer", rp, now: T0 });
    const authenticator = new SoftAuthenticator(SITE);
    expect(await register(authenticator.register(options), at(CHALLENGE_TTL_MS - 1))).toMatchObject({ ok: true });
    expect(await register(new SoftAuthenticator(SITE).register(options), at(1))).toMatchObject({ ok: false });
    expect(await listPasskeysOfUser(db(), user.id)).toHaveLength(1);
  });

  it("refuses the same passkey registered a second time", async () => {
    const { user, session, authenticator } = await userWithPasskey("customer");
    const options = await registrationOptions(db(), { user, kind: "customer", rp, now: T0 });
    const again = await addPasskey(db(), { user, kind: "customer", sessionId: session.id, name: "Again", response: authenticator.register(options), rp, ip: "192.0.2.1", now: T0 });
    expect(again).toEqual({ ok: false, reason: "alreadyRegistered" });
    expect(await listPasskeysOfUser(db(), user.id)).toHaveLength(1);
  });

  it("refuses an answer made for another origin or host, or without the user verified", async () => {
    const user = await createTestUser("admin");
    const session = await startSession(db(), { userId: user.id, kind: "admin" });
    const bends = [{ origin: "https://evil.test" }, { rpId: "evil.test" }, { origin: "http://www.example.test" }, { unverified: true }];
    for (const bend of bends) {
      const options = await registrationOptions(db(), { user, kind: "admin", rp, now: T0 });
      const response = new SoftAuthenticator(SITE).register(options, bend);
      const added = await addPasskey(db(), { user, kind: "admin", sessionId: session.id, name: "Key", response, rp, ip: "192.0.2.1", now: T0 });
      expect(added, JSON.stringify(bend)).toMatchObject({ ok: false });
    }
    expect(await listPasskeysOfUser(db(), user.id)).toEqual([]);
  });
});

describe("signing in", () => {
  const signIn = (kind: "admin" | "customer", response: Parameters<typeof signInWithPasskey>[1]["response"], now: Date, ip = "198.51.100.7") =>
    signInWithPasskey(db(), { kind, response, rp, ip, now });

  it("signs in with a passkey, records its use and audits the sign-in", async () => {
    const { user, authenticator } = await userWithPasskey();
    const options = await signInOptions(db(), { kind: "admin", rp, now: at(60_000) });
    const outcome = await signIn("admin", authenticator.signIn(options), at(61_000));
    expect(outcome).toMatchObject({ status: "ok", user: { id: user.id } });
    const [passkey] = await listPasskeysOfUser(db(), user.id);
    expect(passkey.last_used_at).toEqual(at(61_000));
    expect(await auditActions(user.id)).toEqual(["passkey_add", "login"]);
  });

  it("uses a challenge once: the same answer sent again is refused", async () => {
    const { user, authenticator } = await userWithPasskey();
    const options = await signInOptions(db(), { kind: "admin", rp, now: T0 });
    const response = authenticator.signIn(options);
    expect((await signIn("admin", response, at(1))).status).toBe("ok");
    expect((await signIn("admin", response, at(2))).status).toBe("invalid");
    expect(await auditActions(user.id)).toEqual(["passkey_add", "login", "login_failed"]);
  });

  it("refuses a challenge past its five minutes", async () => {
    const { authenticator } = await userWithPasskey();
    const options = await signInOptions(db(), { kind: "admin", rp, now: T0 });
    expect((await signIn("admin", authenticator.signIn(options), at(CHALLENGE_TTL_MS))).status).toBe("invalid");
    const inTime = await signInOptions(db(), { kind: "admin", rp, now: T0 });
    expect((await signIn("admin", authenticator.signIn(inTime), at(CHALLENGE_TTL_MS - 1))).status).toBe("ok");
  });

  it("refuses a signature counter that does not move on, even with a fresh challenge", async () => {
    const { authenticator } = await userWithPasskey();
    const first = await signInOptions(db(), { kind: "admin", rp, now: T0 });
    expect((await signIn("admin", authenticator.signIn(first), T0)).status).toBe("ok");
    const second = await signInOptions(db(), { kind: "admin", rp, now: T0 });
    // A copy of the authenticator (a cloned key) signs with a counter the server has already seen.
    expect((await signIn("admin", authenticator.signIn(second, { counter: authenticator.counter }), T0)).status).toBe("invalid");
  });

  it("refuses an unknown passkey, another site's answer, the other sign-in page and a disabled account", async () => {
    const { user, authenticator } = await userWithPasskey("customer");
    const stranger = new SoftAuthenticator(SITE);
    stranger.userHandle = authenticator.userHandle;
    const cases = [
      { kind: "customer" as const, make: (options: never) => stranger.signIn(options) },
      { kind: "customer" as const, make: (options: never) => authenticator.signIn(options, { origin: "https://evil.test" }) },
      { kind: "customer" as const, make: (options: never) => authenticator.signIn(options, { rpId: "evil.test" }) },
      { kind: "customer" as const, make: (options: never) => authenticator.signIn(options, { unverified: true }) },
      { kind: "admin" as const, make: (options: never) => authenticator.signIn(options) },
    ];
    for (const [index, { kind, make }] of cases.entries()) {
      const options = await signInOptions(db(), { kind, rp, now: T0 });
      // Each from its own address: five failures would otherwise hit the limit this test is not about.
      expect((await signIn(kind, make(options as never), T0, `203.0.113.${index + 1}`)).status, `case ${index}`).toBe("invalid");
    }
    await db().updateTable("user").set({ disabled_at: T0 }).where("id", "=", user.id).execute();
    const options = await signInOptions(db(), { kind: "customer", rp, now: T0 });
    expect((await signIn("customer", authenticator.signIn(options), T0, "203.0.113.99")).status).toBe("invalid");
  });

  it("counts failures like passwords: the sixth from one address for one account is limited", async () => {
    const { authenticator } = await userWithPasskey();
    for (let attempt = 0; attempt < 5; attempt++) {
      const options = await signInOptions(db(), { kind: "admin", rp, now: T0 });
      expect((await signIn("admin", authenticator.signIn(options, { origin: "https://evil.test" }), T0, "192.0.2.50")).status).toBe("invalid");
    }
    const options = await signInOptions(db(), { kind: "admin", rp, now: T0 });
    expect(await signIn("admin", authenticator.signIn(options), T0, "192.0.2.50")).toMatchObject({ status: "limited" });
  });
});

describe("two factors", () => {
  afterEach(() => {
    delete process.env.REQUIRE_TWO_FACTOR;
    resetEnvCache();
  });

  it("a session that used a passkey counts as two-factor while the account keeps one; a password session does not", async () => {
    process.env.REQUIRE_TWO_FACTOR = "true";
    resetEnvCache();
    const { user, session, authenticator } = await userWithPasskey();
    const marked = await startSession(db(), { userId: user.id, kind: "admin", passkeyVerified: true });
    const staff = await getAdmin(getRequest("/admin", marked.setCookie.split(";")[0]));
    expect(staff?.twoFactor).toBe(true);
    expect(mustSetUpTwoFactor(staff!)).toBe(false);

    const password = await getAdmin(getRequest("/admin", await sessionCookieFor(user.id, "admin")));
    expect(password?.twoFactor).toBe(false);
    expect(mustSetUpTwoFactor(password!)).toBe(true);

    // Without a passkey left, the mark no longer stands for a second factor.
    await removePasskey(db(), { user, sessionId: marked.id, passkeyId: authenticator.id, password: TEST_PASSWORD, ip: "192.0.2.11" });
    expect((await getAdmin(getRequest("/admin", marked.setCookie.split(";")[0])))?.twoFactor).toBe(false);
    expect(session.id).not.toBe(marked.id);
  });
});

describe("removing", () => {
  it("needs the password, then removes the passkey and ends the account's other sessions and tokens", async () => {
    const { user, session, authenticator } = await userWithPasskey("customer");
    const other = await startSession(db(), { userId: user.id, kind: "customer" });
    const token = await issueApiToken(db(), { userId: user.id });
    const remove = (password: string, passkeyId = authenticator.id) =>
      removePasskey(db(), { user, sessionId: session.id, passkeyId, password, ip: "192.0.2.9" });

    expect(await remove("")).toMatchObject({ ok: false, field: "password" });
    expect(await remove("wrong password")).toMatchObject({ ok: false, field: "password", status: 422 });
    expect(await listPasskeysOfUser(db(), user.id)).toHaveLength(1);
    expect(await db().selectFrom("session").select("id").where("id", "=", other.id).executeTakeFirst()).toBeDefined();

    const someoneElses = await userWithPasskey("customer");
    expect(await remove(TEST_PASSWORD, someoneElses.authenticator.id)).toMatchObject({ ok: false, field: "passkey", status: 404 });
    expect(await listPasskeysOfUser(db(), someoneElses.user.id)).toHaveLength(1);

    expect(await remove(TEST_PASSWORD)).toEqual({ ok: true, name: "Laptop" });
    expect(await listPasskeysOfUser(db(), user.id)).toEqual([]);
    const left = await db().selectFrom("session").select("id").where("user_id", "=", user.id).execute();
    expect(left).toEqual([{ id: session.id }]);
    expect(await authenticateApiToken(db(), token)).toBeNull();
    expect(await auditActions(user.id)).toEqual(["passkey_add", "passkey_remove"]);
  });

  it("a removed passkey no longer signs in", async () => {
    const { user, session, authenticator } = await userWithPasskey();
    expect(await removePasskey(db(), { user, sessionId: session.id, passkeyId: authenticator.id, password: TEST_PASSWORD, ip: "192.0.2.10" })).toMatchObject({ ok: true });
    const options = await signInOptions(db(), { kind: "admin", rp, now: T0 });
    expect((await signInWithPasskey(db(), { kind: "admin", response: authenticator.signIn(options), rp, ip: "192.0.2.10", now: T0 })).status).toBe("invalid");
  });
});
