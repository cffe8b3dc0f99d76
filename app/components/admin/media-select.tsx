import { useEffect, useState, type ReactNode } from "react";
import { IMAGE_UPLOAD_HINT, IMAGE_UPLOAD_TYPES } from "~/utils/upload-rules";
import type { FieldError } from "~/components/field";
import { UploadField } from "./media-upload-field";
import { Select } from "./select";
import type { SelectOption } from "./select-option";

/** With `uploadName`, a chosen file wins over the library choice. */
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
  uploadName,
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
  uploadName?: string;
}) {
  const [chosen, setChosen] = useState(defaultValue === null || defaultValue === undefined ? "" : String(defaultValue));
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
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
      {uploadName ? (
        <UploadField
          label="Or upload a new image"
          name={uploadName}
          idPrefix={idPrefix}
          accept={IMAGE_UPLOAD_TYPES}
          hint={IMAGE_UPLOAD_HINT}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0];
            setFile(picked ? { url: URL.createObjectURL(picked), name: picked.name } : null);
          }}
        />
      ) : null}
      <div className="media-select-preview">
        {file ? (
          <img src={file.url} alt={`Preview: ${file.name}`} />
        ) : preview?.image ? (
          <img src={preview.image} alt={`Preview: ${preview.label}`} />
        ) : (
          <span>No image chosen</span>
        )}
      </div>
    </div>
  );
}
