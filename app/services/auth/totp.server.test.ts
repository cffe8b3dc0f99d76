import { generateSync } from "otplib";
import { checkTotp, createTotpSecret, groupInFours, qrSvg, totpStep, totpUri } from "./totp.server";

/** A controllable clock: codes are made and checked at moments the test picks. */
const T0 = new Date("2026-11-26T10:00:15Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const codeAt = (secret: string, moment: Date) => generateSync({ secret, epoch: Math.floor(moment.getTime() / 1000) });

describe("TOTP codes", () => {
  let secret: string;
  beforeAll(async () => {
    secret = await createTotpSecret();
  });

  it("makes 160-bit base32 secrets", async () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await createTotpSecret()).not.toBe(secret);
  });

  it("matches RFC 6238's SHA-1 test vector", async () => {
    // RFC 6238 appendix B: key "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits → 287082.
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(await checkTotp({ secret: rfcSecret, code: "287082", now: new Date(59_000), lastStep: null })).toBe(1);
  });

  it("accepts the current code and one step of drift either way, no more", async () => {
    const step = totpStep(T0);
    expect(await checkTotp({ secret, code: codeAt(secret, T0), now: T0, lastStep: null })).toBe(step);
    expect(await checkTotp({ secret, code: codeAt(secret, at(-30)), now: T0, lastStep: null })).toBe(step - 1);
    expect(await checkTotp({ secret, code: codeAt(secret, at(30)), now: T0, lastStep: null })).toBe(step + 1);
    expect(await checkTotp({ secret, code: codeAt(secret, at(-60)), now: T0, lastStep: null })).toBeNull();
    expect(await checkTotp({ secret, code: codeAt(secret, at(60)), now: T0, lastStep: null })).toBeNull();
  });

  it("refuses a code of a step already used, and any earlier one", async () => {
    const step = totpStep(T0);
    expect(await checkTotp({ secret, code: codeAt(secret, T0), now: T0, lastStep: step })).toBeNull();
    expect(await checkTotp({ secret, code: codeAt(secret, at(-30)), now: T0, lastStep: step })).toBeNull();
    expect(await checkTotp({ secret, code: codeAt(secret, at(30)), now: T0, lastStep: step })).toBe(step + 1);
    // A last step beyond the window (a clock set back) leaves nothing to accept, without an error.
    expect(await checkTotp({ secret, code: codeAt(secret, T0), now: T0, lastStep: step + 5 })).toBeNull();
  });

  it("refuses what is not six digits, and forgives spaces", async () => {
    const code = codeAt(secret, T0);
    expect(await checkTotp({ secret, code: `${code.slice(0, 3)} ${code.slice(3)}`, now: T0, lastStep: null })).toBe(totpStep(T0));
    for (const wrong of ["", "12345", "1234567", "abcdef", `${code}0`]) {
      expect(await checkTotp({ secret, code: wrong, now: T0, lastStep: null })).toBeNull();
    }
  });

  it("shows the secret in groups of four and draws the QR code as SVG", async () => {
    expect(groupInFours("ABCDEFGHIJKLMNOPQR")).toBe("ABCD EFGH IJKL MNOP QR");
    const uri = await totpUri(secret, "ada@example.test");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    const svg = await qrSvg(uri);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});
