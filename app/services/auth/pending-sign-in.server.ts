import { createCookie, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/env.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { sessionSecret } from "./session.server";

/**
 * Between a correct password and the code of an account with two-factor on,
 * no session exists: the browser holds this short-lived signed cookie naming
 * the account (and where to go afterwards). It proves only that the password
 * was right a few minutes ago; the second step still counts every wrong code
 * against the sign-in limits.
 */

export interface PendingSignIn {
  userId: number;
  email: string;
  redirectTo: string;
}

const TTL_MS = 5 * 60 * 1000;
const NAME = "__admin_2fa";

const valueSchema = z.object({
  userId: z.number().int().positive(),
  email: z.string().max(254),
  redirectTo: z.string().max(2000),
  expiresAt: z.number(),
});

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
      maxAge: TTL_MS / 1000,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

export async function pendingSignInCookie(pending: PendingSignIn, now = new Date()): Promise<string> {
  return pendingCookie().serialize({ ...pending, expiresAt: now.getTime() + TTL_MS });
}

/** Null when there is none, it was tampered with, or its five minutes have passed (the browser's Max-Age is not trusted). */
export async function readPendingSignIn(request: Request, now = new Date()): Promise<PendingSignIn | null> {
  const parsed = valueSchema.safeParse(await pendingCookie().parse(request.headers.get("Cookie")));
  if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null;
  const { userId, email, redirectTo } = parsed.data;
  return { userId, email, redirectTo: safeRedirect(redirectTo, "") };
}

export async function clearPendingSignInCookie(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
