import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { env } from "~/env.server";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UploadError } from "~/utils/upload-rules";

export interface ParseUploadOptions {
  maxFileBytes?: number;
  maxTotalBytes?: number;
  maxFiles?: number;
}

export function uploadTempDir(): string {
  return path.resolve(env().DATA_DIR, "tmp", "uploads");
}

/** `name` and `type` are the client's word and not trusted: the pipeline decides the type from the bytes. */
export class UploadedFile {
  readonly lastModified = Date.now();
  readonly webkitRelativePath = "";

  constructor(
    readonly filepath: string,
    readonly name: string,
    readonly type: string,
    readonly size: number,
  ) {}

  // FormData keeps any object tagged "File" as it is, so the entry read back keeps its path.
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

/** Call it in a `finally`. */
export async function removeUploadedFiles(formData: FormData): Promise<void> {
  const files = ([...formData.values()] as unknown[]).filter(isUploadedFile);
  await Promise.all(files.map((file) => file.remove()));
}

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

/** A failure to read the part (a malformed or cut-off body) is the client's. */
async function* clientBytes(data: AsyncIterable<Uint8Array>, onBytes: (count: number) => void = () => {}): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of data) {
      onBytes(chunk.byteLength);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(400, UPLOAD_MESSAGES.unreadableRequest);
  }
}

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const _chunk of data);
}

/** For a reader that parses a small body whole (the API's 1 MB) rather than part by part. */
export function fieldLimitBroken(form: FormData): string | undefined {
  const names = [...form.keys()];
  if (names.length > UPLOAD_LIMITS.fieldsPerRequest) return UPLOAD_MESSAGES.tooManyFields;
  if (names.some((name) => Buffer.byteLength(name) > UPLOAD_LIMITS.fieldNameBytes)) return UPLOAD_MESSAGES.fieldNameTooLong;
  return undefined;
}

type BodyCount = { bytes: number; fileBytes: number };

/**
 * Over a limit, the rest is left unread rather than cancelled, which would reset the
 * connection before the answer goes out; server.ts drops what still arrives.
 */
function countedBody(
  body: ReadableStream<Uint8Array>,
  count: BodyCount,
  total: { maxBytes: number; tooLarge: string },
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const refuse = (controller: ReadableStreamDefaultController<Uint8Array>, message: string) => {
    reader.releaseLock();
    controller.error(new UploadError(413, message));
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (count.bytes - count.fileBytes > UPLOAD_LIMITS.fieldsBytes) return refuse(controller, UPLOAD_MESSAGES.fieldsTooLarge);
        const { done, value } = await reader.read();
        if (done) return controller.close();
        count.bytes += value.byteLength;
        if (count.bytes > total.maxBytes) return refuse(controller, total.tooLarge);
        controller.enqueue(value);
      },
    },
    // Read only when the parser asks, so the count is never ahead of it.
    { highWaterMark: 0 },
  );
}

/** Files stream to disk; each limit is counted as bytes arrive, so an oversized body is cut off early. */
export async function parseUploadRequest(request: Request, options: ParseUploadOptions = {}): Promise<FormData> {
  const maxFileBytes = options.maxFileBytes ?? UPLOAD_LIMITS.fileBytes;
  const maxFiles = options.maxFiles ?? UPLOAD_LIMITS.filesPerRequest;
  const maxTotalBytes = options.maxTotalBytes ?? Math.min(UPLOAD_LIMITS.requestBytes, maxFiles * maxFileBytes);
  const maxBodyBytes = maxTotalBytes + UPLOAD_LIMITS.fieldsBytes;
  const tooLarge = maxTotalBytes > 0 ? UPLOAD_MESSAGES.uploadTooLarge(maxTotalBytes) : UPLOAD_MESSAGES.fieldsTooLarge;

  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType) || !request.body) {
    throw new UploadError(400, UPLOAD_MESSAGES.unreadableRequest);
  }
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxBodyBytes) throw new UploadError(413, tooLarge);

  const count: BodyCount = { bytes: 0, fileBytes: 0 };
  const body = countedBody(request.body, count, { maxBytes: maxBodyBytes, tooLarge });
  const directory = uploadTempDir();
  const temporaryFiles: string[] = [];
  let fieldCount = 0;
  let fileCount = 0;
  let ownFailure: unknown;

  const countFileBytes = (fileBytes: { value: number }) => (bytes: number) => {
    fileBytes.value += bytes;
    count.fileBytes += bytes;
    if (fileBytes.value > maxFileBytes) throw new UploadError(413, UPLOAD_MESSAGES.fileTooLarge(maxFileBytes));
    if (count.fileBytes > maxTotalBytes) throw new UploadError(413, UPLOAD_MESSAGES.uploadTooLarge(maxTotalBytes));
  };

  const handler: UploadHandler = async ({ name, filename, contentType: partType, data: rawData }) => {
    try {
      fieldCount += 1;
      if (fieldCount > UPLOAD_LIMITS.fieldsPerRequest) throw new UploadError(413, UPLOAD_MESSAGES.tooManyFields);
      if (Buffer.byteLength(name) > UPLOAD_LIMITS.fieldNameBytes) throw new UploadError(413, UPLOAD_MESSAGES.fieldNameTooLong);
      if (filename === undefined) {
        const chunks: Uint8Array[] = [];
        for await (const chunk of clientBytes(rawData)) chunks.push(chunk);
        return Buffer.concat(chunks).toString("utf8");
      }
      // A file input left empty still sends a nameless part.
      if (filename === "") {
        await drain(clientBytes(rawData));
        return undefined;
      }
      fileCount += 1;
      if (maxFiles === 0) throw new UploadError(413, UPLOAD_MESSAGES.noFilesAccepted);
      if (fileCount > maxFiles) throw new UploadError(413, UPLOAD_MESSAGES.tooManyFiles(maxFiles));

      if (fileCount === 1) await fsp.mkdir(directory, { recursive: true });
      const filepath = path.join(directory, `upload-${crypto.randomBytes(12).toString("hex")}`);
      temporaryFiles.push(filepath);
      const fileBytes = { value: 0 };
      await pipeline(Readable.from(clientBytes(rawData, countFileBytes(fileBytes))), fs.createWriteStream(filepath));
      return new UploadedFile(filepath, filename, partType, fileBytes.value) as unknown as File;
    } catch (error) {
      ownFailure = error;
      throw error;
    }
  };

  try {
    const counted = new Request(request.url, { method: request.method, headers: request.headers, body, duplex: "half" });
    return await unstable_parseMultipartFormData(counted, handler);
  } catch (error) {
    await Promise.all(temporaryFiles.map((file) => fsp.rm(file, { force: true })));
    if (error instanceof UploadError) throw error;
    // Our own failures (a full disk) are server errors; the parser's are the client's.
    if (error === ownFailure) throw error;
    throw new UploadError(400, UPLOAD_MESSAGES.unreadableRequest);
  }
}
