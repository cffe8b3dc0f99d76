import type * as Otplib from "otplib";
import type QRCode from "qrcode";

/** A neighbouring step is accepted (a phone's clock may be off); one at or before `lastStep` is not, so a code works once. */

const PERIOD_SECONDS = 30;
const ISSUER = "Company Website";
const CODE_PATTERN = /^[0-9]{6}$/;

// Loaded on first use (docs/deploy.md#memory).
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

/** 160 bits, RFC 4226's recommendation. */
export async function createTotpSecret(): Promise<string> {
  const { generateSecret } = await loadOtplib();
  return generateSecret({ length: 20 });
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);
}

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

export async function totpUri(secret: string, account: string): Promise<string> {
  const { generateURI } = await loadOtplib();
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** Drawn on the server so it shows without JavaScript. */
export async function qrSvg(text: string): Promise<string> {
  const qrcode = await loadQrcode();
  return qrcode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

export function groupInFours(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}
