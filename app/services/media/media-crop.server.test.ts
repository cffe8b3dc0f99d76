import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cropAroundFocalPoint } from "./media-crop.server";

const WIDTH = 1200;
const HEIGHT = 400;

/** A grey picture with a red 40 px square near its top-left corner. */
async function pictureWithRedSquare(): Promise<Buffer> {
  const square = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([{ input: square, left: 60, top: 60 }])
    .png()
    .toBuffer();
}

async function redPixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let offset = 0; offset < info.width * info.height * 3; offset += 3) {
    if (data[offset] > 200 && data[offset + 1] < 60 && data[offset + 2] < 60) count += 1;
  }
  return count;
}

describe("cropAroundFocalPoint", () => {
  it("keeps the focal point in the square crop, which the centre would lose", async () => {
    const picture = await pictureWithRedSquare();
    const target = { width: 200, height: 200 };

    const atSquare = await cropAroundFocalPoint(picture, { focal_x: 80 / WIDTH, focal_y: 80 / HEIGHT }, target);
    const meta = await sharp(atSquare).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    // 40 px in a 400 px crop scaled to 200 px: about 20 × 20 red pixels.
    expect(await redPixels(atSquare)).toBeGreaterThan(300);

    const centred = await cropAroundFocalPoint(picture, { focal_x: 0.5, focal_y: 0.5 }, target);
    expect(await redPixels(centred)).toBe(0);
  });
});
