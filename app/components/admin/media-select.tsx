import { useEffect, useState, type DragEvent, type MouseEvent, type ReactNode } from "react";
import { fieldId, TextField, type FieldError } from "~/components/field";
import { CENTRE, type FocalPoint } from "~/utils/focal-point";
import { imageFieldNames } from "~/utils/image-field";
import { IMAGE_UPLOAD_HINT, IMAGE_UPLOAD_TYPES, MEDIA_ALT_MAX } from "~/utils/upload-rules";
import { IconButton } from "./icon-button";
import { MediaPickerDialog } from "./media-picker-dialog";
import { UploadField } from "./media-upload-field";
import { Select } from "./select";
import type { SelectOption } from "./select-option";
import { useHydrated } from "./use-hydrated";

const ALT_HINT = "What the picture shows, for visitors who cannot see it. Leave it empty only for decoration.";

const percent = (fraction: number) => String(Math.round(fraction * 1000) / 10);

/**
 * One control per image: a file dropped or chosen, or an item from the library, previewed in one
 * place, with its alt text and focal point beside it. With `uploadName`, a chosen file wins over
 * the library choice; without JavaScript the file input and the library select post as they are.
 */
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
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(defaultValue === null || defaultValue === undefined ? "" : String(defaultValue));
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  const [remounts, setRemounts] = useState({ select: 0, file: 0 });
  const [picking, setPicking] = useState(false);
  const initial = options.find((option) => option.value === chosen);
  const [alt, setAlt] = useState(initial?.alt ?? "");
  const [focal, setFocal] = useState<FocalPoint>(initial?.focal ?? CENTRE);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  const preview = options.find((option) => option.value === chosen);
  const names = uploadName ? imageFieldNames(uploadName.replace(/_file$/, "")) : undefined;

  const chooseLibrary = (value: string, details?: { alt: string }) => {
    const option = options.find((candidate) => candidate.value === value);
    setChosen(value);
    setAlt(details?.alt ?? option?.alt ?? "");
    setFocal(option?.focal ?? CENTRE);
    if (file) setRemounts((counts) => ({ ...counts, file: counts.file + 1 }));
    setFile(null);
  };
  const chooseFile = (picked: File | undefined) => {
    setFile(picked ? { url: URL.createObjectURL(picked), name: picked.name } : null);
    if (!picked) return;
    setAlt("");
    setFocal(CENTRE);
    if (chosen) {
      setChosen("");
      setRemounts((counts) => ({ ...counts, select: counts.select + 1 }));
    }
  };
  // A file dropped anywhere on the control, not only on the file input, is the chosen file.
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const input = document.getElementById(names ? fieldId(names.file, idPrefix) : "") as HTMLInputElement | null;
    if (!input || event.target === input || event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    input.files = event.dataTransfer.files;
    chooseFile(input.files[0]);
  };
  const setFocalFromClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
    setFocal({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  const shown = file ? { src: file.url, alt: `Preview: ${file.name}` } : preview?.image ? { src: preview.image, alt: `Preview: ${preview.label}` } : undefined;
  return (
    <div className={names ? "media-select media-field" : "media-select"} onDragOver={names ? (event) => event.preventDefault() : undefined} onDrop={names ? onDrop : undefined}>
      <Select
        key={remounts.select}
        label={label}
        name={name}
        options={options}
        defaultValue={chosen}
        emptyLabel={emptyLabel}
        error={error}
        hint={hint}
        idPrefix={idPrefix}
        required={required && !file}
        onChange={(value) => chooseLibrary(value)}
      />
      {uploadName ? (
        <div className="media-field-sources">
          <UploadField
            key={remounts.file}
            label="Choose file"
            name={uploadName}
            idPrefix={idPrefix}
            accept={IMAGE_UPLOAD_TYPES}
            hint={IMAGE_UPLOAD_HINT}
            onChange={(event) => chooseFile(event.currentTarget.files?.[0])}
          />
          {hydrated ? <IconButton icon="image" label="Choose from library" onClick={() => setPicking(true)} /> : null}
        </div>
      ) : null}
      <div className="media-select-preview">
        {shown ? (
          <span className="media-field-focus">
            {/* The mouse sets the focal point here; the keyboard through the two number fields below. */}
            <img src={shown.src} alt={shown.alt} onClick={names ? setFocalFromClick : undefined} />
            {names ? <span className="media-field-marker" aria-hidden="true" style={{ left: `${percent(focal.x)}%`, top: `${percent(focal.y)}%` }} /> : null}
          </span>
        ) : (
          <span>No image chosen</span>
        )}
      </div>
      {names ? (
        <div className="media-field-details">
          <p className="media-field-status" aria-live="polite">
            {file ? `New file: ${file.name} — replaces the library choice` : preview ? `From the library: ${preview.label}` : null}
          </p>
          <input type="hidden" name={names.detailsFor} value={chosen} />
          <TextField label="Alt text" name={names.alt} idPrefix={idPrefix} value={alt} maxLength={MEDIA_ALT_MAX} hint={ALT_HINT} onChange={(event) => setAlt(event.currentTarget.value)} />
          <div className="media-field-focal">
            <TextField label="Focal point X (%)" name={names.focalX} idPrefix={idPrefix} type="number" min={0} max={100} step="any" value={percent(focal.x)} onChange={(event) => setFocal((point) => ({ ...point, x: fraction(event.currentTarget.value, point.x) }))} />
            <TextField label="Focal point Y (%)" name={names.focalY} idPrefix={idPrefix} type="number" min={0} max={100} step="any" value={percent(focal.y)} onChange={(event) => setFocal((point) => ({ ...point, y: fraction(event.currentTarget.value, point.y) }))} />
          </div>
          <p className="field-hint">Click the preview on what the picture is about: every crop keeps that point in view.</p>
        </div>
      ) : null}
      {/* Mounted only while open: the rich text editor on the same form has its own. */}
      {names && picking ? (
        <MediaPickerDialog
          open
          onClose={() => setPicking(false)}
          onPick={(choice) => {
            setPicking(false);
            setRemounts((counts) => ({ ...counts, select: counts.select + 1 }));
            chooseLibrary(String(choice.image.id), { alt: choice.alt });
          }}
        />
      ) : null}
    </div>
  );
}

function fraction(text: string, fallback: number): number {
  const number = Number(text);
  return text.trim() !== "" && Number.isFinite(number) ? Math.min(1, Math.max(0, number / 100)) : fallback;
}
