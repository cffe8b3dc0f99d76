import crypto from "node:crypto";
import zlib from "node:zlib";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import {
  deleteApiToken,
  deleteApiTokensOfUser,
  deleteExpiredApiTokensOfUser,
  getApiToken,
  insertApiToken,
  touchApiToken,
} from "~/models/api-token.server";
import { getUserById, type PublicUser } from "~/models/user.server";
import { isStaffRole } from "~/utils/permissions";
import { randomText } from "~/utils/random-text.server";

/**
 * Laravel Sanctum's format, so the old client's stored tokens keep their shape. The checksum lets
 * a mistyped or made-up token be refused without touching the database.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const RANDOM_LENGTH = 40;
const SECRET_PATTERN = /^[A-Za-z0-9]{40}[0-9a-f]{8}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
// Writing last_used_at on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface TokenUse {
  tokenId: number;
  user: PublicUser;
}

function crc32Hex(text: string): string {
  return zlib.crc32(text).toString(16).padStart(8, "0");
}

function hashTokenSecret(secret: string): string {
  return crypto.createHash("sha256").update(secret).digest("hex");
}

export function generateTokenSecret(): string {
  const random = randomText(ALPHABET, RANDOM_LENGTH);
  return random + crc32Hex(random);
}

export function parseToken(token: string): { id: number | null; secret: string } | null {
  const bar = token.indexOf("|");
  const idPart = bar === -1 ? null : token.slice(0, bar);
  const secret = bar === -1 ? token : token.slice(bar + 1);
  if (!SECRET_PATTERN.test(secret)) return null;
  if (crc32Hex(secret.slice(0, RANDOM_LENGTH)) !== secret.slice(RANDOM_LENGTH)) return null;
  if (idPart === null) return { id: null, secret };
  if (!/^[1-9][0-9]{0,15}$/.test(idPart)) return null;
  return { id: Number(idPart), secret };
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + env().TOKEN_TTL_DAYS * DAY_MS);
}

/** The token is never readable again. */
export async function issueApiToken(
  database: DB,
  input: { userId: number; name?: string },
): Promise<string> {
  const secret = generateTokenSecret();
  const [, row] = await Promise.all([
    deleteExpiredApiTokensOfUser(database, input.userId),
    insertApiToken(database, {
      userId: input.userId,
      tokenHash: hashTokenSecret(secret),
      name: input.name ?? "api",
      expiresAt: expiryFrom(new Date()),
    }),
  ]);
  return `${row.id}|${secret}`;
}

export async function authenticateApiToken(
  database: DB,
  token: string,
  now: Date = new Date(),
): Promise<TokenUse | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const tokenHash = hashTokenSecret(parsed.secret);
  const row = await getApiToken(database, parsed.id === null ? { tokenHash } : { id: parsed.id });
  if (!row || !timingSafeEqualText(row.token_hash, tokenHash)) return null;
  if (row.expires_at.getTime() <= now.getTime()) return null;

  const user = await getUserById(database, row.user_id);
  if (!user || user.disabled_at !== null) return null;
  if (madeBeforeRequiredSecondFactor(row.created_at, user)) return null;

  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= TOUCH_INTERVAL_MS) {
    await touchApiToken(database, { id: row.id, usedAt: now, expiresAt: expiryFrom(now) });
  }
  return { tokenId: row.id, user };
}

/**
 * Such a token was got with the password alone. Turning two-factor on ends them; this also
 * refuses one a sign-in finishing at that moment wrote after they were ended.
 */
function madeBeforeRequiredSecondFactor(createdAt: Date, user: PublicUser): boolean {
  return env().REQUIRE_TWO_FACTOR && isStaffRole(user.role) && user.totp_enabled_at !== null && createdAt < user.totp_enabled_at;
}

export async function revokeApiToken(database: DB, tokenId: number): Promise<void> {
  await deleteApiToken(database, tokenId);
}

export async function revokeAllApiTokens(database: DB, userId: number): Promise<void> {
  await deleteApiTokensOfUser(database, userId);
}

function timingSafeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
