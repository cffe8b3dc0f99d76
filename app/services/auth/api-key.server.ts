import crypto from "node:crypto";
import type { DB } from "~/db/db.server";
import { deleteApiKey, getApiKeyByHash, getApiKeyById, insertApiKey, touchApiKey, type ApiKey } from "~/models/api-key.server";
import { getUserById, type PublicUser } from "~/models/user.server";
import type { ApiKeyValues } from "~/schemas/api-key";
import type { FieldErrors } from "~/schemas/parse";
import { recordAudit } from "~/services/content/audit.server";
import { randomText } from "~/utils/random-text.server";

/**
 * Keys for integrations (docs/api.md#api-keys). A key acts for the admin who made it, within its
 * scope and never beyond an editor's reach; it stops working when that admin is no longer an
 * active admin. Only a SHA-256 hash is stored: the key is random enough that a slow hash adds nothing.
 */

const API_KEY_PREFIX = "apikey_";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const RANDOM_LENGTH = 40;
const KEY_PATTERN = /^apikey_[A-Za-z0-9]{40}$/;
// Shown in lists so keys can be told apart: the prefix and four characters.
const START_LENGTH = API_KEY_PREFIX.length + 4;
// Writing last_used_at on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

export type ApiKeyInfo = Omit<ApiKey, "key_hash">;
export interface KeyUse {
  key: ApiKeyInfo;
  owner: PublicUser;
}

type Context = { actor: { id: number; email: string }; ip: string | null };

function hashKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export async function createApiKey(
  database: DB,
  values: ApiKeyValues,
  context: Context,
  now: Date = new Date(),
): Promise<{ ok: true; key: ApiKeyInfo; token: string } | { ok: false; fieldErrors: FieldErrors }> {
  if (values.expires_at && values.expires_at.getTime() <= now.getTime()) {
    return { ok: false, fieldErrors: { expires_at: ["Expires at must be a date and time to come"] } };
  }
  const token = API_KEY_PREFIX + randomText(ALPHABET, RANDOM_LENGTH);
  const key = await database.transaction().execute(async (trx) => {
    const row = await insertApiKey(trx, {
      userId: context.actor.id,
      name: values.name,
      scope: values.scope,
      keyHash: hashKey(token),
      keyStart: token.slice(0, START_LENGTH),
      expiresAt: values.expires_at,
    });
    await recordAudit(trx, {
      ...context,
      action: "create",
      entity: "api_key",
      entityId: row.id,
      summary: `API key “${row.name}” (${row.scope}) made`,
    });
    return row;
  });
  return { ok: true, key, token };
}

export async function revokeApiKey(database: DB, id: number, context: Context): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const key = await getApiKeyById(trx, id);
    if (!key || !(await deleteApiKey(trx, id))) return false;
    await recordAudit(trx, { ...context, action: "delete", entity: "api_key", entityId: id, summary: `API key “${key.name}” revoked` });
    return true;
  });
}

/** Null for a key that is malformed, unknown, expired, or whose admin can no longer use the admin. */
export async function authenticateApiKey(database: DB, token: string, now: Date = new Date()): Promise<KeyUse | null> {
  if (!KEY_PATTERN.test(token)) return null;
  const row = await getApiKeyByHash(database, hashKey(token));
  if (!row) return null;
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return null;
  const owner = await getUserById(database, row.user_id);
  if (!owner || owner.disabled_at !== null || owner.role !== "admin") return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= TOUCH_INTERVAL_MS) await touchApiKey(database, row.id);
  const { key_hash: _hash, ...key } = row;
  return { key, owner };
}

/** How the audit log names a key's writes: its admin, and the key by name. */
export function keyActorEmail(use: KeyUse): string {
  return `${use.owner.email} (API key “${use.key.name}”)`;
}
