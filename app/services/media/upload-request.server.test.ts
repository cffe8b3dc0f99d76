import fs from "node:fs/promises";
import path from "node:path";
import {
  isUploadedFile,
  parseUploadRequest,
  removeStaleUploadTemps,
  removeUploadedFiles,
  uploadedFiles,
  uploadTempDir,
} from "./upload-request.server";
import sharp from "sharp";
import { db } from "~/db/db.server";
import { UploadError } from "~/utils/upload-rules";
import { saveUpload } from "./media-upload.server";

const URL = "http://localhost/admin/news-media";

function multipartRequest(formData: FormData): Request {
  return new Request(URL, { method: "POST", body: formData });
}

async function tempFiles(): Promise<string[]> {
  return fs.readdir(uploadTempDir()).catch(() => []);
}

async function refusal(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

/** A raw multipart body, for requests a browser would not build. */
function rawMultipart(boundary: string, parts: { name: string; filename?: string; body: string | Buffer }[]): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined
      ? `form-data; name="${part.name}"`
      : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? "" : "Content-Type: application/octet-stream\r\n";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.body));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Uint8Array.from(Buffer.concat(chunks));
}

afterEach(async () => {
  await fs.rm(uploadTempDir(), { recursive: true, force: true });
});

describe("parseUploadRequest", () => {
  it("writes several files of one field to temporary files and keeps text fields", async () => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("files", new File([Buffer.from("first file")], "Photo one.jpg", { type: "image/jpeg" }));
    form.append("files", new File([Buffer.from("second, longer file")], "two.pdf", { type: "application/pdf" }));
    form.append("alt", "Caption with ünïcode");

    const parsed = await parseUploadRequest(multipartRequest(form));
    const files = uploadedFiles(parsed, "files");

    expect(parsed.get("intent")).toBe("upload");
    expect(parsed.get("alt")).toBe("Caption with ünïcode");
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ["Photo one.jpg", "image/jpeg", 10],
      ["two.pdf", "application/pdf", 19],
    ]);
    for (const file of files) {
      expect(path.dirname(file.filepath)).toBe(uploadTempDir());
      expect(file.filepath).not.toContain(file.name);
    }
    expect(await fs.readFile(files[0].filepath, "utf8")).toBe("first file");
    expect(await files[1].text()).toBe("second, longer file");
    expect(Buffer.from(await files[0].arrayBuffer()).toString()).toBe("first file");

    await removeUploadedFiles(parsed);
    expect(await tempFiles()).toEqual([]);
  });

  it("skips a file input left empty", async () => {
    const boundary = "----test-boundary-empty";
    const body = rawMultipart(boundary, [
      { name: "file", filename: "", body: "" },
      { name: "alt", body: "kept" },
    ]);
    const parsed = await parseUploadRequest(
      new Request(URL, { method: "POST", body, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } }),
    );
    expect(parsed.get("file")).toBeNull();
    expect(parsed.get("alt")).toBe("kept");
  });

  it("refuses a file over the limit with 413 naming it, and leaves no temporary file", async () => {
    const form = new FormData();
    form.append("files", new File([Buffer.alloc(1000)], "small.bin"));
    form.append("files", new File([Buffer.alloc(1024 * 1024 + 1)], "big.bin"));
    const error = await refusal(parseUploadRequest(multipartRequest(form), { maxFileBytes: 1024 * 1024 }));
    expect(error).toMatchObject({ status: 413, message: "File is larger than 1 MB" });
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses files over the total limit", async () => {
    const form = new FormData();
    for (let index = 0; index < 3; index += 1) {
      form.append("files", new File([Buffer.alloc(600 * 1024)], `part-${index}.bin`));
    }
    const error = await refusal(
      parseUploadRequest(multipartRequest(form), { maxFileBytes: 1024 * 1024, maxTotalBytes: 1024 * 1024 }),
    );
    expect(error).toMatchObject({ status: 413, message: "Upload is larger than 1 MB in total" });
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const boundary = "----test-boundary-length";
    const request = new Request(URL, {
      method: "POST",
      body: rawMultipart(boundary, [{ name: "file", filename: "a.bin", body: "tiny" }]),
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(500 * 1024 * 1024),
      },
    });
    const error = await refusal(parseUploadRequest(request));
    expect(error).toMatchObject({ status: 413, message: "Upload is larger than 200 MB in total" });
  });

  it("refuses too many files", async () => {
    const form = new FormData();
    for (let index = 0; index < 3; index += 1) form.append("files", new File(["x"], `${index}.txt`));
    const error = await refusal(parseUploadRequest(multipartRequest(form), { maxFiles: 2 }));
    expect(error).toMatchObject({ status: 413, message: "At most 2 files can be uploaded at once" });
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses an oversized text field", async () => {
    const form = new FormData();
    form.append("body", "x".repeat(2000));
    const error = await refusal(parseUploadRequest(multipartRequest(form), { maxFieldBytes: 1000 }));
    expect(error).toMatchObject({ status: 413, message: "A form field is too long" });
  });

  it("refuses a request that is not multipart with 400", async () => {
    const request = new Request(URL, { method: "POST", body: JSON.stringify({ a: 1 }), headers: { "Content-Type": "application/json" } });
    const error = await refusal(parseUploadRequest(request));
    expect(error).toMatchObject({ status: 400, message: "The upload could not be read" });
  });

  it("refuses a truncated body with 400 and removes the partial file", async () => {
    const boundary = "----test-boundary-cut";
    const whole = rawMultipart(boundary, [{ name: "file", filename: "a.bin", body: Buffer.alloc(200_000, 7) }]);
    const request = new Request(URL, {
      method: "POST",
      body: whole.subarray(0, 100_000),
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    const error = await refusal(parseUploadRequest(request));
    expect(error).toMatchObject({ status: 400 });
    expect(await tempFiles()).toEqual([]);
  });
});

describe("parseUploadRequest with saveUpload", () => {
  it("saves each file of a library upload, refusing the bad one by its bytes", async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#cc3300" } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("files", new File([Uint8Array.from(jpeg)], "Kick-off.jpg", { type: "image/jpeg" }));
    form.append("files", new File(["<!DOCTYPE html><p>hi</p>"], "innocent.png", { type: "image/png" }));

    const parsed = await parseUploadRequest(multipartRequest(form));
    try {
      const results = await Promise.allSettled(
        uploadedFiles(parsed, "files").map((file) => saveUpload(db(), { file: file.filepath, originalName: file.name })),
      );
      expect(results[0]).toMatchObject({
        status: "fulfilled",
        value: { original_name: "Kick-off.jpg", mime: "image/jpeg", width: 640, variants: [480] },
      });
      expect(results[1]).toMatchObject({ status: "rejected", reason: { status: 422, message: "This file type is not accepted" } });
    } finally {
      await removeUploadedFiles(parsed);
    }
    expect(await tempFiles()).toEqual([]);
  });
});

describe("removeStaleUploadTemps", () => {
  it("removes only temporary files older than the age given", async () => {
    const form = new FormData();
    form.append("file", new File(["old"], "old.txt"));
    form.append("file", new File(["new"], "new.txt"));
    const [oldFile, newFile] = uploadedFiles(await parseUploadRequest(multipartRequest(form)), "file");
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await fs.utimes(oldFile.filepath, dayAgo, dayAgo);

    expect(await removeStaleUploadTemps()).toBe(1);
    expect(await tempFiles()).toEqual([path.basename(newFile.filepath)]);
    expect(isUploadedFile(newFile)).toBe(true);
  });
});
