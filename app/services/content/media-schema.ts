import { z } from "zod";
import { version } from "~/schemas/fields";
import { MEDIA_ALT_MAX, UPLOAD_MESSAGES } from "~/utils/upload-rules";

/** The file itself travels as multipart `file` and is read by the upload pipeline. */

const alt = () =>
  z
    .string({ error: "Alt text must be text" })
    .trim()
    .max(MEDIA_ALT_MAX, UPLOAD_MESSAGES.altTooLong);

const mediaUploadSchema = z.object({ alt: alt().optional() });

const mediaAltSchema = z.object({ alt: alt(), version: version() });

export const mediaSchemas = { create: mediaUploadSchema, update: mediaAltSchema, patch: mediaAltSchema };

export type MediaAltInput = z.output<typeof mediaAltSchema>;
