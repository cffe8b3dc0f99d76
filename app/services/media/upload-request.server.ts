import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { env } from "~/env.server";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UploadError } from "~/utils/upload-rules";

/**
 * Reads a multipart request without holding its files in memory: each file part
 * streams to a temporary file under `DATA_DIR/tmp/uploads` as it arrives, and the
 * limits are enforced while counting bytes, so an oversized body is cut off early.
 */

export interface ParseUploadOptions {
  /** Largest single file (default 100 MB, the video limit). */
  maxFileBytes?: number;
  maxTotalBytes?: number;
  maxFiles?: number;
  /** Largest text field (default 1 MB: room for a 100,000-character rich body). */
  maxFieldBytes?: number;
}

// Multipart framing around the files: headers, boundaries and small text fields.
const FRAMING_ALLOWANCE = 1024 * 1024;

export function uploadTempDir(): string {
  return path.resolve(env().DATA_DIR, "tmp", "uploads");
}

/** `name` and `type` are what the client said and are not trusted (the pipeline decides the type from the bytes). */
export class UploadedFile {
  readonly lastModified = Date.now();
  readonly webkitRelativePath = "";

  constructor(
    readonly filepath: string,
    readonly name: string,
    readonly type: string,
    readonly size: number,
  ) {}

  // FormData keeps any object tagged "File" with a stream() as it is, so the
  // entry read back is this object with its path.
  get [Symbol.toStringTag]() {
    return "File";
  }

  stream(): ReadableStream<Uint8Array> {
    return Readable.toWeb(fs.createReadStream(this.filepath)) as unknown as ReadableStream<Uint8Array>;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const buffer = await fsp.readFile(this.filepath);
    return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
  }

  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await fsp.readFile(this.filepath));
  }

  async text(): Promise<string> {
    return fsp.readFile(this.filepath, "utf8");
  }

  async remove(): Promise<void> {
    await fsp.rm(this.filepath, { force: true });
  }
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return value instanceof UploadedFile;
}

export function uploadedFiles(formData: FormData, name: string): UploadedFile[] {
  return (formData.getAll(name) as unknown[]).filter(isUploadedFile);
}

/** Deletes every temporary file of a parsed upload; call it in a `finally`. */
export async function removeUploadedFiles(formData: FormData): Promise<void> {
  const files = ([...formData.values()] as unknown[]).filter(isUploadedFile);
  await Promise.all(files.map((file) => file.remove()));
}

/** Removes temporary upload files left by a crash (older than `maxAgeMs`). */
export async function removeStaleUploadTemps(maxAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
  const directory = uploadTempDir();
  let names: string[];
  try {
    names = await fsp.readdir(directory);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(directory, name);
    const stats = await fsp.stat(file).catch(() => undefined);
    if (stats?.isFile() && Date.now() - stats.mtimeMs > maxAgeMs) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

function byteCounter(onBytes: (count: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        onBytes(chunk.byteLength);
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** The part's bytes; a failure to read them (a malformed or cut-off body) is the client's. */
async function* clientBytes(data: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of data) yield chunk;
  } catch {
    throw new UploadError(400, UPLOAD_MESSAGES.unreadableRequest);
  }
}

async function drain(data: AsyncIterable<Uint8Array>, onBytes: (count: number) => void) {
  for await (const chunk of data) onBytes(chunk.byteLength);
}

export async function parseUploadRequest(request: Request, options: ParseUploadOptions = {}): Promise<FormData> {
  const maxFileBytes = options.maxFileBytes ?? UPLOAD_LIMITS.fileBytes;
  const maxTotalBytes = options.maxTotalBytes ?? Math.max(UPLOAD_LIMITS.requestBytes, maxFileBytes);
  const maxFiles = options.maxFiles ?? UPLOAD_LIMITS.filesPerRequest;
  const maxFieldBytes = options.maxFieldBytes ?? 1024 * 1024;

  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) {
    throw new UploadError(400, UPLOAD_MESSAGES.unreadableRequest);
  }
  // An honest client says how much is coming: refuse before reading any of it.
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxTotalBytes + FRAMING_ALLOWANCE) {
    throw new UploadError(413, UPLOAD_MESSAGES.uploadTooLarge(maxTotalBytes));
  }

  const directory = uploadTempDir();
  await fsp.mkdir(directory, { recursive: true });
  const temporaryFiles: string[] = [];
  let fileCount = 0;
  let totalBytes = 0;
  let ownFailure: unknown;

  const countFileBytes = (fileBytes: { value: number }) => (count: number) => {
    fileBytes.value += count;
    totalBytes += count;
    if (fileBytes.value > maxFileBytes) throw new UploadError(413, UPLOAD_MESSAGES.fileTooLarge(maxFileBytes));
    if (totalBytes > maxTotalBytes) throw new UploadError(413, UPLOAD_MESSAGES.uploadTooLarge(maxTotalBytes));
  };

  const handler: UploadHandler = async ({ filename, contentType: partType, data: rawData }) => {
    const data = clientBytes(rawData);
    try {
      if (filename === undefined) {
        const chunks: Uint8Array[] = [];
        let size = 0;
        for await (const chunk of data) {
          size += chunk.byteLength;
          if (size > maxFieldBytes) throw new UploadError(413, UPLOAD_MESSAGES.fieldTooLarge);
          chunks.push(chunk);
        }
        return Buffer.concat(chunks).toString("utf8");
      }
      // A file input left empty still sends a part with no name; its bytes must be
      // read through (the parser would otherwise buffer them) but are not kept.
      if (filename === "") {
        await drain(data, countFileBytes({ value: 0 }));
        return undefined;
      }
      fileCount += 1;
      if (fileCount > maxFiles) throw new UploadError(413, UPLOAD_MESSAGES.tooManyFiles(maxFiles));

      const filepath = path.join(directory, `upload-${crypto.randomBytes(12).toString("hex")}`);
      temporaryFiles.push(filepath);
      const fileBytes = { value: 0 };
      await pipeline(Readable.from(data), byteCounter(countFileBytes(fileBytes)), fs.createWriteStream(filepath));
      return new UploadedFile(filepath, filename, partType, fileBytes.value) as unknown as File;
    } catch (error) {
      ownFailure = error;
      throw error;
    }
  };

  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    await Promise.all(temporaryFiles.map((file) => fsp.rm(file, { force: true })));
    if (error instanceof UploadError) throw error;
    // Our own failures (a full disk) are server errors; the parser's are the client's.
    if (error === ownFailure) throw error;
    throw new UploadError(400, UPLOAD_MESSAGES.unreadableRequest);
  }
}
