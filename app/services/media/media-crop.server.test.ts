import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cropAroundFocalPoint } from "./media-crop.server";
import { pictureWithRedSquare, redPixels } from "../../../tests/helpers/red-square";

const WIDTH = 1200;
const HEIGHT = 400;

describe("cropAroundFocalPoint", () => {
  it("keeps the focal point in the square crop, which the centre would lose", async () => {
    const picture = await pictureWithRedSquare({ width: WIDTH, height: HEIGHT, square: 40, left: 60, top: 60 });
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
