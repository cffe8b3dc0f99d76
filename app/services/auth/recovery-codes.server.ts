import crypto from "node:crypto";
import { randomText } from "~/utils/random-text.server";
import { derivedKey } from "./secret-box.server";

/** Keyed hashes only: a copy of the database alone is not enough to try every code offline. */

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${randomText(ALPHABET, 5)}-${randomText(ALPHABET, 5)}`);
}

/** Case, spaces and a missing hyphen forgiven. */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toLowerCase().replace(/[\s-]+/g, "");
  const code = compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
  return PATTERN.test(code) ? code : null;
}

export function hashRecoveryCode(code: string, key: Buffer = derivedKey("recovery-code")): string {
  return crypto.createHmac("sha256", key).update(code).digest("hex");
}
