import type { z } from "zod";
import { editSchemas, flag, requiredMediaId, requiredText, sortOrder, webUrl, withImageFile } from "./fields";

export const certificateSchemas = editSchemas({
  name: requiredText("Name", 120, { singleLine: true }),
  image_id: requiredMediaId("Image"),
  url: webUrl("URL"),
  sort_order: sortOrder(),
  is_published: flag("Published"),
});

export const certificateWithFileSchemas = withImageFile(certificateSchemas);

export const certificateSchema = certificateSchemas.create;
export const certificateUpdateSchema = certificateSchemas.update;
export const certificatePatchSchema = certificateSchemas.patch;

export type CertificateInput = z.input<typeof certificateSchema>;
export type CertificateValues = z.output<typeof certificateSchema>;
export type CertificateChanges = Partial<CertificateValues>;
