import type * as Otplib from "otplib";
import type QRCode from "qrcode";

/**
 * Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1,
 * 6 digits, a new code every 30 seconds. A code of the step before or after
 * the server's is accepted too (a phone's clock may be a little off), none
 * further away; a step at or before `lastStep` is refused, so a code works once.
 */

const PERIOD_SECONDS = 30;
const ISSUER = "Company Website";
const CODE_PATTERN = /^[0-9]{6}$/;

// Both loaded on first use, so a process that only serves pages never loads them (docs/deploy.md#memory).
let otplibModule: Promise<typeof Otplib> | undefined;
function loadOtplib(): Promise<typeof Otplib> {
  otplibModule ??= import("otplib");
  return otplibModule;
}

let qrcodeModule: Promise<typeof QRCode> | undefined;
function loadQrcode(): Promise<typeof QRCode> {
  qrcodeModule ??= import("qrcode").then((module) => module.default);
  return qrcodeModule;
}

/** 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export async function createTotpSecret(): Promise<string> {
  const { generateSecret } = await loadOtplib();
  return generateSecret({ length: 20 });
}

/** The 30-second step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);
}

/** The step the code belongs to, or null when it is wrong, too far off, or of a step already used. */
export async function checkTotp(input: { secret: string; code: string; now: Date; lastStep: number | null }): Promise<number | null> {
  const code = input.code.replace(/\s+/g, "");
  if (!CODE_PATTERN.test(code)) return null;
  const epoch = Math.floor(input.now.getTime() / 1000);
  // otplib refuses an afterTimeStep beyond its window; such a step leaves nothing to accept anyway.
  if (input.lastStep !== null && input.lastStep >= totpStep(input.now) + 1) return null;
  const { verifySync } = await loadOtplib();
  const result = verifySync({
    secret: input.secret,
    token: code,
    epoch,
    epochTolerance: PERIOD_SECONDS,
    afterTimeStep: input.lastStep ?? undefined,
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export async function totpUri(secret: string, account: string): Promise<string> {
  const { generateURI } = await loadOtplib();
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** The QR code as an SVG element, drawn on the server so it shows without JavaScript. */
export async function qrSvg(text: string): Promise<string> {
  const qrcode = await loadQrcode();
  return qrcode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** "ABCD EFGH …": easier to copy by hand into an app. */
export function groupInFours(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}
