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
const MB = 1024 * 1024;

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

  it("takes 100 fields with names of 100 bytes, and fields of 1 MB in all", async () => {
    const form = new FormData();
    for (let index = 0; index < 99; index += 1) form.append(`${"ü".repeat(48)}${String(index).padStart(4, "0")}`, "x");
    form.append("body", "x".repeat(1024 * 1024 - 64 * 1024));
    const parsed = await parseUploadRequest(multipartRequest(form), { maxFiles: 0 });
    expect([...parsed.keys()]).toHaveLength(100);
  });

  it("refuses the 101st field, a name over 100 bytes, and fields over 1 MB together though each is small", async () => {
    const many = new FormData();
    for (let index = 0; index < 101; index += 1) many.append(`f${index}`, "x");
    expect(await refusal(parseUploadRequest(multipartRequest(many)))).toMatchObject({
      status: 413,
      message: "A form can have at most 100 fields",
    });

    const longName = new FormData();
    longName.append("ü".repeat(51), "x");
    expect(await refusal(parseUploadRequest(multipartRequest(longName)))).toMatchObject({
      status: 413,
      message: "A field's name can be at most 100 bytes long",
    });

    const large = new FormData();
    for (let index = 0; index < 20; index += 1) large.append(`f${index}`, "x".repeat(60 * 1024));
    expect(await refusal(parseUploadRequest(multipartRequest(large)))).toMatchObject({
      status: 413,
      message: "The form's fields are larger than 1 MB in total",
    });
  });

  it("refuses a file on a form that takes none, but reads an empty file input through", async () => {
    const form = new FormData();
    form.append("file", new File(["x"], "a.txt"));
    const error = await refusal(parseUploadRequest(multipartRequest(form), { maxFiles: 0 }));
    expect(error).toMatchObject({ status: 413, message: "This form does not take files" });
    expect(await tempFiles()).toEqual([]);

    const boundary = "----test-boundary-no-files";
    const body = rawMultipart(boundary, [{ name: "file", filename: "", body: "" }, { name: "alt", body: "kept" }]);
    const headers = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
    const parsed = await parseUploadRequest(new Request(URL, { method: "POST", body, headers }), { maxFiles: 0 });
    expect(parsed.get("alt")).toBe("kept");
  });

  it("sets a form's total at its file limit plus 1 MB of fields, from the declared length", async () => {
    const boundary = "----test-boundary-total";
    const declare = (bytes: number) =>
      new Request(URL, {
        method: "POST",
        body: rawMultipart(boundary, [{ name: "file", filename: "a.bin", body: "tiny" }]),
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(bytes) },
      });
    const pdf = { maxFileBytes: 20 * MB, maxFiles: 1 };
    expect(await refusal(parseUploadRequest(declare(21 * MB + 1), pdf))).toMatchObject({
      status: 413,
      message: "Upload is larger than 20 MB in total",
    });
    // Node's Request takes the body's own length; the parser sees the header as sent.
    await expect(parseUploadRequest(declare(21 * MB), pdf).then((form) => removeUploadedFiles(form))).resolves.toBeUndefined();
    expect(await refusal(parseUploadRequest(declare(MB + 1), { maxFiles: 0 }))).toMatchObject({
      status: 413,
      message: "The form's fields are larger than 1 MB in total",
    });
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

/**
 * A body of `head` and then `piece` over and over up to 30 MB, made as it is
 * read: `taken()` is how much of it the reader pulled.
 */
function endlessRequest(boundary: string, head: string, piece: string) {
  const headBytes = Buffer.from(head);
  const pieceBytes = Buffer.from(piece);
  let taken = 0;
  let headSent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = headSent ? pieceBytes : headBytes;
      headSent = true;
      if (taken >= 30 * MB) return controller.close();
      taken += chunk.byteLength;
      controller.enqueue(Uint8Array.from(chunk));
    },
  });
  const headers = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
  return { request: new Request(URL, { method: "POST", body, headers, duplex: "half" }), taken: () => taken };
}

describe("parseUploadRequest's total", () => {
  const boundary = "----endless";
  const part = (disposition: string, body = "") => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${body}\r\n`;
  const filler = "a".repeat(64 * 1024);
  // One image field, as the editorial forms read it with a 5 MB file: 6 MB in all.
  const limits = { maxFileBytes: 5 * MB, maxFiles: 1 };
  // Every way a multipart body can grow without end; none is read much past its limit.
  const shapes: Array<{ shape: string; head: string; piece: string; message: string; readUpTo: number }> = [
    { shape: "text before the first boundary", head: "preamble", piece: filler, message: "The form's fields are larger than 1 MB in total", readUpTo: 1.2 * MB },
    { shape: "many fields of 64 KB", head: "", piece: part('name="f"', filler), message: "The form's fields are larger than 1 MB in total", readUpTo: 1.2 * MB },
    { shape: "many empty fields", head: "", piece: part('name="f"'), message: "A form can have at most 100 fields", readUpTo: 0.1 * MB },
    { shape: "one endless field", head: part('name="body"').slice(0, -2), piece: filler, message: "The form's fields are larger than 1 MB in total", readUpTo: 1.2 * MB },
    { shape: "an endless part header", head: `--${boundary}\r\nContent-Disposition: form-data; name="x"; y="`, piece: filler, message: "The form's fields are larger than 1 MB in total", readUpTo: 1.2 * MB },
    { shape: "an endless name", head: `--${boundary}\r\nContent-Disposition: form-data; name="`, piece: filler, message: "The form's fields are larger than 1 MB in total", readUpTo: 1.2 * MB },
    { shape: "a long name, then an endless field", head: part(`name="${"n".repeat(101)}"`).slice(0, -2), piece: filler, message: "A field's name can be at most 100 bytes long", readUpTo: 0.2 * MB },
    { shape: "an endless empty file input", head: part('name="image"; filename=""').slice(0, -2), piece: filler, message: "The form's fields are larger than 1 MB in total", readUpTo: 1.2 * MB },
    { shape: "an endless file", head: part('name="image"; filename="a.jpg"').slice(0, -2), piece: filler, message: "File is larger than 5 MB", readUpTo: 5.2 * MB },
    { shape: "many files", head: "", piece: part('name="image"; filename="a.jpg"', "x"), message: "At most 1 files can be uploaded at once", readUpTo: 0.1 * MB },
  ];

  it.each(shapes)("refuses $shape with 413 once over its limit, the rest unread", async ({ head, piece, message, readUpTo }) => {
    const { request, taken } = endlessRequest(boundary, head, piece);
    const error = await refusal(parseUploadRequest(request, limits));
    expect(error).toMatchObject({ status: 413, message });
    expect(taken()).toBeLessThan(readUpTo);
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
