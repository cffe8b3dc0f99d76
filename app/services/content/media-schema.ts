import { z } from "zod";
import { version } from "~/schemas/fields";
import { MEDIA_ALT_MAX, UPLOAD_MESSAGES } from "~/utils/upload-rules";

/**
 * The media library's text input: the alt text of an upload (the file itself
 * travels as multipart `file` and is read by the upload pipeline) and of an
 * alt-text edit, which carries the version the editor started from.
 */

const alt = () =>
  z
    .string({ error: "Alt text must be text" })
    .trim()
    .max(MEDIA_ALT_MAX, UPLOAD_MESSAGES.altTooLong);

const mediaUploadSchema = z.object({ alt: alt().optional() });

const mediaAltSchema = z.object({ alt: alt(), version: version() });

export const mediaSchemas = { create: mediaUploadSchema, update: mediaAltSchema, patch: mediaAltSchema };

export type MediaAltInput = z.output<typeof mediaAltSchema>;
