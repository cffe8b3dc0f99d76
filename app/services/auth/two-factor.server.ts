import type { DB } from "~/db/db.server";
import {
  advanceTotpStep,
  clearPendingTotpSecret,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  getTotpState,
  savePendingTotpSecret,
  consumeRecoveryCode,
} from "~/models/two-factor.server";
import { recordAudit } from "../content/audit.server";
import { sendMail } from "../mail/mail.server";
import { endOtherCredentials } from "./credentials.server";
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes.server";
import { open, seal } from "./secret-box.server";
import { WRONG_CODES_PER_ACCOUNT } from "./rate-limit.server";
import { checkTotp, createTotpSecret, groupInFours, qrSvg, totpUri } from "./totp.server";

// docs/two-factor.md. Only the pending setup screen is ever shown the secret.

export const TWO_FACTOR_CODE_REQUIRED = "A valid two-factor code is required.";

type Actor = { id: number; email: string };

export type TwoFactorStatus =
  | { state: "off" }
  | { state: "pending"; qrSvg: string; secret: string }
  | { state: "on"; since: Date; recoveryCodesLeft: number };

export async function twoFactorStatus(database: DB, user: Actor): Promise<TwoFactorStatus> {
  const state = await getTotpState(database, user.id);
  if (state?.enabledAt) {
    return { state: "on", since: state.enabledAt, recoveryCodesLeft: await countUnusedRecoveryCodes(database, user.id) };
  }
  const secret = state?.sealedSecret ? open(state.sealedSecret) : null;
  if (!secret) return { state: "off" };
  return { state: "pending", qrSvg: await qrSvg(await totpUri(secret, user.email)), secret: groupInFours(secret) };
}

export async function startTwoFactorSetup(database: DB, userId: number): Promise<boolean> {
  return savePendingTotpSecret(database, { userId, sealedSecret: seal(await createTotpSecret()) });
}

export async function cancelTwoFactorSetup(database: DB, userId: number): Promise<void> {
  await clearPendingTotpSecret(database, userId);
}

/**
 * Recovery codes are returned this once; only their hashes are kept. Every other session and
 * API token ends: they were got with the password alone.
 */
export async function confirmTwoFactorSetup(
  database: DB,
  input: { user: Actor; code: string; keepSessionId: string | null; ip?: string; now?: Date },
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false }> {
  const state = await getTotpState(database, input.user.id);
  const secret = state?.sealedSecret && !state.enabledAt ? open(state.sealedSecret) : null;
  if (!secret) return { ok: false };
  const step = await checkTotp({ secret, code: input.code, now: input.now ?? new Date(), lastStep: null });
  if (step === null) return { ok: false };
  const recoveryCodes = generateRecoveryCodes();
  const enabled = await enableTotp(database, { userId: input.user.id, step, recoveryCodeHashes: recoveryCodes.map((code) => hashRecoveryCode(code)) });
  if (!enabled) return { ok: false };
  await endOtherCredentials(database, { userId: input.user.id, keepSessionId: input.keepSessionId });
  await recordAudit(database, {
    actor: input.user,
    action: "two_factor_enable",
    entity: "user",
    entityId: input.user.id,
    summary: "turned two-factor sign-in on; other sessions and API tokens ended",
    ip: input.ip,
  });
  return { ok: true, recoveryCodes };
}

export async function turnOffTwoFactor(
  database: DB,
  input: { user: Actor; keepSessionId: string | null; ip?: string; proof: "password" | "code" },
): Promise<void> {
  await disableTotp(database, input.user.id);
  await endOtherCredentials(database, { userId: input.user.id, keepSessionId: input.keepSessionId });
  await recordAudit(database, {
    actor: input.user,
    action: "two_factor_disable",
    entity: "user",
    entityId: input.user.id,
    summary: `turned two-factor sign-in off (confirmed with ${input.proof === "password" ? "the password" : "a code"}); other sessions and API tokens ended`,
    ip: input.ip,
  });
}

/** Either code is used up by being accepted, so it cannot be replayed. */
export async function verifySecondFactor(
  database: DB,
  input: { userId: number; code: string; now?: Date },
): Promise<"totp" | "recovery" | null> {
  const state = await getTotpState(database, input.userId);
  const secret = state?.enabledAt && state.sealedSecret ? open(state.sealedSecret) : null;
  if (!state || !secret) return null;
  const step = await checkTotp({ secret, code: input.code, now: input.now ?? new Date(), lastStep: state.lastStep });
  if (step !== null) return (await advanceTotpStep(database, { userId: input.userId, step })) ? "totp" : null;
  const recovery = normalizeRecoveryCode(input.code);
  if (recovery && (await consumeRecoveryCode(database, { userId: input.userId, codeHash: hashRecoveryCode(recovery) }))) return "recovery";
  return null;
}

/** A failure to send is logged, never shown to whoever sent the code. */
export async function reportSecondStepLocked(
  database: DB,
  input: { user: { id: number; name: string; email: string }; ip: string },
): Promise<void> {
  const minutes = WRONG_CODES_PER_ACCOUNT.windowSeconds / 60;
  await recordAudit(database, {
    action: "two_factor_locked",
    entity: "user",
    entityId: input.user.id,
    summary: `two-factor step of ${input.user.email} locked for ${minutes} minutes after ${WRONG_CODES_PER_ACCOUNT.limit} wrong codes`,
    ip: input.ip,
  });
  try {
    await sendMail({
      to: input.user.email,
      subject: "Too many wrong two-factor codes",
      text: [
        `Hello ${input.user.name},`,
        "",
        `Someone entered your password correctly and then ${WRONG_CODES_PER_ACCOUNT.limit} wrong two-factor codes for your account.`,
        `The two-factor step of your account is locked for ${minutes} minutes.`,
        "",
        "If it was not you, your password is known to someone else: change it as soon as you can.",
      ].join("\n"),
    });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "two-factor lock email failed", error: String(error) }));
  }
}
