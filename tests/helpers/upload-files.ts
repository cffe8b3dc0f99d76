import sharp from "sharp";

/**
 * Small real files for upload tests: their first bytes are what the upload
 * pipeline judges them by.
 */

export function pdfBytes(): Buffer {
  return Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
}

export function mp4Bytes(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42\0\0\0\0isommp42"), Buffer.alloc(64)]);
}

export function pngBytes(width = 640, height = 480, color = "#2a6fdb"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

export function svgBytes(): Buffer {
  return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
}

export type FormEntry = [string, string] | [string, { bytes: Buffer; name: string; type?: string }];

/** A multipart body as a browser builds it: text fields and files, in order. */
export function multipartForm(entries: FormEntry[]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type ?? "application/octet-stream" }));
  }
  return form;
}
