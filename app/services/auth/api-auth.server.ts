import { db } from "~/db/db.server";
import type { Role } from "~/db/schema";
import { can, isStaffRole, type Area } from "~/utils/permissions";
import { forbidden, jsonMessage, unauthenticated } from "~/services/api/http.server";
import { authenticateApiKey, isApiKey, keyActorEmail, type KeyUse } from "./api-key.server";
import { authenticateApiToken, bearerToken, type TokenUse } from "./api-token.server";
import { detailsRequireLogin, getAdmin, getCustomer, mustSetUpTwoFactor, type SessionUser } from "./auth.server";

export interface ApiUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  via: "token" | "session" | "key";
  tokenId: number | null;
  sessionId: string | null;
  twoFactor: boolean;
}

function fromToken(use: TokenUse): ApiUser {
  const { id, name, email, role } = use.user;
  return { id, name, email, role, via: "token", tokenId: use.tokenId, sessionId: null, twoFactor: use.user.totp_enabled_at !== null };
}

/**
 * A key acts for the admin who made it, as an editor: it never reaches the admin-only areas (users,
 * settings of the site, keys themselves). Its writes are audited under its name, and the admin's
 * second factor was asked when the key was made.
 */
function fromKey(use: KeyUse): ApiUser {
  const { id, name } = use.owner;
  return { id, name, email: keyActorEmail(use), role: "editor", via: "key", tokenId: null, sessionId: null, twoFactor: true };
}

const READ_ONLY_KEY = "This API key may only read: its scope is read.";

function fromSession(user: SessionUser): ApiUser {
  const { id, name, email, role, sessionId, twoFactor } = user;
  return { id, name, email, role, via: "session", tokenId: null, sessionId, twoFactor };
}

/**
 * A bad Authorization header is refused, never falls back to the cookie: otherwise a page could
 * ride on the visitor's session and skip the CSRF check header-authenticated requests skip.
 */
async function resolveApiUser(request: Request): Promise<ApiUser | null> {
  if (request.headers.has("Authorization")) {
    const token = bearerToken(request);
    if (token && isApiKey(token)) {
      const keyUse = await authenticateApiKey(db(), token);
      if (!keyUse) throw unauthenticated();
      // Checked here, once for every route: no write can be reached with a read key.
      if (keyUse.key.scope === "read" && request.method !== "GET" && request.method !== "HEAD") throw jsonMessage(READ_ONLY_KEY, 403);
      return fromKey(keyUse);
    }
    const tokenUse = token ? await authenticateApiToken(db(), token) : null;
    if (!tokenUse) throw unauthenticated();
    return fromToken(tokenUse);
  }
  const admin = await getAdmin(request);
  if (admin) return fromSession(admin);
  const customer = await getCustomer(request);
  return customer ? fromSession(customer) : null;
}

// Several guards may ask about one request; each lookup (and its sliding-expiry write) happens once.
const resolved = new WeakMap<Request, Promise<ApiUser | null>>();

export function getApiUser(request: Request): Promise<ApiUser | null> {
  let user = resolved.get(request);
  if (!user) {
    user = resolveApiUser(request);
    resolved.set(request, user);
  }
  return user;
}

export async function requireApiUser(request: Request): Promise<ApiUser> {
  const user = await getApiUser(request);
  if (!user) throw unauthenticated();
  return user;
}

const TWO_FACTOR_SETUP_REQUIRED = "Two-factor sign-in is required: turn it on at /admin/account first.";

function checkTwoFactorSetUp(user: ApiUser): ApiUser {
  if (mustSetUpTwoFactor(user)) throw jsonMessage(TWO_FACTOR_SETUP_REQUIRED, 403);
  return user;
}

export async function requireApiAdmin(request: Request): Promise<ApiUser> {
  const user = await requireApiUser(request);
  if (user.role !== "admin") throw forbidden();
  return checkTwoFactorSetUp(user);
}

/** Customers are refused before anything about the admin API is told (such as a 404). */
export async function requireApiStaffMember(request: Request): Promise<ApiUser> {
  const user = await requireApiUser(request);
  if (!isStaffRole(user.role)) throw forbidden();
  return checkTwoFactorSetUp(user);
}

export async function requireApiStaff(request: Request, area: Area): Promise<ApiUser> {
  const user = await requireApiUser(request);
  if (!can(user.role, area)) throw forbidden();
  return checkTwoFactorSetUp(user);
}

/** `guarded`: needed only while site.require_login_for_details is on. */
export async function requireApiCustomer(request: Request): Promise<ApiUser>;
export async function requireApiCustomer(request: Request, options: { guarded: true }): Promise<ApiUser | null>;
export async function requireApiCustomer(
  request: Request,
  options: { guarded?: boolean } = {},
): Promise<ApiUser | null> {
  const user = await getApiUser(request);
  if (user) return user;
  if (options.guarded && !(await detailsRequireLogin(db()))) return null;
  throw unauthenticated();
}
