import sharp from "sharp";

/**
 * Focal-point crop tests: a grey picture with a red square somewhere in it, and a count of the red
 * pixels a crop kept, so a test can tell whether the square made it into the cut.
 */

export type RedSquarePicture = { width: number; height: number; square: number; left: number; top: number };

export async function pictureWithRedSquare({ width, height, square, left, top }: RedSquarePicture): Promise<Buffer> {
  const red = await sharp({ create: { width: square, height: square, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([{ input: red, left, top }])
    .png()
    .toBuffer();
}

/** Pixels clearly red; the grey background and the edges a resize blurs do not count. */
export async function redPixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let offset = 0; offset < info.width * info.height * 3; offset += 3) {
    if (data[offset] > 200 && data[offset + 1] < 60 && data[offset + 2] < 60) count += 1;
  }
  return count;
}
