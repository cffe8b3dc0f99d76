import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import * as collection from "~/routes/api.admin.$resource";
import { loader as mediaLoader } from "~/routes/media.$id.$name";
import { media as mediaCommands } from "~/services/content/media.server";
import { createCallers, type Callers } from "../../../tests/api/fixtures";
import { startS3Server, type S3TestServer } from "../../../tests/helpers/s3";
import { mediaFileKeys, saveUpload, variantStorageKey } from "./media-upload.server";
import {
  checkS3Bucket, createS3Storage, readAll, resetStorage, storage, StorageUnavailableError, type Storage,
} from "./storage.server";
import { sweepOrphanUploads } from "./upload-sweep.server";

/**
 * The S3 driver against a real S3 HTTP server (s3rver): the driver itself, the
 * upload pipeline and /media/{id}/{name} with the bucket as the configured
 * storage, deletes, the sweep, an outage in the middle of an upload, and the
 * start-up check's messages.
 */

let s3: S3TestServer;
let store: Storage;
let callers: Callers;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3Storage(s3.config);
  for (const [name, value] of Object.entries(s3.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  resetEnvCache();
  resetStorage();
  callers = await createCallers();
}, 120_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  resetStorage();
  await s3.close();
});

async function keysInBucket(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.key);
  return keys.sort();
}

function getMediaFile(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { headers });
  const [, , id, name] = new URL(request.url).pathname.split("/");
  return mediaLoader({ request, params: { id, name }, context: { clientIp: "127.0.0.1" } });
}

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#2a6fdb" } }).png().toBuffer();
}

describe("the S3 driver", () => {
  it("stores buffers, streams and files, reads ranges, lists and deletes", async () => {
    await store.put("2026/11/a.txt", Buffer.from("hello world"));
    await store.put("2026/11/b.txt", Readable.from([Buffer.from("from "), Buffer.from("a stream")]));
    const onDisk = path.join(os.tmpdir(), `s3-put-${process.pid}.bin`);
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
    fs.writeFileSync(onDisk, bytes);
    await store.put("2026/11/c.bin", onDisk);
    fs.rmSync(onDisk);
    expect(await readAll((await store.getStream("2026/11/c.bin"))!)).toEqual(bytes);
    await store.delete("2026/11/c.bin");
    expect((await readAll((await store.getStream("2026/11/a.txt"))!)).toString()).toBe("hello world");
    expect((await readAll((await store.getStream("2026/11/b.txt"))!)).toString()).toBe("from a stream");
    expect((await readAll((await store.getStream("2026/11/a.txt", { start: 2, end: 5 }))!)).toString()).toBe("llo ");
    expect(await store.stat("2026/11/a.txt")).toMatchObject({ size: 11 });
    expect(await keysInBucket()).toEqual(expect.arrayContaining(["2026/11/a.txt", "2026/11/b.txt"]));

    await store.delete("2026/11/a.txt");
    await store.delete("2026/11/b.txt");
    await store.delete("2026/11/never-there.txt");
    expect(await store.exists("2026/11/a.txt")).toBe(false);
    expect(await store.stat("2026/11/a.txt")).toBeUndefined();
    expect(await store.getStream("2026/11/a.txt")).toBeUndefined();
  });

  it("sends a large stream in parts (multipart upload) and reads it back whole", async () => {
    const big = Buffer.alloc(17 * 1024 * 1024, 7);
    big.write("start", 0);
    big.write("end", big.length - 3);
    await store.put("2026/11/big.bin", Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]));
    expect(await store.stat("2026/11/big.bin")).toMatchObject({ size: big.length });
    const tail = await readAll((await store.getStream("2026/11/big.bin", { start: big.length - 3, end: big.length - 1 }))!);
    expect(tail.toString()).toBe("end");
    await store.delete("2026/11/big.bin");
  });

  it("refuses keys it did not make", async () => {
    await expect(store.put("../escape.txt", Buffer.from("x"))).rejects.toThrow("Invalid storage key");
    await expect(store.getStream(".hidden")).rejects.toThrow("Invalid storage key");
  });
});

describe("uploads into the bucket", () => {
  it("stores the original and its WebP variants as objects, and /media serves them with Range and ETag", async () => {
    const png = await picture(1200, 600);
    const media = await saveUpload(db(), { file: png, originalName: "Office.png", alt: "Office" });
    expect(storage()).not.toBe(store);
    expect(await keysInBucket()).toEqual(expect.arrayContaining(mediaFileKeys(media)));
    expect(mediaFileKeys(media)).toHaveLength(3);

    const whole = await getMediaFile(`/media/${media.id}/office.png`);
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      "content-type": "image/png",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${media.sha256}"`,
      "content-length": String(png.length),
      "accept-ranges": "bytes",
    });
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(png);

    const part = await getMediaFile(`/media/${media.id}/office.png`, { Range: "bytes=10-19" });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 10-19/${png.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(10, 20));

    const suffix = await getMediaFile(`/media/${media.id}/office.png`, { Range: "bytes=-4" });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(png.subarray(png.length - 4));

    const beyond = await getMediaFile(`/media/${media.id}/office.png`, { Range: `bytes=${png.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe(`bytes */${png.length}`);

    const cached = await getMediaFile(`/media/${media.id}/office.png`, { "If-None-Match": `"${media.sha256}"` });
    expect(cached.status).toBe(304);

    const variant = await getMediaFile(`/media/${media.id}/office.png?w=480`);
    expect(variant.headers.get("Content-Type")).toBe("image/webp");
    const bytes = Buffer.from(await variant.arrayBuffer());
    expect(bytes).toEqual(await readAll((await store.getStream(variantStorageKey(media.storage_key, 480)))!));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 480 });
  });

  it("deletes the objects with the media item", async () => {
    const created = await mediaCommands.create(db(), {
      actor: { id: callers.adminId, email: "admin@example.test" },
      ip: "127.0.0.1",
      input: { file: await picture(700, 300), originalName: "gone.png" },
    });
    if (!created.ok) throw new Error("upload refused");
    const keys = mediaFileKeys(created.row);
    expect(await keysInBucket()).toEqual(expect.arrayContaining(keys));
    const removed = await mediaCommands.remove(db(), { actor: { id: callers.adminId, email: "admin@example.test" }, ip: "127.0.0.1", id: created.row.id });
    expect(removed.ok).toBe(true);
    for (const key of keys) expect(await store.exists(key)).toBe(false);
  });

  it("refuses what the filesystem refuses, storing nothing", async () => {
    const before = await keysInBucket();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(saveUpload(db(), { file: svg, originalName: "logo.png" })).rejects.toMatchObject({ status: 422 });
    expect(await keysInBucket()).toEqual(before);
  });

  it("a failed row write leaves no object", async () => {
    const before = await keysInBucket();
    const failing = db().withPlugin({
      transformQuery(args) {
        if (args.node.kind === "InsertQueryNode") throw new Error("the database refused the row");
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    });
    await expect(saveUpload(failing, { file: await picture(1000, 500), originalName: "a.png" })).rejects.toThrow("refused the row");
    expect(await keysInBucket()).toEqual(before);
  });

  it("the sweep removes old objects no row owns and keeps every row's", async () => {
    const media = await saveUpload(db(), { file: await picture(600, 300), originalName: "kept.png" });
    await store.put("2026/01/0123456789abcdef0123456789abcdef.png", Buffer.from("orphan"));
    const young = await sweepOrphanUploads(db(), { store });
    expect(young.removed).toEqual([]);

    const later = await sweepOrphanUploads(db(), { store, minAgeMs: 0, now: Date.now() + 5000 });
    expect(later.removed).toEqual(["2026/01/0123456789abcdef0123456789abcdef.png"]);
    expect(later.missing).toEqual([]);
    for (const key of mediaFileKeys(media)) expect(await store.exists(key)).toBe(true);
  });
});

describe("an S3 outage", () => {
  it("in the middle of an upload: the upload fails as unavailable, no row is left, the sweep takes what was written", async () => {
    const rowsBefore = await db().selectFrom("media").select("id").execute();
    // The original reaches the bucket, then the server goes away before the variants.
    let puts = 0;
    const cutAfterFirstPut: Storage = {
      ...store,
      async put(key, source) {
        await store.put(key, source);
        puts += 1;
        if (puts === 1) await s3.stop();
      },
    };
    try {
      await expect(
        saveUpload(db(), { file: await picture(1200, 600), originalName: "cut.png" }, cutAfterFirstPut),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await s3.start();
    }
    expect(await db().selectFrom("media").select("id").execute()).toEqual(rowsBefore);
    // The cleanup could not reach the bucket either; the sweep removes the original once it is old.
    const swept = await sweepOrphanUploads(db(), { store, minAgeMs: 0, now: Date.now() + 5000 });
    expect(swept.removed).toHaveLength(1);
    expect(swept.removed[0]).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  });

  it("an upload through the API answers 503 naming the storage, and records nothing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const count = async () => (await db().selectFrom("media").select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    const before = await count();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(await picture(64, 48))], "team.png", { type: "image/png" }));
    await s3.stop();
    let response: Response;
    try {
      response = await collection.action({
        request: new Request("http://localhost/api/admin/media", { method: "POST", headers: { Authorization: `Bearer ${callers.adminToken}` }, body: form }),
        params: { resource: "media" },
        context: { clientIp: "127.0.0.1" },
      });
    } finally {
      await s3.start();
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({ message: "The file storage is temporarily unavailable. Nothing was saved; try again in a moment." });
    expect(await count()).toBe(before);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("/media answers 503 while the bucket is down, and serves again after", async () => {
    const media = await saveUpload(db(), { file: await picture(300, 200), originalName: "later.png" });
    await s3.stop();
    try {
      const down = await getMediaFile(`/media/${media.id}/later.png`);
      expect(down.status).toBe(503);
      expect(down.headers.get("Cache-Control")).toBe("no-store");
    } finally {
      await s3.start();
    }
    expect((await getMediaFile(`/media/${media.id}/later.png`)).status).toBe(200);
  });
});

describe("the start-up check", () => {
  it("passes for a bucket that exists with keys it accepts", async () => {
    await expect(checkS3Bucket(s3.config)).resolves.toBeUndefined();
  });

  it("names a bucket that does not exist", async () => {
    await expect(checkS3Bucket({ ...s3.config, bucket: "no-such-bucket" })).rejects.toThrow(
      `S3_BUCKET: the bucket "no-such-bucket" does not exist at ${s3.endpoint}.`,
    );
  });

  it("names wrong credentials", async () => {
    await expect(checkS3Bucket({ ...s3.config, accessKeyId: "WRONG", secretAccessKey: "WRONG" })).rejects.toThrow(
      /^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: the bucket "company-site-media" at http:\/\/127\.0\.0\.1:\d+ refused these credentials \(InvalidAccessKeyId\)\.$/,
    );
  });

  it("names an endpoint nobody answers at", async () => {
    await expect(checkS3Bucket({ ...s3.config, endpoint: "http://127.0.0.1:9" })).rejects.toThrow(
      /^S3_ENDPOINT: the bucket "company-site-media" at http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );
  });
});
