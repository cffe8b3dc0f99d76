import { useState, type ReactNode } from "react";
import type { FieldError } from "./field";
import { Select } from "./select";
import type { SelectOption } from "./select-option";

/** The loader gives the choices with `mediaOptions(db, "image", { include: [currentId] })`. */
export function MediaSelect({
  label,
  name,
  options,
  defaultValue,
  error,
  hint,
  idPrefix,
  required,
  emptyLabel = required ? "Choose an image" : "No image",
}: {
  label: ReactNode;
  name: string;
  options: readonly SelectOption[];
  defaultValue?: number | string | null;
  error?: FieldError;
  hint?: ReactNode;
  idPrefix?: string;
  required?: boolean;
  emptyLabel?: string;
}) {
  const [chosen, setChosen] = useState(defaultValue === null || defaultValue === undefined ? "" : String(defaultValue));
  const preview = options.find((option) => option.value === chosen);
  return (
    <div className="media-select">
      <Select
        label={label}
        name={name}
        options={options}
        defaultValue={chosen}
        emptyLabel={emptyLabel}
        error={error}
        hint={hint}
        idPrefix={idPrefix}
        required={required}
        onChange={setChosen}
      />
      <div className="media-select-preview">
        {preview?.image ? <img src={preview.image} alt={`Preview: ${preview.label}`} /> : <span>No image chosen</span>}
      </div>
    </div>
  );
}
