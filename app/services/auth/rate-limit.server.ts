import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { normalizeEmail } from "~/models/user.server";

/**
 * Fixed-window counters in the rate_limit table, so every instance of the site
 * shares them. Each hit is one atomic upsert: a window that has passed restarts
 * at 1, otherwise the count goes up.
 */

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export async function hit(database: DB, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = `${rule.windowSeconds} seconds`;
  const { rows } = await sql<{ count: number; seconds_left: number }>`
    INSERT INTO rate_limit (key, count, reset_at)
    VALUES (${key}, 1, now() + ${window}::interval)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.count + 1 END,
      reset_at = CASE WHEN rate_limit.reset_at <= now() THEN excluded.reset_at ELSE rate_limit.reset_at END
    RETURNING count, ceil(extract(epoch FROM reset_at - now()))::integer AS seconds_left
  `.execute(database);
  const row = rows[0];
  const allowed = row.count <= rule.limit;
  return { allowed, count: row.count, retryAfterSeconds: allowed ? 0 : Math.max(1, row.seconds_left) };
}

/** The state of `key` without counting: allowed while the count is below the limit. */
export async function peek(database: DB, key: string, rule: { limit: number }): Promise<RateLimitResult> {
  const { rows } = await sql<{ count: number; seconds_left: number }>`
    SELECT count, ceil(extract(epoch FROM reset_at - now()))::integer AS seconds_left
    FROM rate_limit WHERE key = ${key} AND reset_at > now()
  `.execute(database);
  const row = rows[0];
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const allowed = row.count < rule.limit;
  return { allowed, count: row.count, retryAfterSeconds: allowed ? 0 : Math.max(1, row.seconds_left) };
}

export async function clear(database: DB, key: string): Promise<void> {
  await database.deleteFrom("rate_limit").where("key", "=", key).execute();
}

export async function purgeExpired(database: DB): Promise<void> {
  await database.deleteFrom("rate_limit").where("reset_at", "<=", sql<Date>`now()`).execute();
}

/** The one wording of a 429, for pages and the API. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${retryAfterSeconds} seconds.`;
}

// Sign-in: failures count, per email+IP and per IP (docs/product.md#security).
const SIGN_IN_FAILURES_PER_EMAIL_AND_IP: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
const SIGN_IN_FAILURES_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
// Registration: every attempt counts.
const REGISTRATIONS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };
// Password reset requests: every attempt counts (each may send an email).
const PASSWORD_RESETS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

function signInKeys(email: string, ip: string) {
  return { emailAndIp: `sign-in:${normalizeEmail(email)}|${ip}`, ip: `sign-in-ip:${ip}` };
}

export async function checkSignInAllowed(
  database: DB,
  input: { email: string; ip: string },
): Promise<RateLimitResult> {
  const keys = signInKeys(input.email, input.ip);
  const [byEmail, byIp] = await Promise.all([
    peek(database, keys.emailAndIp, SIGN_IN_FAILURES_PER_EMAIL_AND_IP),
    peek(database, keys.ip, SIGN_IN_FAILURES_PER_IP),
  ]);
  if (byEmail.allowed && byIp.allowed) return byEmail;
  return {
    allowed: false,
    count: Math.max(byEmail.count, byIp.count),
    retryAfterSeconds: Math.max(byEmail.retryAfterSeconds, byIp.retryAfterSeconds),
  };
}

export async function recordSignInFailure(database: DB, input: { email: string; ip: string }): Promise<void> {
  const keys = signInKeys(input.email, input.ip);
  await Promise.all([
    hit(database, keys.emailAndIp, SIGN_IN_FAILURES_PER_EMAIL_AND_IP),
    hit(database, keys.ip, SIGN_IN_FAILURES_PER_IP),
  ]);
}

/**
 * After a successful sign-in. Only the email+IP counter is cleared: clearing the
 * per-IP one would let a guesser reset it by signing in to an account of its own.
 */
export async function clearSignInFailures(database: DB, input: { email: string; ip: string }): Promise<void> {
  await clear(database, signInKeys(input.email, input.ip).emailAndIp);
}

export async function checkRegistrationAllowed(database: DB, ip: string): Promise<RateLimitResult> {
  return hit(database, `register:${ip}`, REGISTRATIONS_PER_IP);
}

export async function checkPasswordResetAllowed(database: DB, ip: string): Promise<RateLimitResult> {
  return hit(database, `password-reset:${ip}`, PASSWORD_RESETS_PER_IP);
}
