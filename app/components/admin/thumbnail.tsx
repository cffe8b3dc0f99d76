import type { SelectOption } from "./select-option";

/** A row's picture in a list, taken from the image choices the page already has. */
export function Thumbnail({ images, id }: { images: SelectOption[]; id: number | null }) {
  const src = id === null ? undefined : images.find((option) => option.value === String(id))?.image;
  return src ? <img className="thumb" src={src} alt="" loading="lazy" /> : null;
}
