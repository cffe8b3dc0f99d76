import { describe, expect, it } from "vitest";
import { focalCropRect, objectPosition } from "./focal-point";

describe("focalCropRect", () => {
  it("takes the largest rectangle of the target's shape, centred by default", () => {
    expect(focalCropRect({ width: 1000, height: 500 }, { width: 100, height: 100 })).toEqual({ left: 250, top: 0, width: 500, height: 500 });
    expect(focalCropRect({ width: 400, height: 800 }, { width: 16, height: 9 })).toEqual({ left: 0, top: 288, width: 400, height: 225 });
  });

  it("centres on the focal point, clamped to the image's edges", () => {
    expect(focalCropRect({ width: 1000, height: 500 }, { width: 1, height: 1 }, { x: 0.6, y: 0.5 })).toEqual({ left: 350, top: 0, width: 500, height: 500 });
    expect(focalCropRect({ width: 1000, height: 500 }, { width: 1, height: 1 }, { x: 0.05, y: 0.9 })).toEqual({ left: 0, top: 0, width: 500, height: 500 });
    expect(focalCropRect({ width: 1000, height: 500 }, { width: 1, height: 1 }, { x: 1, y: 0 })).toEqual({ left: 500, top: 0, width: 500, height: 500 });
    expect(focalCropRect({ width: 300, height: 900 }, { width: 3, height: 1 }, { x: 0.5, y: 0.95 })).toEqual({ left: 0, top: 800, width: 300, height: 100 });
  });

  it("keeps the whole image when the shapes match, and treats a point out of range as its nearest edge", () => {
    expect(focalCropRect({ width: 640, height: 360 }, { width: 16, height: 9 }, { x: 0.9, y: 0.1 })).toEqual({ left: 0, top: 0, width: 640, height: 360 });
    expect(focalCropRect({ width: 200, height: 100 }, { width: 1, height: 1 }, { x: 7, y: Number.NaN })).toEqual({ left: 100, top: 0, width: 100, height: 100 });
  });
});

describe("objectPosition", () => {
  it("is left to the stylesheet for the centre, and in percent otherwise", () => {
    expect(objectPosition({ x: 0.5, y: 0.5 })).toBeUndefined();
    expect(objectPosition(null)).toBeUndefined();
    expect(objectPosition({ x: 0.25, y: 0.8 })).toBe("25% 80%");
  });
});
