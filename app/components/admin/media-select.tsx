import { useState, type ReactNode } from "react";
import type { FieldError } from "./field";
import { Select } from "./select";

/**
 * An image field: a choice among the media library's images (a Select, so it
 * is searchable with JavaScript and a native select without), with a preview of
 * the chosen one. The loader gives the images with `imageOptions` from
 * ./media-options.server.ts.
 */

export type ImageOption = { id: number; label: string; thumbnailUrl: string };

export function MediaSelect({
  label,
  name,
  images,
  defaultValue,
  error,
  hint,
  idPrefix,
  required,
  emptyLabel = "No image",
}: {
  label: ReactNode;
  name: string;
  images: readonly ImageOption[];
  defaultValue?: number | string | null;
  error?: FieldError;
  hint?: ReactNode;
  idPrefix?: string;
  required?: boolean;
  emptyLabel?: string;
}) {
  const [chosen, setChosen] = useState(defaultValue === null || defaultValue === undefined ? "" : String(defaultValue));
  const preview = images.find((image) => String(image.id) === chosen);
  return (
    <div className="media-select">
      <Select
        label={label}
        name={name}
        options={images.map((image) => ({ value: String(image.id), label: image.label, image: image.thumbnailUrl }))}
        defaultValue={chosen}
        emptyLabel={required ? undefined : emptyLabel}
        error={error}
        hint={hint}
        idPrefix={idPrefix}
        required={required}
        onChange={setChosen}
      />
      <div className="media-select-preview">
        {preview ? <img src={preview.thumbnailUrl} alt={`Preview: ${preview.label}`} /> : <span>{required ? "Choose an image" : "No image"}</span>}
      </div>
    </div>
  );
}
