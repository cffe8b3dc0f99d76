import { isIPv4, isIPv6 } from "node:net";
import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { normalizeEmail } from "~/models/user.server";

/**
 * Fixed-window counters in a table, so every instance shares them. A limit is decided by the
 * count the atomic upsert returns, never by a read before it: attempts arriving together each
 * get a count of their own, so no more of them pass than the limit.
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

/** For reading only: a limit decided on it would let attempts arriving together all pass. */
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

export async function giveBack(database: DB, key: string): Promise<void> {
  await database
    .updateTable("rate_limit")
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where("key", "=", key)
    .where("reset_at", ">", sql<Date>`now()`)
    .execute();
}

export async function purgeExpired(database: DB): Promise<void> {
  await database.deleteFrom("rate_limit").where("reset_at", "<=", sql<Date>`now()`).execute();
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${retryAfterSeconds} seconds.`;
}

/**
 * IPv6 counts by its /64: one subscriber usually holds a whole /64, so counting each address
 * would give a guesser billions of fresh counters.
 */
export function addressForLimits(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const address = ip.toLowerCase().split("%")[0].replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head, tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}

// Limits: docs/product.md#security.
const SIGN_IN_FAILURES_PER_EMAIL_AND_IP: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
const SIGN_IN_FAILURES_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
const REGISTRATIONS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };
const PASSWORD_RESETS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };
const REFUSED_INVITATIONS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

export const WRONG_CODES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

function signInKeys(email: string, ip: string) {
  const address = addressForLimits(ip);
  return { emailAndIp: `sign-in:${normalizeEmail(email)}|${address}`, ip: `sign-in-ip:${address}` };
}

function secondFactorKey(userId: number): string {
  return `second-factor:${userId}`;
}

/**
 * Taken before the password is checked, so attempts sent together cannot all pass a check none
 * of them has counted yet. The account's counter goes first so a burst at one locked account
 * never holds places on the address's counter and crowds out its other attempts.
 */
export async function takeSignInAttempt(
  database: DB,
  input: { email: string; ip: string },
): Promise<RateLimitResult> {
  const keys = signInKeys(input.email, input.ip);
  const byEmail = await hit(database, keys.emailAndIp, SIGN_IN_FAILURES_PER_EMAIL_AND_IP);
  // A refused attempt counts nowhere, or retries at a locked account would use up the address's allowance.
  if (!byEmail.allowed) {
    const [byIp] = await Promise.all([peek(database, keys.ip, SIGN_IN_FAILURES_PER_IP), giveBack(database, keys.emailAndIp)]);
    return refusal(byEmail, byIp);
  }
  const byIp = await hit(database, keys.ip, SIGN_IN_FAILURES_PER_IP);
  if (byIp.allowed) return byEmail;
  await Promise.all([giveBack(database, keys.emailAndIp), giveBack(database, keys.ip)]);
  return refusal(byEmail, byIp);
}

function refusal(byEmail: RateLimitResult, byIp: RateLimitResult): RateLimitResult {
  return {
    allowed: false,
    count: Math.max(byEmail.count, byIp.count),
    retryAfterSeconds: Math.max(byEmail.retryAfterSeconds, byIp.retryAfterSeconds),
  };
}

/** Clearing the per-address counter would let a guesser reset it by signing in to an account of its own. */
export async function recordSignInSuccess(database: DB, input: { email: string; ip: string }): Promise<void> {
  const keys = signInKeys(input.email, input.ip);
  await Promise.all([clear(database, keys.emailAndIp), giveBack(database, keys.ip)]);
}

/** Forgets no failure until the second step succeeds, so re-entering the password buys no code guesses. */
export async function releaseSignInAttempt(database: DB, input: { email: string; ip: string }): Promise<void> {
  const keys = signInKeys(input.email, input.ip);
  await Promise.all([giveBack(database, keys.emailAndIp), giveBack(database, keys.ip)]);
}

/**
 * The account's counter ignores the address, so spreading guesses over many addresses buys
 * nothing; it comes last so nothing after it can refuse an attempt it let through.
 */
export async function takeSecondFactorAttempt(
  database: DB,
  input: { userId: number; email: string; ip: string },
): Promise<RateLimitResult & { accountAttemptsLeft: number }> {
  const byAddress = await takeSignInAttempt(database, input);
  if (!byAddress.allowed) return { ...byAddress, accountAttemptsLeft: WRONG_CODES_PER_ACCOUNT.limit };
  const key = secondFactorKey(input.userId);
  const byAccount = await hit(database, key, WRONG_CODES_PER_ACCOUNT);
  if (byAccount.allowed) return { ...byAccount, accountAttemptsLeft: WRONG_CODES_PER_ACCOUNT.limit - byAccount.count };
  await Promise.all([giveBack(database, key), releaseSignInAttempt(database, input)]);
  return { ...byAccount, accountAttemptsLeft: 0 };
}

export async function releaseSecondFactorAttempt(database: DB, userId: number): Promise<void> {
  await giveBack(database, secondFactorKey(userId));
}

export async function checkRegistrationAllowed(database: DB, ip: string): Promise<RateLimitResult> {
  return hit(database, `register:${addressForLimits(ip)}`, REGISTRATIONS_PER_IP);
}

export async function checkPasswordResetAllowed(database: DB, ip: string): Promise<RateLimitResult> {
  return hit(database, `password-reset:${addressForLimits(ip)}`, PASSWORD_RESETS_PER_IP);
}

/** An accepted link gives its attempt back, so only refused links stay counted. */
export async function takeInvitationAttempt(database: DB, ip: string): Promise<RateLimitResult> {
  return hit(database, invitationKey(ip), REFUSED_INVITATIONS_PER_IP);
}

export async function releaseInvitationAttempt(database: DB, ip: string): Promise<void> {
  await giveBack(database, invitationKey(ip));
}

function invitationKey(ip: string): string {
  return `accept-invite:${addressForLimits(ip)}`;
}
