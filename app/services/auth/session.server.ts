import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie, type Cookie } from "@remix-run/node";
import type { DB } from "~/db/db.server";
import type { Role, SessionKind } from "~/db/schema";
import { env } from "~/env.server";
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
  type SessionWithUser,
} from "~/models/session.server";

/**
 * The table stores the cookie id's SHA-256, so a copy of the database cannot be replayed as
 * cookies. docs/decisions/002-sessions.md explains the numbers.
 */

export type { SessionKind };

export function sessionKindOf(role: Role): SessionKind {
  return role === "customer" ? "customer" : "admin";
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_POLICY: Record<SessionKind, { cookieName: string; idleMs: number; absoluteMs: number }> = {
  customer: { cookieName: "__customer", idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  admin: { cookieName: "__admin", idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
};

/** `__Host-` in production, so no sibling subdomain can plant or overwrite one. */
function sessionCookieName(kind: SessionKind): string {
  const name = SESSION_POLICY[kind].cookieName;
  return env().NODE_ENV === "production" ? `__Host-${name.replace(/^_+/, "")}` : name;
}

export const SESSION_COOKIE_NAMES = Object.values(SESSION_POLICY).flatMap((policy) => [
  policy.cookieName,
  `__Host-${policy.cookieName.replace(/^_+/, "")}`,
]);

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = MINUTE;

let secretCache: { file: string; secret: string } | undefined;

/** Outside production a generated one is kept in DATA_DIR, so restarts keep sessions. */
export function sessionSecret(): string {
  const configured = env().SESSION_SECRET;
  if (configured) return configured;
  const file = path.resolve(env().DATA_DIR, "session-secret");
  if (secretCache?.file === file) return secretCache.secret;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": when two instances start together, only one writes; the other reads.
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  secretCache = { file, secret: fs.readFileSync(file, "utf8").trim() };
  return secretCache.secret;
}

const cookies = new Map<string, Cookie>();

function sessionCookie(kind: SessionKind): Cookie {
  const secret = sessionSecret();
  const cacheKey = `${kind}:${secret}:${env().NODE_ENV}`;
  let cookie = cookies.get(cacheKey);
  if (!cookie) {
    cookie = createCookie(sessionCookieName(kind), {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env().NODE_ENV === "production",
      secrets: [secret],
      maxAge: Math.floor(SESSION_POLICY[kind].absoluteMs / 1000),
    });
    cookies.set(cacheKey, cookie);
  }
  return cookie;
}

function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function readSessionId(request: Request, kind: SessionKind): Promise<string | null> {
  const token: unknown = await sessionCookie(kind).parse(request.headers.get("Cookie"));
  return typeof token === "string" && token.length > 0 ? hashSessionToken(token) : null;
}

/** The id is always fresh, never one the browser offered, so a planted cookie cannot become a signed-in one. */
export async function startSession(
  database: DB,
  input: { userId: number; kind: SessionKind; ip?: string | null; userAgent?: string | null; passkeyVerified?: boolean },
): Promise<{ id: string; setCookie: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const id = hashSessionToken(token);
  await insertSession(database, {
    id,
    userId: input.userId,
    kind: input.kind,
    ip: input.ip,
    userAgent: input.userAgent,
    passkeyVerified: input.passkeyVerified,
    expiresAt: new Date(Date.now() + SESSION_POLICY[input.kind].absoluteMs),
  });
  return { id, setCookie: await sessionCookie(input.kind).serialize(token) };
}

export async function loadSession(
  database: DB,
  request: Request,
  kind: SessionKind,
): Promise<SessionWithUser | null> {
  const id = await readSessionId(request, kind);
  if (!id) return null;
  const session = await findSessionWithUser(database, id, kind);
  if (!session) return null;

  const now = Date.now();
  const idleTooLong = now - session.lastSeenAt.getTime() >= SESSION_POLICY[kind].idleMs;
  const expired = now >= session.expiresAt.getTime();
  if (idleTooLong || expired || session.user.disabledAt !== null || sessionKindOf(session.user.role) !== kind) {
    await deleteSession(database, id);
    return null;
  }
  if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(database, id);
  }
  return session;
}

export async function endSession(database: DB, request: Request, kind: SessionKind): Promise<string> {
  const id = await readSessionId(request, kind);
  if (id) await deleteSession(database, id);
  return clearSessionCookie(kind);
}

async function clearSessionCookie(kind: SessionKind): Promise<string> {
  return sessionCookie(kind).serialize("", { maxAge: 0, expires: new Date(0) });
}
