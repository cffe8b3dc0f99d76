import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import * as adminAccount from "~/routes/admin.account";
import * as customerAccount from "~/routes/_public.account";
import * as adminLogin from "~/routes/admin_.login";
import * as register from "~/routes/passkeys.register";
import * as registrationOptions from "~/routes/passkeys.registration-options";
import * as signIn from "~/routes/passkeys.sign-in";
import * as signInOptions from "~/routes/passkeys.sign-in-options";
import { getAdmin } from "~/services/auth/auth.server";
import { PASSKEYS_NEED_HOST_NAME, PASSKEYS_NEED_SITE_URL } from "~/services/auth/passkeys.server";
import { startSession } from "~/services/auth/session.server";
import { context, cookiePair, createTestUser, getRequest, postRequest, sessionCookieFor, TEST_PASSWORD } from "../../tests/helpers/auth";
import { SoftAuthenticator } from "../../tests/helpers/passkey-authenticator";

/**
 * The /passkeys/ endpoints as the page's script calls them: every refusal a client can
 * provoke is a 4xx with a message, never a 500, and the whole ceremony works through them.
 */

const SITE_URL = "https://passkeys.example.test";
const SITE = { origin: SITE_URL, rpId: "passkeys.example.test" };

type Handler = (args: { request: Request; params: object; context: typeof context }) => Promise<Response> | Response;

async function call(handler: Handler, request: Request): Promise<Response> {
  try {
    return await handler({ request, params: {}, context });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function postJson(path: string, body: unknown, cookie?: string): Request {
  return new Request(`${SITE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function setSiteUrl(value: string | undefined) {
  if (value === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = value;
  resetEnvCache();
}

beforeEach(() => setSiteUrl(SITE_URL));
afterAll(() => setSiteUrl(undefined));

/** Registers a passkey through the endpoints; returns the authenticator and the session cookie that added it. */
async function registerThroughRoutes(role: "admin" | "customer") {
  const user = await createTestUser(role);
  const kind = role === "customer" ? "customer" : "admin";
  const cookie = await sessionCookieFor(user.id, kind);
  const optionsAnswer = await call(registrationOptions.action as Handler, postJson("/passkeys/registration-options", { kind, name: "Laptop" }, cookie));
  expect(optionsAnswer.status).toBe(200);
  const { options } = await optionsAnswer.json();
  const authenticator = new SoftAuthenticator(SITE);
  const added = await call(register.action as Handler, postJson("/passkeys/register", { kind, name: "Laptop", response: authenticator.register(options) }, cookie));
  expect(added.status).toBe(201);
  return { user, kind, cookie, authenticator } as const;
}

async function signInAnswer(kind: "admin" | "customer", make: (options: PublicKeyCredentialRequestOptionsJSON) => unknown, redirectTo?: string) {
  const optionsAnswer = await call(signInOptions.action as Handler, postJson("/passkeys/sign-in-options", { kind }));
  const { options } = (await optionsAnswer.json()) as { options: PublicKeyCredentialRequestOptionsJSON };
  const response = make(options);
  return { response, answer: await call(signIn.action as Handler, postJson("/passkeys/sign-in", { kind, response, redirectTo })) };
}

it("adds a passkey and signs in with it, skipping the code step, to a session that counts as two-factor", async () => {
  const { user, authenticator } = await registerThroughRoutes("admin");
  const { answer } = await signInAnswer("admin", (options) => authenticator.signIn(options), "/admin/setting");
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ redirectTo: "/admin/setting" });
  const cookie = cookiePair(answer.headers.get("Set-Cookie")!);
  const staff = await getAdmin(getRequest("/admin/dashboard", cookie));
  expect(staff).toMatchObject({ id: user.id, twoFactor: true });
});

it("refuses the same answer sent twice, and an answer to a challenge it never gave", async () => {
  const { authenticator } = await registerThroughRoutes("customer");
  const { response, answer } = await signInAnswer("customer", (options) => authenticator.signIn(options));
  expect(answer.status).toBe(200);
  const again = await call(signIn.action as Handler, postJson("/passkeys/sign-in", { kind: "customer", response }));
  expect(again.status).toBe(401);
  expect((await again.json()).message).toMatch(/could not sign you in/);
  const invented = authenticator.signIn({ challenge: "bm90LWEtY2hhbGxlbmdl", rpId: SITE.rpId } as never);
  expect((await call(signIn.action as Handler, postJson("/passkeys/sign-in", { kind: "customer", response: invented }))).status).toBe(401);
});

it("answers a customer's German page in German; the admin, and a locale the site does not have, in English", async () => {
  process.env.SITE_LOCALES = "en,de";
  resetEnvCache();
  onTestFinished(() => {
    delete process.env.SITE_LOCALES;
    resetEnvCache();
  });
  const { authenticator, cookie } = await registerThroughRoutes("customer");
  const { response } = await signInAnswer("customer", (options) => authenticator.signIn(options));
  const refusal = async (body: Record<string, unknown>) => (await (await call(signIn.action as Handler, postJson("/passkeys/sign-in", { response, ...body }))).json()).message;
  expect(await refusal({ kind: "customer", locale: "de" })).toBe(
    "Mit diesem Passkey konnten Sie nicht angemeldet werden. Versuchen Sie es erneut oder melden Sie sich mit E-Mail und Passwort an.",
  );
  expect(await refusal({ kind: "customer", locale: "fr" })).toMatch(/^This passkey could not sign you in/);
  expect(await refusal({ kind: "admin", locale: "de" })).toMatch(/^This passkey could not sign you in/);

  // Adding one says so, naming it, in the page's language.
  const optionsAnswer = await call(registrationOptions.action as Handler, postJson("/passkeys/registration-options", { kind: "customer", locale: "de", name: "Telefon" }, cookie));
  const { options } = await optionsAnswer.json();
  const added = await call(register.action as Handler, postJson("/passkeys/register", { kind: "customer", locale: "de", name: "Telefon", response: new SoftAuthenticator(SITE).register(options) }, cookie));
  expect(added.status).toBe(201);
  expect((await added.json()).message).toBe("Der Passkey „Telefon“ wurde hinzugefügt. Ihre anderen Sitzungen wurden abgemeldet.");
});

it("answers 400 to unreadable or misshapen bodies and 401 to an unknown passkey, never 500", async () => {
  const bodies = ["{not json", "[]", "null", JSON.stringify({ kind: "root" }), JSON.stringify({ kind: "admin", response: { id: "x" } }), JSON.stringify({ kind: "admin", response: "text" })];
  for (const body of bodies) {
    const answer = await call(signIn.action as Handler, postJson("/passkeys/sign-in", body));
    expect(answer.status, body).toBe(400);
    expect(typeof (await answer.json()).message, body).toBe("string");
  }
  const stranger = new SoftAuthenticator(SITE);
  const { answer } = await signInAnswer("admin", (options) => stranger.signIn(options));
  expect(answer.status).toBe(401);
  expect((await call(signInOptions.action as Handler, postJson("/passkeys/sign-in-options", "{}"))).status).toBe(400);
  expect((await call(signIn.loader as Handler, getRequest("/passkeys/sign-in"))).status).toBe(405);
});

it("refuses to register without a session, with a bad name, or with an answer to no challenge", async () => {
  const noSession = await call(registrationOptions.action as Handler, postJson("/passkeys/registration-options", { kind: "customer", name: "Key" }));
  expect(noSession.status).toBe(401);
  const customer = await createTestUser("customer");
  const cookie = await sessionCookieFor(customer.id, "customer");
  const badName = await call(registrationOptions.action as Handler, postJson("/passkeys/registration-options", { kind: "customer", name: " " }, cookie));
  expect(badName.status).toBe(400);
  expect((await badName.json()).errors).toEqual({ name: "Name is required" });
  // A customer's session is no admin's.
  expect((await call(registrationOptions.action as Handler, postJson("/passkeys/registration-options", { kind: "admin", name: "Key" }, cookie))).status).toBe(401);
  const invented = new SoftAuthenticator(SITE).register({ challenge: "bm90LWEtY2hhbGxlbmdl", user: { id: "dXNlcg" } } as never);
  const answer = await call(register.action as Handler, postJson("/passkeys/register", { kind: "customer", name: "Key", response: invented }, cookie));
  expect(answer.status).toBe(400);
});

it("has no passkeys without SITE_URL or with an IP address in it, and says why on the account page", async () => {
  const admin = await createTestUser("admin");
  const cookie = await sessionCookieFor(admin.id, "admin");
  for (const [siteUrl, reason] of [[undefined, PASSKEYS_NEED_SITE_URL], ["http://192.0.2.10:3000", PASSKEYS_NEED_HOST_NAME]] as const) {
    setSiteUrl(siteUrl);
    const answer = await call(signInOptions.action as Handler, postJson("/passkeys/sign-in-options", { kind: "admin" }));
    expect(answer.status).toBe(404);
    expect((await answer.json()).message).toBe(reason);
    const page = await (await call(adminAccount.loader as Handler, getRequest("/admin/account", cookie))).json();
    expect(page.passkeysUnavailable).toBe(reason);
    const login = await (await call(adminLogin.loader as Handler, getRequest("/admin/login"))).json();
    expect(login.passkeys).toBe(false);
  }
});

it("lists the account's passkeys and removes one with the password from the account page, ending the other sessions", async () => {
  const { user, cookie, authenticator } = await registerThroughRoutes("customer");
  const other = await startSession(db(), { userId: user.id, kind: "customer" });
  const page = await (await call(customerAccount.loader as Handler, getRequest("/account", cookie))).json();
  expect(page.passkeys).toEqual([expect.objectContaining({ id: authenticator.id, name: "Laptop", lastUsedAt: null })]);

  const wrong = await call(customerAccount.action as Handler, postRequest("/account", { intent: "passkey-remove", passkey: authenticator.id, password: "not it" }, cookie));
  expect(wrong.status).toBe(422);
  const removed = await call(customerAccount.action as Handler, postRequest("/account", { intent: "passkey-remove", passkey: authenticator.id, password: TEST_PASSWORD }, cookie));
  expect(removed.status).toBe(302);
  expect(removed.headers.get("Location")).toBe("/account?saved=passkey-removed");
  expect(await db().selectFrom("session").select("id").where("id", "=", other.id).executeTakeFirst()).toBeUndefined();
  expect(await db().selectFrom("passkey").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
});
