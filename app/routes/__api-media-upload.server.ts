import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import type { AnyContentResource } from "~/services/content/resource";
import { parseUploadRequest, removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { jsonData, validationError } from "~/services/api/http.server";
import { UPLOAD_MESSAGES, UploadError } from "~/utils/upload-rules";
import { failureResponse, type AdminCaller } from "~/services/api/command-response.server";

/** The media command checks the file by its bytes (docs/product.md#limits); the temporary file is removed whatever happens. */
export async function uploadMedia(resource: AnyContentResource, request: Request, caller: AdminCaller): Promise<Response> {
  let form: FormData;
  try {
    form = await parseUploadRequest(request);
  } catch (error) {
    if (error instanceof UploadError) return uploadRefusal(error);
    throw error;
  }
  try {
    const [file] = uploadedFiles(form, "file");
    if (!file) return validationError({ file: UPLOAD_MESSAGES.noFile });
    const alt = form.get("alt");
    const input = { file: file.filepath, originalName: file.name, alt: typeof alt === "string" ? alt : undefined };
    const result = await resource.create!(db(), { ...caller, input });
    return result.ok ? jsonData(resource.toJson(result.row), 201) : failureResponse(result);
  } finally {
    await removeUploadedFiles(form);
  }
}

function uploadRefusal(error: UploadError): Response {
  if (error.status === 400) return json({ message: error.message }, { status: 400 });
  return json({ message: error.message, errors: { file: [error.message] } }, { status: error.status });
}
