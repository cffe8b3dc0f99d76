import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { KyselyPlugin } from "kysely";
import sharp from "sharp";
import { db } from "~/db/db.server";
import {
  cleanOriginalName,
  deleteMediaFiles,
  mediaFileKeys,
  saveUpload,
  UploadError,
  variantStorageKey,
} from "./media-upload.server";
import { createFilesystemStorage, readAll, type Storage } from "./storage.server";

let root: string;
let store: Storage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "media-upload-test-"));
  store = createFilesystemStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#2a6fdb" } });
}

async function refusal(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

async function mediaCount(): Promise<number> {
  const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("saveUpload: images", () => {
  it("stores a JPEG with its WebP variants and records it", async () => {
    const jpeg = await picture(2000, 1000).jpeg().toBuffer();
    const media = await saveUpload(db(), { file: jpeg, originalName: "Team photo.JPG", alt: " Our team " }, store);

    expect(media).toMatchObject({
      kind: "image",
      mime: "image/jpeg",
      original_name: "Team photo.JPG",
      alt: "Our team",
      width: 2000,
      height: 1000,
      size_bytes: jpeg.length,
      sha256: crypto.createHash("sha256").update(jpeg).digest("hex"),
      variants: [480, 960, 1600],
    });
    expect(media.id).toBeGreaterThan(0);
    expect(media.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(await readAll((await store.getStream(media.storage_key))!)).toEqual(jpeg);

    for (const width of [480, 960, 1600]) {
      const variant = await readAll((await store.getStream(variantStorageKey(media.storage_key, width)))!);
      const metadata = await sharp(variant).metadata();
      expect(metadata).toMatchObject({ format: "webp", width, height: width / 2 });
    }
    expect(await storedFiles()).toEqual(mediaFileKeys(media).sort());
  });

  it("makes only the variants narrower than the original", async () => {
    const png = await picture(1000, 500).png().toBuffer();
    const media = await saveUpload(db(), { file: png, originalName: "chart.png" }, store);
    expect(media).toMatchObject({ mime: "image/png", variants: [480, 960], width: 1000 });

    const small = await picture(480, 300).webp().toBuffer();
    const smallMedia = await saveUpload(db(), { file: small, originalName: "icon.webp" }, store);
    expect(smallMedia).toMatchObject({ mime: "image/webp", variants: [], width: 480, height: 300 });
  });

  it("reads the upload from a file on disk", async () => {
    const file = path.join(root, "upload-source");
    await picture(700, 700).avif().toFile(file);
    const media = await saveUpload(db(), { file, originalName: "photo.avif" }, store);
    expect(media).toMatchObject({ kind: "image", mime: "image/avif", width: 700, height: 700, variants: [480] });
    expect(media.storage_key).toMatch(/\.avif$/);
    // The source stays where it was: removing it is the caller's business.
    await expect(fs.stat(file)).resolves.toBeTruthy();
  });

  it("records the dimensions as displayed, after EXIF orientation", async () => {
    const rotated = await picture(1200, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const media = await saveUpload(db(), { file: rotated, originalName: "portrait.jpg" }, store);
    expect(media).toMatchObject({ width: 600, height: 1200, variants: [480] });
    const variant = await readAll((await store.getStream(variantStorageKey(media.storage_key, 480)))!);
    expect(await sharp(variant).metadata()).toMatchObject({ width: 480, height: 960 });
  });

  it("keeps an animated GIF as it is, without still variants", async () => {
    const frames = await Promise.all(["#ff0000", "#0000ff"].map((background) =>
      sharp({ create: { width: 900, height: 300, channels: 3, background } }).png().toBuffer(),
    ));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const media = await saveUpload(db(), { file: gif, originalName: "banner.gif" }, store);
    expect(media).toMatchObject({ mime: "image/gif", width: 900, height: 300, variants: [] });
  });

  it("decides the type by bytes, not by the name", async () => {
    const png = await picture(100, 100).png().toBuffer();
    const media = await saveUpload(db(), { file: png, originalName: "looks-like.pdf" }, store);
    expect(media).toMatchObject({ kind: "image", mime: "image/png" });
    expect(media.storage_key).toMatch(/\.png$/);
  });
});

describe("saveUpload: PDF and video", () => {
  it("stores a PDF without dimensions or variants", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const media = await saveUpload(db(), { file: pdf, originalName: "company-profile.pdf" }, store);
    expect(media).toMatchObject({ kind: "pdf", mime: "application/pdf", width: null, height: null, variants: [] });
    expect(media.storage_key).toMatch(/\.pdf$/);
  });

  it("stores MP4 and WebM videos", async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42\0\0\0\0isommp42"), Buffer.alloc(64)]);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from("webm"),
      Buffer.alloc(64),
    ]);
    expect(await saveUpload(db(), { file: mp4, originalName: "intro.mp4" }, store)).toMatchObject({
      kind: "video",
      mime: "video/mp4",
    });
    expect(await saveUpload(db(), { file: webm, originalName: "intro.webm" }, store)).toMatchObject({
      kind: "video",
      mime: "video/webm",
    });
  });
});

describe("saveUpload: refusals", () => {
  it("refuses a 14000×14000 PNG by its header, as over 40 megapixels", async () => {
    // Flat colour compresses to well under 5 MB, so the pixel rule is what refuses it.
    const huge = await picture(14000, 14000).png().toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const error = await refusal(saveUpload(db(), { file: huge, originalName: "huge.png" }, store));
    expect(error).toMatchObject({ status: 422, message: "Image is larger than 40 megapixels" });
  });

  it("refuses SVG, even named .png", async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const error = await refusal(saveUpload(db(), { file: svg, originalName: "logo.png" }, store));
    expect(error).toMatchObject({ status: 422, message: "SVG images are not accepted" });
  });

  it("refuses an HTML file named .png", async () => {
    const html = Buffer.from("<!DOCTYPE html><html><body><script>document.cookie</script></body></html>");
    const error = await refusal(saveUpload(db(), { file: html, originalName: "photo.png" }, store));
    expect(error).toMatchObject({ status: 422, message: "This file type is not accepted" });
  });

  it("refuses unknown bytes and an empty file", async () => {
    for (const file of [Buffer.from("PK\x03\x04 a zip file"), Buffer.alloc(0)]) {
      const error = await refusal(saveUpload(db(), { file, originalName: "x.jpg" }, store));
      expect(error).toMatchObject({ status: 422, message: "This file type is not accepted" });
    }
  });

  it("refuses an image over 5 MB with 413", async () => {
    const big = Buffer.concat([await picture(64, 64).jpeg().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]);
    const error = await refusal(saveUpload(db(), { file: big, originalName: "big.jpg" }, store));
    expect(error).toMatchObject({ status: 413, message: "Image is larger than 5 MB" });
  });

  it("refuses a PDF over 20 MB with 413", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(20 * 1024 * 1024)]);
    const error = await refusal(saveUpload(db(), { file: big, originalName: "big.pdf" }, store));
    expect(error).toMatchObject({ status: 413, message: "PDF is larger than 20 MB" });
  });

  it("refuses a video over 100 MB with 413", async () => {
    // A sparse file: 100 MB on paper, a few bytes on disk.
    const file = path.join(root, "big-video");
    await fs.writeFile(file, Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from("ftypisom\0\0\0\0isom")]));
    await fs.truncate(file, 100 * 1024 * 1024 + 1);
    const error = await refusal(saveUpload(db(), { file, originalName: "big.mp4" }, store));
    expect(error).toMatchObject({ status: 413, message: "Video is larger than 100 MB" });
  });

  it("refuses an image whose bytes cannot be decoded", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2048)]);
    const error = await refusal(saveUpload(db(), { file: broken, originalName: "broken.jpg" }, store));
    expect(error).toMatchObject({ status: 422, message: "The image could not be read" });
  });

  it("refuses alt text over 300 characters", async () => {
    const png = await picture(10, 10).png().toBuffer();
    const error = await refusal(saveUpload(db(), { file: png, originalName: "a.png", alt: "x".repeat(301) }, store));
    expect(error).toMatchObject({ status: 422, message: "Alt text must be at most 300 characters" });
  });

  it("stores and records nothing when it refuses", async () => {
    const before = await mediaCount();
    const svg = Buffer.from("<svg></svg>");
    await refusal(saveUpload(db(), { file: svg, originalName: "a.svg" }, store));
    await refusal(saveUpload(db(), { file: await picture(14000, 14000).png().toBuffer(), originalName: "b.png" }, store));
    expect(await storedFiles()).toEqual([]);
    expect(await mediaCount()).toBe(before);
  });
});

describe("saveUpload: failures after writing", () => {
  it("removes the stored files when the database insert fails", async () => {
    const failInserts: KyselyPlugin = {
      transformQuery(args) {
        if (args.node.kind === "InsertQueryNode") throw new Error("database went away");
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    };
    const jpeg = await picture(1000, 800).jpeg().toBuffer();
    await expect(
      saveUpload(db().withPlugin(failInserts), { file: jpeg, originalName: "a.jpg" }, store),
    ).rejects.toThrow("database went away");
    expect(await storedFiles()).toEqual([]);
  });
});

describe("deleteMediaFiles", () => {
  it("removes the original and every variant, and tolerates missing files", async () => {
    const media = await saveUpload(db(), { file: await picture(1000, 500).png().toBuffer(), originalName: "a.png" }, store);
    expect(await storedFiles()).toHaveLength(3);
    await deleteMediaFiles(media, store);
    expect(await storedFiles()).toEqual([]);
    await expect(deleteMediaFiles(media, store)).resolves.toBeUndefined();
  });
});

describe("cleanOriginalName", () => {
  it("keeps the base name without control characters", () => {
    expect(cleanOriginalName("C:\\Users\\me\\Photo 1.jpg")).toBe("Photo 1.jpg");
    expect(cleanOriginalName("../../etc/passwd")).toBe("passwd");
    expect(cleanOriginalName("a\u0000b\nc.png")).toBe("abc.png");
    expect(cleanOriginalName("   ")).toBe("file");
    expect(Array.from(cleanOriginalName("é".repeat(400)))).toHaveLength(255);
  });
});
