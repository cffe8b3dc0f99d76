import type { SelectOption } from "./select-option";

/** A logo is shown whole ("contain"): cropped to the cell, a wide badge loses its name. */
export function Thumbnail({ images, id, whole = false }: { images: SelectOption[]; id: number | null; whole?: boolean }) {
  const src = id === null ? undefined : images.find((option) => option.value === String(id))?.image;
  return src ? <img className={whole ? "thumb thumb-whole" : "thumb"} src={src} alt="" loading="lazy" /> : null;
}
