/** Fractions of the image's width and height, 0–1; the centre unless an editor set another. */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

type Rect = { left: number; top: number; width: number; height: number };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The largest rectangle of the target's shape that fits the image, centred on the focal
 * point as far as the image's edges allow: the point stays in view whatever the crop.
 */
export function focalCropRect(image: { width: number; height: number }, target: { width: number; height: number }, focal: FocalPoint = CENTRE): Rect {
  const ratio = target.width / target.height;
  const width = Math.min(image.width, Math.round(image.height * ratio));
  const height = Math.min(image.height, Math.round(image.width / ratio));
  const x = clamp(Number.isFinite(focal.x) ? focal.x : 0.5, 0, 1);
  const y = clamp(Number.isFinite(focal.y) ? focal.y : 0.5, 0, 1);
  const left = clamp(Math.round(x * image.width - width / 2), 0, image.width - width);
  const top = clamp(Math.round(y * image.height - height / 2), 0, image.height - height);
  return { left, top, width, height };
}

/** The CSS half of the rule: an image cropped by `object-fit: cover` keeps the same point in view. */
export function objectPosition(focal: FocalPoint | null | undefined): string | undefined {
  if (!focal || (focal.x === 0.5 && focal.y === 0.5)) return undefined;
  return `${Math.round(focal.x * 1000) / 10}% ${Math.round(focal.y * 1000) / 10}%`;
}
