import crypto from "node:crypto";
import { sessionSecret } from "./session.server";

/**
 * Sealed so a copy of the database alone does not hold them. Each key has its own HKDF purpose
 * label: SESSION_SECRET also signs cookies, and one key must never serve two uses.
 */

const VERSION = "v1";
const keys = new Map<string, Buffer>();

export function derivedKey(purpose: string, secret: string = sessionSecret()): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync("sha256", secret, "company-site", purpose, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

export function seal(plain: string, key: Buffer = derivedKey("totp-secret")): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** Null when the text was not sealed with this key or was altered. */
export function open(sealed: string, key: Buffer = derivedKey("totp-secret")): string | null {
  const [version, iv, tag, body, extra] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined || extra !== undefined) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
