import crypto from "node:crypto";
import { db } from "~/db/db.server";
import type { Role, SessionKind } from "~/db/schema";
import { createUser, type PublicUser } from "~/models/user.server";
import { startSession } from "~/services/auth/session.server";

/**
 * Helpers for route tests: users, signed-in cookies and requests that carry them.
 */

export const TEST_PASSWORD = "correct horse battery";

export async function createTestUser(
  role: Role,
  overrides: Partial<{ name: string; email: string; password: string; phone: string }> = {},
): Promise<PublicUser> {
  return createUser(db(), {
    name: overrides.name ?? { admin: "Ada Admin", editor: "Eddie Editor", customer: "Carl Customer" }[role],
    email: overrides.email ?? `${role}-${crypto.randomBytes(4).toString("hex")}@example.test`,
    password: overrides.password ?? TEST_PASSWORD,
    role,
    phone: overrides.phone,
  });
}

/** A `Cookie` header value for a new session of `kind` for the user. */
export async function sessionCookieFor(userId: number, kind: SessionKind): Promise<string> {
  const { setCookie } = await startSession(db(), { userId, kind });
  return cookiePair(setCookie);
}

/** "name=value" of a Set-Cookie header. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0];
}

/** Joins the cookies of a response's Set-Cookie headers into a Cookie header value. */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(/;\s*/).filter(Boolean)) {
    const [name] = pair.split("=");
    jar.set(name, pair);
  }
  for (const header of response.headers.getSetCookie()) {
    const pair = cookiePair(header);
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    const cleared = /max-age=0/i.test(header) || /expires=Thu, 01 Jan 1970/i.test(header);
    if (cleared || value === "") jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export function getRequest(path: string, cookie?: string): Request {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

export function postRequest(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

export const context = { clientIp: "127.0.0.1" };
