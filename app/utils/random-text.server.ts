import crypto from "node:crypto";

/** Bytes at or above the alphabet size's largest multiple are skipped: modulo, they would favour the first characters. */
export function randomText(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let text = "";
  while (text.length < length) {
    for (const byte of crypto.randomBytes(length)) {
      if (byte < limit && text.length < length) text += alphabet[byte % alphabet.length];
    }
  }
  return text;
}
