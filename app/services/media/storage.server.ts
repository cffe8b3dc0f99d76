import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "~/env.server";

/**
 * Where uploaded files live. Routes and services talk to this interface only, so
 * an object-store driver can replace the filesystem one without touching them.
 * Keys are made by the server (`generateStorageKey`), never from a client's name.
 */
export interface Storage {
  /** A string source is a path on disk. */
  put(key: string, source: Buffer | Readable | string): Promise<void>;
  getStream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Inclusive byte offsets, as in HTTP `Range: bytes=start-end`. */
interface ByteRange {
  start: number;
  end: number;
}

interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

// Segments never start with a dot: that rules out "..", hidden files and our own
// temporary files, so a key can never step outside the root or hit a partial write.
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/i;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 255 && KEY_PATTERN.test(key);
}

/** A fresh key such as `2026/11/3f9c…e1.webp`, grouped by month so no folder grows forever. */
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
      // Written beside the target, then renamed: a rename within one directory is
      // atomic, so a crash leaves a stray temporary file, never a partial file
      // under a real key.
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
      // The stream owns the handle and closes it when it ends, fails or is destroyed.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await fsp.rm(resolveKey(key), { force: true });
    },

    async exists(key) {
      return (await stat(key)) !== undefined;
    },
  };
}

const holder = globalThis as typeof globalThis & { __companyStorage?: Storage };

export function storage(): Storage {
  holder.__companyStorage ??= createFilesystemStorage(path.resolve(env().DATA_DIR, "uploads"));
  return holder.__companyStorage;
}

/** Reads a whole stream; for tests and small files only. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
