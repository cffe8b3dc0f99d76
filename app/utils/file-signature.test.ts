import sharp from "sharp";
import { detectFileSignature } from "./file-signature";

function bytes(...parts: (string | number[])[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part)));
  return new Uint8Array(Buffer.concat(chunks));
}

/** An ISO base media `ftyp` box with a major brand and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  const header = Buffer.alloc(4);
  header.writeUInt32BE(size);
  return bytes([...header], "ftyp", major, [0, 0, 0, 0], compatible.join(""), [0, 0, 0, 8], "free");
}

async function image(format: "jpeg" | "png" | "webp" | "gif" | "avif"): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer();
  return new Uint8Array(buffer);
}

describe("detectFileSignature", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
  ] as const)("recognises a real %s image", async (format, mime) => {
    const detected = detectFileSignature(await image(format));
    expect(detected).toMatchObject({ kind: "image", mime });
  });

  it("recognises a PDF by %PDF-", () => {
    expect(detectFileSignature(bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"))).toEqual({
      kind: "pdf",
      mime: "application/pdf",
      extension: "pdf",
    });
  });

  it("does not take a PDF signature that is not at the start", () => {
    expect(detectFileSignature(bytes("hello %PDF-1.7"))).toEqual({ kind: "unknown" });
  });

  it.each(["isom", "mp42", "mp41", "iso5", "avc1"])("recognises MP4 with major brand %s", (brand) => {
    expect(detectFileSignature(ftyp(brand, "isom", "mp41"))).toMatchObject({ kind: "video", mime: "video/mp4" });
  });

  it("recognises MP4 by a compatible brand", () => {
    expect(detectFileSignature(ftyp("XAVC", "mp42", "iso2"))).toMatchObject({ kind: "video", mime: "video/mp4" });
  });

  it("takes ftyp avif and avis as AVIF images, not video", () => {
    expect(detectFileSignature(ftyp("avif", "mif1", "miaf"))).toMatchObject({ kind: "image", mime: "image/avif" });
    expect(detectFileSignature(ftyp("avis", "msf1", "iso8"))).toMatchObject({ kind: "image", mime: "image/avif" });
    expect(detectFileSignature(ftyp("mif1", "avif", "miaf"))).toMatchObject({ kind: "image", mime: "image/avif" });
  });

  it("refuses HEIC stills and QuickTime movies", () => {
    expect(detectFileSignature(ftyp("heic", "mif1", "heic"))).toEqual({ kind: "unknown" });
    expect(detectFileSignature(ftyp("qt  ", "qt  "))).toEqual({ kind: "unknown" });
  });

  it("recognises WebM by its EBML header and DocType", () => {
    const webm = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], "webm", [0x42, 0x87]);
    expect(detectFileSignature(webm)).toEqual({ kind: "video", mime: "video/webm", extension: "webm" });
  });

  it("does not take plain Matroska for WebM", () => {
    const mkv = bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], "matroska", [0x42, 0x87]);
    expect(detectFileSignature(mkv)).toEqual({ kind: "unknown" });
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'],
    ['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['\xef\xbb\xbf  <!-- logo -->\n<svg width="10">'],
    ['<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><SVG>'],
  ])("recognises SVG text: %s", (text) => {
    expect(detectFileSignature(bytes(text))).toEqual({ kind: "svg" });
  });

  it("recognises UTF-16 SVG", () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("<svg></svg>", "utf16le")]);
    expect(detectFileSignature(new Uint8Array(utf16))).toEqual({ kind: "svg" });
  });

  it.each([
    ["<!DOCTYPE html><html><body><script>alert(1)</script>"],
    ["\n\n<html><head>"],
    ['<?xml version="1.0"?><rss version="2.0"></rss>'],
    ["<script>alert(1)</script>"],
  ])("recognises HTML and XML as markup: %s", (text) => {
    expect(detectFileSignature(bytes(text))).toEqual({ kind: "markup" });
  });

  it("answers unknown for plain text, empty and short input", () => {
    expect(detectFileSignature(bytes("just some words"))).toEqual({ kind: "unknown" });
    expect(detectFileSignature(new Uint8Array())).toEqual({ kind: "unknown" });
    expect(detectFileSignature(bytes([0xff, 0xd8]))).toEqual({ kind: "unknown" });
    expect(detectFileSignature(bytes("RIFF\0\0\0\0WAVE"))).toEqual({ kind: "unknown" });
  });
});
