import { generateSync } from "otplib";
import { afterEach, beforeEach, vi } from "vitest";
import { resetEnvCache } from "~/env.server";
import { db } from "~/db/db.server";
import { getTotpState } from "~/models/two-factor.server";
import { open } from "~/services/auth/secret-box.server";
import { confirmTwoFactorSetup, startTwoFactorSetup } from "~/services/auth/two-factor.server";

/** The code an authenticator app shows for the secret at a moment (now by default). */
export function totpCode(secret: string, moment: Date = new Date()): string {
  return generateSync({ secret, epoch: Math.floor(moment.getTime() / 1000) });
}

/** The base32 secret the user's row holds sealed (pending or on). */
export async function storedSecret(userId: number): Promise<string> {
  const state = await getTotpState(db(), userId);
  const secret = state?.sealedSecret ? open(state.sealedSecret) : null;
  if (!secret) throw new Error(`user ${userId} has no two-factor secret`);
  return secret;
}

/**
 * Turns two-factor on for the user the way the account screen does, with a
 * first code of 30 seconds ago (so the current step is still unused). As on
 * the screen, every session but `keepSessionId` (the one turning it on) and
 * every API token of the user end.
 */
export async function turnOnTwoFactor(
  user: { id: number; email: string },
  keepSessionId: string | null = null,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await startTwoFactorSetup(db(), user.id);
  const secret = await storedSecret(user.id);
  const result = await confirmTwoFactorSetup(db(), { user, code: totpCode(secret, new Date(Date.now() - 30_000)), keepSessionId });
  if (!result.ok) throw new Error("two-factor setup was refused");
  return { secret, recoveryCodes: result.recoveryCodes };
}

/**
 * For the calling block's tests, the clock (Date only) stands ten seconds into
 * a 30-second step, so the codes a test computes are of known steps; the
 * database keeps its own time.
 */
export function tenSecondsIntoAStep(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** REQUIRE_TWO_FACTOR=true for the calling block's tests. */
export function requireTwoFactorHere(): void {
  beforeEach(() => {
    process.env.REQUIRE_TWO_FACTOR = "true";
    resetEnvCache();
  });
  afterEach(() => {
    delete process.env.REQUIRE_TWO_FACTOR;
    resetEnvCache();
  });
}
