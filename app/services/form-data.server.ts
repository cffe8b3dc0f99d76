import { parseUploadRequest } from "~/services/media/upload-request.server";
import { BODY_LIMITS, bodyLimitFor } from "~/services/request-guards.server";
import { formatFileSize } from "~/utils/file-size";
import { UploadError } from "~/utils/upload-rules";

/**
 * A NUL (PostgreSQL refuses to store it) is a 400, never a server error. The body is counted as
 * it arrives: this reader does not rely on server.ts's guard in front of it.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  let form: FormData;
  if (/^multipart\/form-data\b/i.test(type)) {
    form = await readPageMultipart(request);
  } else {
    const limit = bodyLimitFor(request.method, new URL(request.url).pathname, type) ?? BODY_LIMITS.pageForm;
    const bytes = await readBytesUpTo(request, limit);
    if (bytes === null) throw tooLarge(`The form is larger than ${formatFileSize(limit)}.`);
    try {
      form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    } catch {
      throw badForm("The form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data.");
    }
  }
  for (const [name, value] of form) {
    if (typeof value === "string" && value.includes("\u0000")) throw badForm(`The field “${name}” contains a NUL character.`);
  }
  return form;
}

async function readPageMultipart(request: Request): Promise<FormData> {
  try {
    return await parseUploadRequest(request, { maxFiles: 0 });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    if (error.status === 413) throw tooLarge(`${error.message}.`);
    throw badForm("The form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data.");
  }
}

/** Null once more than `maxBytes` has come; the rest is left unread. */
export async function readBytesUpTo(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not cancel(): that would reset the connection before the answer goes out.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function badForm(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function tooLarge(message: string): Response {
  return new Response(message, { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
