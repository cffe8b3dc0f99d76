import { json, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { db, type DB } from "~/db/db.server";
import type { Role } from "~/db/schema";
import { can, isStaffRole, type Area } from "~/utils/permissions";
import { env } from "~/env.server";
import { localePath, splitLocalePath } from "~/utils/locales";
import { endAllSignIns, getUserById, recordLogin, type PublicUser } from "~/models/user.server";
import { pathWithQuery, safeRedirect } from "~/utils/safe-redirect";
import { recordAudit } from "../content/audit.server";
import { verifyCredentials } from "./credentials.server";
import { consumePendingSignIn, type PendingSignIn } from "./pending-sign-in.server";
import {
  recordSignInSuccess,
  releaseSecondFactorAttempt,
  releaseSignInAttempt,
  takeSecondFactorAttempt,
  takeSignInAttempt,
} from "./rate-limit.server";
import { endSession, loadSession, sessionKindOf, startSession, type SessionKind } from "./session.server";
import { reportSecondStepLocked, verifySecondFactor } from "./two-factor.server";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The session table's row id, not the cookie's value. */
  sessionId: string;
  /**
   * Two factors stand behind this session: the account has the app's codes on (every
   * session of it passed a code), or a passkey of the account, still registered, was used in it.
   */
  twoFactor: boolean;
}

export const CREDENTIALS_MISMATCH = "These credentials do not match our records.";

export const SIGN_IN_PAGES: Record<SessionKind, { login: string; home: string; afterLogout: string }> = {
  customer: { login: "/login", home: "/", afterLogout: "/" },
  admin: { login: "/admin/login", home: "/admin/dashboard", afterLogout: "/admin/login" },
};

class InvalidCredentialsError extends Error {
  constructor() {
    super(CREDENTIALS_MISMATCH);
    this.name = "InvalidCredentialsError";
  }
}

function formStrategy(role: SessionKind) {
  return new FormStrategy<PublicUser>(async ({ form }) => {
    const user = await verifyCredentials(db(), {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      kind: role,
    });
    if (!user) throw new InvalidCredentialsError();
    return user;
  });
}

// remix-auth 4 only verifies; the session is ours.
const authenticator = new Authenticator<PublicUser>()
  .use(formStrategy("customer"), "customer")
  .use(formStrategy("admin"), "admin");

export type SignInOutcome =
  | { status: "ok"; user: PublicUser }
  | { status: "two-factor"; user: PublicUser }
  | { status: "invalid" }
  | { status: "limited"; retryAfterSeconds: number };

/** An attempt refused by the rate limit is not audited: a flood must not flood the log. */
async function attemptSignIn(
  database: DB,
  input: { kind: SessionKind; email: string; ip: string },
  verify: () => Promise<PublicUser | null>,
): Promise<SignInOutcome> {
  const limit = await takeSignInAttempt(database, input);
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };

  const user = await verify();
  if (!user) {
    await recordAudit(database, {
      action: "login_failed",
      entity: "user",
      summary: `${input.kind} sign-in failed for ${input.email.slice(0, 254)}`,
      ip: input.ip,
    });
    return { status: "invalid" };
  }
  if (input.kind === "admin" && user.totp_enabled_at !== null) {
    await releaseSignInAttempt(database, input);
    return { status: "two-factor", user };
  }
  await completeSignIn(database, { ...input, user, summary: `${input.kind} signed in` });
  return { status: "ok", user };
}

async function completeSignIn(
  database: DB,
  input: { email: string; ip: string; user: PublicUser; summary: string },
): Promise<void> {
  await Promise.all([
    recordSignInSuccess(database, input),
    recordLogin(database, input.user.id),
    recordAudit(database, {
      actor: { id: input.user.id, email: input.user.email },
      action: "login",
      entity: "user",
      entityId: input.user.id,
      summary: input.summary,
      ip: input.ip,
    }),
  ]);
}

/** With `pending`, a correct code completes the sign-in only for the request that uses the pending state up. */
export async function signInSecondStep(
  database: DB,
  input: { kind: SessionKind; userId: number; email: string; code: string; ip: string; now?: Date; pending?: Pick<PendingSignIn, "id"> },
): Promise<SignInOutcome> {
  const limit = await takeSecondFactorAttempt(database, input);
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const user = await getUserById(database, input.userId);
  const usable = user && user.disabled_at === null && sessionKindOf(user.role) === input.kind && user.totp_enabled_at !== null;
  const via = usable ? await verifySecondFactor(database, { userId: input.userId, code: input.code, now: input.now }) : null;
  const completes = via !== null && (!input.pending || (await consumePendingSignIn(database, input.pending)));
  if (!user || !via || !completes) {
    await recordAudit(database, {
      action: "login_failed",
      entity: "user",
      summary: `${input.kind} sign-in failed at the two-factor step for ${input.email.slice(0, 254)}${via && !completes ? " (the pending sign-in was already used)" : ""}`,
      ip: input.ip,
    });
    if (user && limit.accountAttemptsLeft === 0) await reportSecondStepLocked(database, { user, ip: input.ip });
    return { status: "invalid" };
  }
  await releaseSecondFactorAttempt(database, user.id);
  const summary = `${input.kind} signed in with two-factor${via === "recovery" ? " (a recovery code)" : ""}`;
  await completeSignIn(database, { email: input.email, ip: input.ip, user, summary });
  return { status: "ok", user };
}

/** Counts like a sign-in attempt, so a borrowed session is no way to guess a password or code without limit. */
export async function checkWithSignInLimit<T>(
  database: DB,
  input: { email: string; ip: string },
  check: () => Promise<T | null>,
): Promise<{ status: "ok"; value: T } | { status: "invalid" } | { status: "limited"; retryAfterSeconds: number }> {
  const limit = await takeSignInAttempt(database, input);
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const value = await check();
  if (value === null) return { status: "invalid" };
  await releaseSignInAttempt(database, input);
  return { status: "ok", value };
}

/** The request body is left unread for the caller. */
export async function authenticateForm(
  request: Request,
  input: { kind: SessionKind; email: string; ip: string },
): Promise<SignInOutcome> {
  return attemptSignIn(db(), input, async () => {
    try {
      return await authenticator.authenticate(input.kind, request.clone());
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return null;
      throw error;
    }
  });
}

export async function signInWithPassword(
  database: DB,
  input: { kind: SessionKind; email: string; password: string; ip: string },
): Promise<SignInOutcome> {
  return attemptSignIn(database, input, () =>
    verifyCredentials(database, { email: input.email, password: input.password, kind: input.kind }),
  );
}

async function sessionUser(request: Request, kind: SessionKind): Promise<SessionUser | null> {
  const session = await loadSession(db(), request, kind);
  if (!session) return null;
  const { id, name, email, role, twoFactorSince, hasPasskey } = session.user;
  const twoFactor = twoFactorSince !== null || (session.passkeyVerified && hasPasskey);
  return { id, name, email, role, sessionId: session.id, twoFactor };
}

export function getCustomer(request: Request): Promise<SessionUser | null> {
  return sessionUser(request, "customer");
}

export function getAdmin(request: Request): Promise<SessionUser | null> {
  return sessionUser(request, "admin");
}

export async function getVisitor(request: Request): Promise<{ customer: SessionUser | null; admin: SessionUser | null }> {
  const [customer, admin] = await Promise.all([getCustomer(request), getAdmin(request)]);
  return { customer, admin };
}

/** A customer on a page in another of the site's languages signs in in that language (/de/login). */
function loginRedirect(kind: SessionKind, request: Request): Response {
  const params = new URLSearchParams({ redirectTo: pathWithQuery(request.url) });
  const locales = env().SITE_LOCALES;
  const { locale } = splitLocalePath(new URL(request.url).pathname, locales);
  const login = kind === "customer" ? localePath(locale, SIGN_IN_PAGES.customer.login, locales) : SIGN_IN_PAGES[kind].login;
  return redirect(`${login}?${params}`);
}

const FORBIDDEN_MESSAGE = "You are not allowed to do this.";

export function forbiddenPage(): Response {
  return json({ message: FORBIDDEN_MESSAGE }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
}

const TWO_FACTOR_SETUP_PAGE = "/admin/account";

export function mustSetUpTwoFactor(user: { role: Role; twoFactor: boolean }): boolean {
  return env().REQUIRE_TWO_FACTOR && isStaffRole(user.role) && !user.twoFactor;
}

function isTwoFactorSetupPage(request: Request): boolean {
  return new URL(request.url).pathname.toLowerCase().replace(/\/+$/, "") === TWO_FACTOR_SETUP_PAGE;
}

/** While REQUIRE_TWO_FACTOR waits for them, every screen but the account screen sends them there. */
export async function requireStaffMember(request: Request): Promise<SessionUser> {
  const staff = await getAdmin(request);
  if (!staff) throw loginRedirect("admin", request);
  if (mustSetUpTwoFactor(staff) && !isTwoFactorSetupPage(request)) {
    throw redirect(TWO_FACTOR_SETUP_PAGE, { headers: { "Cache-Control": "private, no-store" } });
  }
  return staff;
}

export async function requireStaff(request: Request, area: Area): Promise<SessionUser> {
  const staff = await requireStaffMember(request);
  if (!can(staff.role, area)) throw forbiddenPage();
  return staff;
}

export async function requireAdmin(request: Request): Promise<SessionUser> {
  const staff = await requireStaffMember(request);
  if (staff.role !== "admin") throw forbiddenPage();
  return staff;
}

/** An admin session does not count. */
export async function requireSignedInCustomer(request: Request): Promise<SessionUser> {
  const customer = await getCustomer(request);
  if (!customer) throw loginRedirect("customer", request);
  return customer;
}

/** True when the setting or the field is missing. */
export async function detailsRequireLogin(database: DB): Promise<boolean> {
  const row = await database.selectFrom("setting").select("value").where("name", "=", "site").executeTakeFirst();
  const value = (row?.value as Record<string, unknown> | undefined)?.require_login_for_details;
  return typeof value === "boolean" ? value : true;
}

/** Despite the name, a signed-in admin passes too, and everyone passes while site.require_login_for_details is off. */
export async function requireCustomer(request: Request): Promise<SessionUser | null> {
  const { customer, admin } = await getVisitor(request);
  const visitor = customer ?? admin;
  if (visitor) return visitor;
  if (await detailsRequireLogin(db())) throw loginRedirect("customer", request);
  return null;
}

/** Ends the session the browser held first, so no session id survives a sign-in. */
export async function startSignedInSession(
  request: Request,
  input: { user: Pick<PublicUser, "id">; kind: SessionKind; redirectTo?: string | null; ip?: string; passkey?: boolean },
): Promise<{ setCookie: string; location: string }> {
  const database = db();
  await endSession(database, request, input.kind);
  const { setCookie } = await startSession(database, {
    userId: input.user.id,
    kind: input.kind,
    ip: input.ip,
    userAgent: request.headers.get("User-Agent"),
    passkeyVerified: input.passkey,
  });
  return { setCookie, location: safeRedirect(input.redirectTo, SIGN_IN_PAGES[input.kind].home) };
}

export async function signIn(
  request: Request,
  input: { user: Pick<PublicUser, "id">; kind: SessionKind; redirectTo?: string | null; ip?: string },
): Promise<Response> {
  const { setCookie, location } = await startSignedInSession(request, input);
  return redirect(location, { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } });
}

export async function signOut(
  request: Request,
  kind: SessionKind,
  options: { ip?: string; redirectTo?: string } = {},
): Promise<Response> {
  const database = db();
  const user = await sessionUser(request, kind);
  const setCookie = await endSession(database, request, kind);
  if (user) {
    await recordAudit(database, {
      actor: { id: user.id, email: user.email },
      action: "logout",
      entity: "user",
      entityId: user.id,
      summary: `${kind} signed out`,
      ip: options.ip,
    });
  }
  return redirect(safeRedirect(options.redirectTo, SIGN_IN_PAGES[kind].afterLogout), {
    headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" },
  });
}

export async function endAllSessionsOfUser(database: DB, userId: number): Promise<void> {
  await endAllSignIns(database, userId);
}
