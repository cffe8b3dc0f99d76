import { CENTRE, type FocalPoint } from "./focal-point";
import { MEDIA_ALT_MAX, UPLOAD_MESSAGES } from "./upload-rules";

/**
 * An image field posts `<base>_id` (the library choice) and `<base>_file` (a new file), and
 * beside them the chosen image's alt text and focal point. `<base>_details_for` names the
 * item those were shown for, so a library choice changed without JavaScript does not get
 * the previous item's alt text.
 */
export function imageFieldNames(base: string) {
  return {
    id: `${base}_id`,
    file: `${base}_file`,
    alt: `${base}_alt`,
    focalX: `${base}_focal_x`,
    focalY: `${base}_focal_y`,
    detailsFor: `${base}_details_for`,
  };
}

type ImageDetails = { alt: string; focal: FocalPoint; detailsFor: string };

const FOCAL_MESSAGES = {
  x: "Focal point X must be a number from 0 to 100",
  y: "Focal point Y must be a number from 0 to 100",
};

function percent(value: FormDataEntryValue | null, fallback: number): number | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return fallback;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number / 100 : undefined;
}

/** Undefined when the form has no such fields (the JSON API and older forms). */
export function readImageDetails(form: FormData, base: string): { ok: true; details: ImageDetails | undefined } | { ok: false; message: string } {
  const names = imageFieldNames(base);
  const alt = form.get(names.alt);
  if (typeof alt !== "string") return { ok: true, details: undefined };
  if (alt.trim().length > MEDIA_ALT_MAX) return { ok: false, message: UPLOAD_MESSAGES.altTooLong };
  const x = percent(form.get(names.focalX), CENTRE.x);
  if (x === undefined) return { ok: false, message: FOCAL_MESSAGES.x };
  const y = percent(form.get(names.focalY), CENTRE.y);
  if (y === undefined) return { ok: false, message: FOCAL_MESSAGES.y };
  const detailsFor = form.get(names.detailsFor);
  return { ok: true, details: { alt: alt.trim(), focal: { x, y }, detailsFor: typeof detailsFor === "string" ? detailsFor : "" } };
}
