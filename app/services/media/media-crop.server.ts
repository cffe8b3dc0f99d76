import type { Media } from "~/db/schema";
import { focalCropRect } from "~/utils/focal-point";
import { UPLOAD_LIMITS } from "~/utils/upload-rules";
import { loadSharp } from "./media-upload.server";

/** The picture shown when a page is shared: social networks show 1.91:1 and crop anything else at its centre. */
export const SHARE_CROP = { width: 1200, height: 630 } as const;

/**
 * Cut out around the focal point first (`extract`), then resize: `fit: cover` alone would crop
 * at the centre and could lose what the picture is about. autoOrient goes first so the point,
 * set on the upright picture, is read on the upright picture.
 */
export async function cropAroundFocalPoint(
  file: Buffer,
  media: Pick<Media, "focal_x" | "focal_y">,
  target: { width: number; height: number },
): Promise<Buffer> {
  const sharp = await loadSharp();
  const upright = await sharp(file, { limitInputPixels: UPLOAD_LIMITS.imagePixels, failOn: "error" }).autoOrient().toBuffer({ resolveWithObject: true });
  const rect = focalCropRect(upright.info, target, { x: media.focal_x, y: media.focal_y });
  return sharp(upright.data)
    .extract(rect)
    .resize({ width: target.width, height: target.height, fit: "fill", withoutEnlargement: false })
    .webp({ quality: 80 })
    .toBuffer();
}
