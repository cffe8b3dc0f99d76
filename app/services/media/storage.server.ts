import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type * as S3 from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import { env, type Env } from "~/env.server";

/** Keys are made by the server (`generateStorageKey`), never from a client's name. */
export interface Storage {
  /** A string source is a path on disk. */
  put(key: string, source: Buffer | Readable | string): Promise<void>;
  getStream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(key: string): Promise<StoredFileInfo | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  list(): AsyncIterable<StoredFile>;
}

interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** Temporary, so a request answers 503 and nothing is recorded. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The file storage is unavailable", { cause });
    this.name = "StorageUnavailableError";
  }
}

export const STORAGE_UNAVAILABLE_MESSAGE = "The file storage is temporarily unavailable. Nothing was saved; try again in a moment.";

/** Inclusive, as in HTTP `Range`. */
interface ByteRange {
  start: number;
  end: number;
}

interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

// No segment starts with a dot, so a key can never step outside the root or hit a temporary file.
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/i;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 255 && KEY_PATTERN.test(key);
}

const TEMPORARY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*\.[a-z0-9][a-z0-9._-]*\.tmp$/i;

/** Grouped by month so no folder grows forever. */
export function generateStorageKey(extension: string, now = new Date()): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const name = crypto.randomBytes(16).toString("hex");
  const suffix = extension ? `.${extension.replace(/^\./, "").toLowerCase()}` : "";
  return `${year}/${month}/${name}${suffix}`;
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === "ENOENT";
}

async function syncFile(filePath: string) {
  const handle = await fsp.open(filePath, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createFilesystemStorage(root: string): Storage {
  const base = path.resolve(root);

  function resolveKey(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(base, key);
  }

  // The sweep removes temporary files a crash left, so `delete` takes their names too.
  function resolveRemovable(key: string): string {
    return TEMPORARY_PATTERN.test(key) && !key.includes("..") ? path.join(base, key) : resolveKey(key);
  }

  async function stat(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const stats = await fsp.stat(resolveKey(key));
      return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    stat,

    async put(key, source) {
      const target = resolveKey(key);
      const directory = path.dirname(target);
      await fsp.mkdir(directory, { recursive: true });
      // A rename within one directory is atomic: a crash never leaves a partial file under a real key.
      const temporary = path.join(directory, `.${path.basename(target)}.${crypto.randomBytes(6).toString("hex")}.tmp`);
      try {
        if (typeof source === "string") {
          await fsp.copyFile(source, temporary);
        } else if (Buffer.isBuffer(source)) {
          await fsp.writeFile(temporary, source);
        } else {
          await pipeline(source, fs.createWriteStream(temporary));
        }
        await syncFile(temporary);
        await fsp.rename(temporary, target);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },

    async getStream(key, range) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(resolveKey(key), "r");
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await fsp.rm(resolveRemovable(key), { force: true });
    },

    async exists(key) {
      return (await stat(key)) !== undefined;
    },

    async *list() {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const stats = await fsp.stat(full).catch(() => undefined);
        if (stats) yield { key: path.relative(base, full).split(path.sep).join("/"), modifiedAt: stats.mtime };
      }
    },
  };
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function s3ConfigFrom(config: Env): S3Config | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

// Loaded on first use, so a process that keeps its files on disk never loads the SDK (docs/deploy.md#memory).
let s3Module: Promise<typeof S3> | undefined;
function loadS3(): Promise<typeof S3> {
  s3Module ??= import("@aws-sdk/client-s3");
  return s3Module;
}

let libStorageModule: Promise<typeof LibStorage> | undefined;
function loadLibStorage(): Promise<typeof LibStorage> {
  libStorageModule ??= import("@aws-sdk/lib-storage");
  return libStorageModule;
}

function s3Client(s3: typeof S3, config: S3Config): S3.S3Client {
  return new s3.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // A bucket that stops answering must not hold an upload or a page for minutes.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    maxAttempts: 2,
    // The default aws-chunked body is stored framing and all by s3rver, older MinIO and Ceph.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function isS3NotFound(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === "NoSuchKey" || name === "NotFound" || s3Status(error) === 404;
}

/** A 4xx is a bug or a misconfiguration and stays as it is; anything else means the storage is down for now. */
function whenUnavailable(s3: typeof S3, error: unknown): unknown {
  const status = s3Status(error);
  if (error instanceof s3.S3ServiceException && status !== undefined && status < 500) return error;
  return new StorageUnavailableError(error);
}

// Two parts at a time: memory stays at ~16 MB per upload.
const MULTIPART_PART_BYTES = 8 * 1024 * 1024;

export function createS3Storage(config: S3Config): Storage {
  const Bucket = config.bucket;
  let connection: { s3: typeof S3; client: S3.S3Client } | undefined;

  async function connect(): Promise<{ s3: typeof S3; client: S3.S3Client }> {
    const s3 = await loadS3();
    connection ??= { s3, client: s3Client(s3, config) };
    return connection;
  }

  function checkedKey(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return key;
  }

  async function send<T>(run: (s3: typeof S3, client: S3.S3Client) => Promise<T>): Promise<T> {
    const { s3, client } = await connect();
    try {
      return await run(s3, client);
    } catch (error) {
      throw whenUnavailable(s3, error);
    }
  }

  async function stat(key: string): Promise<StoredFileInfo | undefined> {
    const Key = checkedKey(key);
    const { s3, client } = await connect();
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isS3NotFound(error)) return undefined;
      throw whenUnavailable(s3, error);
    }
  }

  return {
    stat,

    async put(key, source) {
      const Key = checkedKey(key);
      if (Buffer.isBuffer(source)) {
        await send((s3, client) => client.send(new s3.PutObjectCommand({ Bucket, Key, Body: source, ContentLength: source.length })));
        return;
      }
      if (typeof source === "string") {
        const { size } = await fsp.stat(source);
        if (size <= MULTIPART_PART_BYTES) {
          await send((s3, client) =>
            client.send(new s3.PutObjectCommand({ Bucket, Key, Body: fs.createReadStream(source), ContentLength: size })),
          );
          return;
        }
      }
      const [{ Upload }, { client }] = await Promise.all([loadLibStorage(), connect()]);
      const Body = typeof source === "string" ? fs.createReadStream(source) : source;
      const upload = new Upload({ client, params: { Bucket, Key, Body }, partSize: MULTIPART_PART_BYTES, queueSize: 2 });
      try {
        await send(() => upload.done());
      } finally {
        if (typeof source === "string") (Body as fs.ReadStream).destroy();
      }
    },

    async getStream(key, range) {
      const Key = checkedKey(key);
      const { s3, client } = await connect();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (isS3NotFound(error)) return undefined;
        throw whenUnavailable(s3, error);
      }
    },

    async delete(key) {
      const Key = checkedKey(key);
      await send((s3, client) => client.send(new s3.DeleteObjectCommand({ Bucket, Key })));
    },

    async exists(key) {
      return (await stat(key)) !== undefined;
    },

    // ListObjects version 1: s3rver's version-2 continuation tokens need a cipher Node 18+ lacks.
    async *list() {
      let Marker: string | undefined;
      for (;;) {
        const page = await send((s3, client) => client.send(new s3.ListObjectsCommand({ Bucket, Marker })));
        const objects = page.Contents ?? [];
        for (const object of objects) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        if (!page.IsTruncated || objects.length === 0) return;
        Marker = page.NextMarker ?? objects.at(-1)?.Key;
      }
    },
  };
}

export async function checkS3Bucket(config: S3Config): Promise<void> {
  const where = config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`;
  const s3 = await loadS3();
  const client = s3Client(s3, config);
  try {
    await client.send(new s3.ListObjectsCommand({ Bucket: config.bucket, MaxKeys: 1 }));
  } catch (error) {
    const code = (error as { Code?: string; name?: string }).Code ?? (error as { name?: string }).name ?? "";
    if (code === "NoSuchBucket" || s3Status(error) === 404) {
      throw new Error(`S3_BUCKET: the bucket "${config.bucket}" does not exist${where}.`);
    }
    if (["InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "InvalidToken", "ExpiredToken"].includes(code) || s3Status(error) === 403) {
      throw new Error(
        `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the bucket "${config.bucket}"${where} refused these credentials (${code || "403"}).`,
      );
    }
    if (code === "CredentialsProviderError") {
      throw new Error("S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: no credentials are set and none were found in the environment.");
    }
    throw new Error(`S3_ENDPOINT: the bucket "${config.bucket}"${where} cannot be reached (${(error as Error).message || code}).`);
  } finally {
    client.destroy();
  }
}

const holder = globalThis as typeof globalThis & { __companyStorage?: Storage };

export function storage(): Storage {
  if (!holder.__companyStorage) {
    const s3 = s3ConfigFrom(env());
    holder.__companyStorage = s3 ? createS3Storage(s3) : createFilesystemStorage(path.resolve(env().DATA_DIR, "uploads"));
  }
  return holder.__companyStorage;
}

export function resetStorage() {
  delete holder.__companyStorage;
}

/** For tests and small files only. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
