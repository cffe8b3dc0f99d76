import { formatFileSize } from "./file-size";

/** The server enforces these and forms show them, from one copy (docs/product.md#limits). */

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  imageBytes: 5 * MB,
  imagePixels: 40_000_000,
  pdfBytes: 20 * MB,
  videoBytes: 100 * MB,
  fileBytes: 100 * MB,
  requestBytes: 200 * MB,
  filesPerRequest: 20,
  /** Everything that is not a file's bytes: a form's total is its file limit plus this. */
  fieldsBytes: 1 * MB,
  fieldsPerRequest: 100,
  fieldNameBytes: 100,
} as const;

/** The longest alt text a media item may carry (a database check too). */
export const MEDIA_ALT_MAX = 300;

export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** For `<input type="file" accept>`: a hint for the browser; the server decides by bytes. */
export const ACCEPTED_UPLOAD_TYPES =
  "image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf,video/mp4,video/webm";

export const IMAGE_UPLOAD_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";
export const IMAGE_UPLOAD_HINT = `JPEG, PNG, WebP, GIF or AVIF, up to ${formatFileSize(UPLOAD_LIMITS.imageBytes)}.`;

export const UPLOAD_MESSAGES = {
  imageTooLarge: `Image is larger than ${formatFileSize(UPLOAD_LIMITS.imageBytes)}`,
  imageTooManyPixels: `Image is larger than ${UPLOAD_LIMITS.imagePixels / 1_000_000} megapixels`,
  imageUnreadable: "The image could not be read",
  svgRefused: "SVG images are not accepted",
  typeRefused: "This file type is not accepted",
  pdfTooLarge: `PDF is larger than ${formatFileSize(UPLOAD_LIMITS.pdfBytes)}`,
  videoTooLarge: `Video is larger than ${formatFileSize(UPLOAD_LIMITS.videoBytes)}`,
  fileTooLarge: (limit: number) => `File is larger than ${formatFileSize(limit)}`,
  uploadTooLarge: (limit: number) => `Upload is larger than ${formatFileSize(limit)} in total`,
  fieldsTooLarge: `The form's fields are larger than ${formatFileSize(UPLOAD_LIMITS.fieldsBytes)} in total`,
  tooManyFields: `A form can have at most ${UPLOAD_LIMITS.fieldsPerRequest} fields`,
  fieldNameTooLong: `A field's name can be at most ${UPLOAD_LIMITS.fieldNameBytes} bytes long`,
  noFilesAccepted: "This form does not take files",
  tooManyFiles: (limit: number) => `At most ${limit} files can be uploaded at once`,
  noFile: "Choose a file to upload",
  altTooLong: `Alt text must be at most ${MEDIA_ALT_MAX} characters`,
  unreadableRequest: "The upload could not be read",
} as const;

/** `status`: 413 too large, 422 not acceptable, 400 malformed request. `message` fits a field error or toast. */
export class UploadError extends Error {
  readonly status: 400 | 413 | 422;

  constructor(status: 400 | 413 | 422, message: string) {
    super(message);
    this.name = "UploadError";
    this.status = status;
  }
}
