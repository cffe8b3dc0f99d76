import type { z } from "zod";
import { calendarDate, documentLink, editSchemas, flag, optionalText, requiredMediaId, requiredText, sortOrder, unpublishAt, withImageFile } from "./fields";

export const certificateSchemas = editSchemas({
  name: requiredText("Name", 120, { singleLine: true }),
  image_id: requiredMediaId("Image"),
  url: documentLink("URL"),
  issuer: optionalText("Issued by", 120, { singleLine: true }),
  number: optionalText("Certificate number", 60, { singleLine: true }),
  valid_from: calendarDate("Valid from"),
  valid_until: calendarDate("Valid until"),
  sort_order: sortOrder(),
  is_published: flag("Published"),
  unpublish_at: unpublishAt(),
});

export const certificateWithFileSchemas = withImageFile(certificateSchemas);

export const certificateSchema = certificateSchemas.create;
export const certificateUpdateSchema = certificateSchemas.update;
export const certificatePatchSchema = certificateSchemas.patch;

export type CertificateInput = z.input<typeof certificateSchema>;
export type CertificateValues = z.output<typeof certificateSchema>;
export type CertificateChanges = Partial<CertificateValues>;

export const VALIDITY_RULE = "Valid until must be after Valid from";

/** Checked by the command, on the dates the record will have: a change may bring only one of them. */
export function validityInOrder(validFrom: string | null | undefined, validUntil: string | null | undefined): boolean {
  return !validFrom || !validUntil || validUntil > validFrom;
}
