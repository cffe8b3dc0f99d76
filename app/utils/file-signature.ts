/** Never from the file's name or the client's content type (docs/product.md#limits). */

type ImageMime = "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "image/avif";
type VideoMime = "video/mp4" | "video/webm";

export type FileSignature =
  | { kind: "image"; mime: ImageMime; extension: string }
  | { kind: "pdf"; mime: "application/pdf"; extension: "pdf" }
  | { kind: "video"; mime: VideoMime; extension: string }
  /** SVG is recognised so it can be refused with its own message. */
  | { kind: "svg" }
  | { kind: "markup" }
  | { kind: "unknown" };

export const SIGNATURE_BYTES = 4096;

const AVIF_BRANDS = new Set(["avif", "avis"]);
// ISO base media brands that browsers play as video/mp4. QuickTime ("qt  ") and
// HEIF stills ("heic", "mif1" without avif) are deliberately absent.
const MP4_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso7", "iso8", "iso9",
  "mp41", "mp42", "mp71", "avc1", "dash", "M4V ", "M4VH", "M4VP", "mmp4", "MSNV", "NDAS", "f4v ",
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}

function ftypBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return undefined;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize >= 16 ? boxSize : 16, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    brands.push(ascii(bytes, offset, offset + 4));
  }
  return brands;
}

function detectFtyp(bytes: Uint8Array): FileSignature | undefined {
  const brands = ftypBrands(bytes);
  if (!brands) return undefined;
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) {
    return { kind: "image", mime: "image/avif", extension: "avif" };
  }
  if (brands.some((brand) => MP4_BRANDS.has(brand))) {
    return { kind: "video", mime: "video/mp4", extension: "mp4" };
  }
  return { kind: "unknown" };
}

function detectWebm(bytes: Uint8Array): FileSignature | undefined {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return undefined;
  // The EBML header names its DocType near the start; plain Matroska is not WebM.
  const header = ascii(bytes, 4, 64);
  return header.includes("webm")
    ? { kind: "video", mime: "video/webm", extension: "webm" }
    : { kind: "unknown" };
}

function detectMarkup(bytes: Uint8Array): FileSignature | undefined {
  let text = ascii(bytes, 0, SIGNATURE_BYTES);
  if (text.startsWith("\xef\xbb\xbf")) text = text.slice(3);
  else if (text.startsWith("\xff\xfe") || text.startsWith("\xfe\xff")) {
    text = text.slice(2).replace(/\0/g, "");
  }
  const lower = text.trimStart().toLowerCase();
  if (!lower.startsWith("<")) return undefined;
  if (/<svg[\s>/]/.test(lower) || lower.includes("<!doctype svg")) return { kind: "svg" };
  return { kind: "markup" };
}

export function detectFileSignature(bytes: Uint8Array): FileSignature {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: "image", mime: "image/png", extension: "png" };
  }
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") {
    return { kind: "image", mime: "image/gif", extension: "gif" };
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { kind: "image", mime: "image/webp", extension: "webp" };
  }
  if (ascii(bytes, 0, 5) === "%PDF-") return { kind: "pdf", mime: "application/pdf", extension: "pdf" };
  return detectFtyp(bytes) ?? detectWebm(bytes) ?? detectMarkup(bytes) ?? { kind: "unknown" };
}
