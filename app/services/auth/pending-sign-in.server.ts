import crypto from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import { deletePendingSignIn, findPendingSignIn, insertPendingSignIn } from "~/models/pending-sign-in.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { sessionSecret } from "./session.server";

/**
 * No session exists before the code: this proves only that the password was right less than
 * five minutes ago, and only once, since completing deletes the row.
 */

export interface PendingSignIn {
  id: string;
  userId: number;
  email: string;
  redirectTo: string;
}

const PENDING_SIGN_IN_TTL_MS = 5 * 60 * 1000;
const NAME = "__admin_2fa";

const cookies = new Map<string, Cookie>();

function pendingCookie(): Cookie {
  const secret = sessionSecret();
  const production = env().NODE_ENV === "production";
  const key = `${secret}:${production}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(production ? "__Host-admin-2fa" : NAME, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: production,
      secrets: [secret],
      maxAge: PENDING_SIGN_IN_TTL_MS / 1000,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function startPendingSignIn(
  database: DB,
  input: { userId: number; redirectTo: string },
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await insertPendingSignIn(database, {
    id: hashToken(token),
    userId: input.userId,
    redirectTo: safeRedirect(input.redirectTo, ""),
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS),
    now,
  });
  return pendingCookie().serialize(token);
}

/** The browser's Max-Age is not trusted: the five minutes are checked here. */
export async function readPendingSignIn(database: DB, request: Request, now = new Date()): Promise<PendingSignIn | null> {
  const token: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || token.length === 0 || token.length > 100) return null;
  const row = await findPendingSignIn(database, hashToken(token));
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { id: row.id, userId: row.userId, email: row.email, redirectTo: safeRedirect(row.redirectTo, "") };
}

/** False when another request has used it up first. */
export async function consumePendingSignIn(database: DB, pending: Pick<PendingSignIn, "id">): Promise<boolean> {
  return deletePendingSignIn(database, pending.id);
}

export async function clearPendingSignInCookie(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
