export interface MediaRef {
  id: number;
  original_name: string;
}

export interface ImageMediaRef extends MediaRef {
  kind: string;
  width: number | null;
  variants: unknown;
}

/** The column is jsonb, so what it holds is checked rather than trusted. */
export function variantWidths(media: { variants: unknown }): number[] {
  const value = media.variants;
  if (!Array.isArray(value)) return [];
  return value.filter((width): width is number => Number.isSafeInteger(width) && width > 0).sort((a, b) => a - b);
}

const MAX_NAME_LENGTH = 100;
const TIDY_NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/** Decoration only (the id finds the file), kept to characters that never need escaping. */
export function safeFileName(name: string): string {
  // An already tidy name comes back as it is, without the passes below: a page links each file several times (its srcset).
  if (name.length <= MAX_NAME_LENGTH && TIDY_NAME.test(name)) return name;
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/-*\.-*/g, ".")
    .replace(/\.{2,}/g, ".")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "");
  const limited = ascii.length > MAX_NAME_LENGTH ? ascii.slice(ascii.length - MAX_NAME_LENGTH) : ascii;
  return limited.replace(/^[.-]+/, "") || "file";
}

export function mediaUrl(media: MediaRef, width?: number): string {
  const path = `/media/${media.id}/${safeFileName(media.original_name)}`;
  return width === undefined ? path : `${path}?w=${width}`;
}

export const SHARE_CROP_NAME = "share";

/** The picture a shared page shows: 1200×630, cut around the image's focal point (docs/product.md#public-site). */
export function shareImageUrl(media: MediaRef): string {
  return `${mediaUrl(media)}?crop=${SHARE_CROP_NAME}`;
}

export function srcSet(media: ImageMediaRef): string {
  if (media.kind !== "image" || !media.width) return "";
  const original = mediaUrl(media);
  const candidates = variantWidths(media)
    .filter((width) => width < media.width!)
    .map((width) => `${original}?w=${width} ${width}w`);
  candidates.push(`${original} ${media.width}w`);
  return candidates.join(", ");
}

export function mediaIdFromUrl(url: string): number | undefined {
  const match = /(?:^|\/\/[^/]+)\/media\/(\d{1,15})\//.exec(url);
  return match ? Number(match[1]) : undefined;
}

/** The narrowest variant at least `requested` wide; undefined means the original. */
export function pickVariantWidth(variants: readonly number[], requested: number | undefined): number | undefined {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return undefined;
  return [...variants].sort((a, b) => a - b).find((width) => width >= requested);
}
