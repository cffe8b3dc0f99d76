import crypto from "node:crypto";

/**
 * `length` characters drawn evenly from `alphabet` with crypto.randomBytes.
 * Bytes at or above the largest multiple of the alphabet's size are skipped:
 * taken modulo, they would favour the first characters.
 */
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
