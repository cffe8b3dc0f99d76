import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { fieldId, TextField, type FieldError } from "~/components/field";
import { CENTRE, type FocalPoint } from "~/utils/focal-point";
import { imageFieldNames } from "~/utils/image-field";
import { IMAGE_UPLOAD_HINT, IMAGE_UPLOAD_TYPES, MEDIA_ALT_MAX } from "~/utils/upload-rules";
import { IconButton } from "./icon-button";
import { MediaPickerDialog } from "./media-picker-dialog";
import { Select } from "./select";
import type { SelectOption } from "./select-option";
import { useHydrated } from "./use-hydrated";

const ALT_HINT = "Describe it; empty only if decorative.";

const percent = (fraction: number) => String(Math.round(fraction * 1000) / 10);

/** The shapes the site cuts a picture to, previewed under the focal point: the news card (16:9) and the share picture (1200×630). */
const CROP_PREVIEWS = [
  { name: "Card", ratio: "16 / 9" },
  { name: "Share picture", ratio: "1200 / 630" },
] as const;

/** What a refused post typed into the field (alt text, focal point), else what the chosen library item holds. */
function startingDetails(posted: Record<string, unknown> | undefined, names: ReturnType<typeof imageFieldNames> | undefined, option: SelectOption | undefined) {
  const typed = (name: string | undefined) => (name && typeof posted?.[name] === "string" ? (posted[name] as string) : undefined);
  const focal = option?.focal ?? CENTRE;
  return {
    alt: typed(names?.alt) ?? option?.alt ?? "",
    focalX: typed(names?.focalX) ?? percent(focal.x),
    focalY: typed(names?.focalY) ?? percent(focal.y),
  };
}

/**
 * One control per image, with `uploadName`: a drop area that is the file input itself (a click chooses
 * a file, a drop takes it, with or without JavaScript), "Choose from library" beside it, one preview,
 * and the chosen image's alt text and focal point with the crops that point gives. A chosen file wins
 * over the library choice. Without JavaScript the library is the select (the dialog needs a script);
 * with it, the dialog alone, its choice posted from a hidden input.
 *
 * Once there is a picture the drop area shrinks to a "Replace" button (still the same file input, still
 * a drop target), so the field shows the picture, its alt text and its actions, not a second place to
 * drop. The focal point is set by a click on the picture; its two numbers, for the keyboard and for a
 * browser without JavaScript, and the crops fold under "Focal point", open without JavaScript.
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
  posted,
  logo = false,
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
  /** A refused post's values: the alt text and focal point typed are shown again. */
  posted?: Record<string, unknown>;
  /** A logo: the site always shows it whole, so it is never previewed cut to a card. */
  logo?: boolean;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(defaultValue === null || defaultValue === undefined ? "" : String(defaultValue));
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  const [remounts, setRemounts] = useState({ select: 0, file: 0 });
  const [picking, setPicking] = useState(false);
  const names = uploadName ? imageFieldNames(uploadName.replace(/_file$/, "")) : undefined;
  const [details] = useState(() => startingDetails(posted, names, options.find((option) => option.value === chosen)));
  const [alt, setAlt] = useState(details.alt);
  // As typed: a refused "abc" comes back as "abc"; the marker and the crops read it as a number.
  const [focalText, setFocalText] = useState({ x: details.focalX, y: details.focalY });
  const focal: FocalPoint = { x: fraction(focalText.x, CENTRE.x), y: fraction(focalText.y, CENTRE.y) };
  const setFocal = (point: FocalPoint) => setFocalText({ x: percent(point.x), y: percent(point.y) });
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  const preview = options.find((option) => option.value === chosen);
  const dropId = names ? fieldId(names.file, idPrefix) : "";
  const [dragging, setDragging] = useState(false);

  const chooseLibrary = (value: string, picked?: { alt: string }) => {
    const option = options.find((candidate) => candidate.value === value);
    setChosen(value);
    setAlt(picked?.alt ?? option?.alt ?? "");
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
  const removeFile = () => {
    setFile(null);
    setAlt("");
    setRemounts((counts) => ({ ...counts, file: counts.file + 1 }));
  };
  const setFocalFromClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
    setFocal({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  const shown = file ? { src: file.url, alt: `Preview: ${file.name}` } : preview?.image ? { src: preview.image, alt: `Preview: ${preview.label}` } : undefined;
  const errorText = Array.isArray(error) ? error.join(" ") : error;
  const labelId = `${fieldId(name, idPrefix)}-label`;
  // With JavaScript an image field has no select: the library dialog chooses, a hidden input posts the choice.
  const libraryByDialog = Boolean(names) && hydrated;
  // A point to set needs a picture to set it on, and a logo is never cut: then the point posts as it is, unseen.
  const focalShown = Boolean(shown) && !logo;
  return (
    <div
      className={[names ? "media-select media-field" : "media-select", logo ? "media-select-logo" : ""].join(" ").trim()}
      role={libraryByDialog ? "group" : undefined}
      aria-labelledby={libraryByDialog ? labelId : undefined}
    >
      {libraryByDialog ? (
        <div className="media-field-head">
          <span id={labelId} className="media-field-label">
            {label}
          </span>
          <input type="hidden" name={name} value={chosen} />
          {hint ? <p className="field-hint">{hint}</p> : null}
          {errorText ? (
            <p id={`${fieldId(name, idPrefix)}-error`} className="field-error">
              {errorText}
            </p>
          ) : null}
        </div>
      ) : (
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
      )}
      {names && shown ? (
        <div className="media-select-preview">
          <span className="media-field-focus">
            {/* The mouse sets the focal point here; the keyboard through the two number fields under "Focal point". */}
            <img src={shown.src} alt={shown.alt} onClick={focalShown ? setFocalFromClick : undefined} />
            {focalShown ? <span className="media-field-marker" aria-hidden="true" style={{ left: `${percent(focal.x)}%`, top: `${percent(focal.y)}%` }} /> : null}
          </span>
        </div>
      ) : null}
      {names && shown && focalShown && hydrated ? <p className="field-hint media-field-click-hint">Click the picture to set the focus.</p> : null}
      {uploadName ? (
        <div className={shown ? "media-field-sources media-field-actions" : "media-field-sources"}>
          {/* The file input covers the whole area: a click anywhere opens the chooser, a drop anywhere is taken, even without JavaScript. */}
          <div className={[dragging ? "media-drop is-dragging" : "media-drop", shown ? "media-drop-compact" : ""].join(" ").trim()}>
            {/* One element in both states, so a chosen file stays in it when the area turns into "Replace". */}
            <label htmlFor={dropId} className="media-drop-text">
              {shown ? (
                <>
                  Replace<span className="visually-hidden">: drop an image or choose a file</span>
                </>
              ) : (
                <>
                  Drop an image or choose a file
                  <span className="field-hint">{IMAGE_UPLOAD_HINT}</span>
                </>
              )}
            </label>
            <input
              key={remounts.file}
              id={dropId}
              name={uploadName}
              type="file"
              accept={IMAGE_UPLOAD_TYPES}
              className="media-drop-input"
              onDragEnter={() => setDragging(true)}
              onDragLeave={() => setDragging(false)}
              onDrop={() => setDragging(false)}
              onChange={(event) => chooseFile(event.currentTarget.files?.[0])}
            />
          </div>
          {libraryByDialog ? (
            <>
              {/* Beside a picture three short words fit the settings column on one row; their names still say what they act on. */}
              {shown ? (
                <IconButton label="Library" aria-label="Choose from library" onClick={() => setPicking(true)} />
              ) : (
                <IconButton icon="image" label="Choose from library" onClick={() => setPicking(true)} />
              )}
              {/* A new file can always be taken back; a library choice only where the field may be empty. */}
              {file || (chosen && !required) ? (
                <IconButton
                  label="Remove"
                  aria-label={typeof label === "string" ? `Remove ${label.toLowerCase()}` : "Remove"}
                  onClick={() => (file ? removeFile() : chooseLibrary(""))}
                />
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      {names ? null : (
        <div className="media-select-preview">
          {shown ? <img src={shown.src} alt={shown.alt} /> : <span>No image chosen</span>}
        </div>
      )}
      {names ? (
        <div className="media-field-details">
          <p className="media-field-status" aria-live="polite">
            {file ? `New file: ${file.name}${chosen && preview ? " — replaces the library choice" : ""}` : preview ? `From the library: ${preview.label}` : null}
          </p>
          <input type="hidden" name={names.detailsFor} value={chosen} />
          <TextField label="Alt text" name={names.alt} idPrefix={idPrefix} value={alt} maxLength={MEDIA_ALT_MAX} hint={ALT_HINT} onChange={(event) => setAlt(event.currentTarget.value)} />
          {focalShown ? (
            // Open until the script runs: without it the numbers are the only way to set the point.
            <details className="media-field-focal-more" open={!hydrated}>
              <summary>
                Focal point <span className="media-field-focal-now">{`${percent(focal.x)} %, ${percent(focal.y)} %`}</span>
              </summary>
              {/* Each handler reads its value before queueing the update: React may run the updater after the event, without currentTarget. */}
              <div className="media-field-focal">
                <TextField label="Focal point X (%)" name={names.focalX} idPrefix={idPrefix} type="number" min={0} max={100} step="any" value={focalText.x} onChange={(event) => {
                    const x = event.currentTarget.value;
                    setFocalText((text) => ({ ...text, x }));
                  }} />
                <TextField label="Focal point Y (%)" name={names.focalY} idPrefix={idPrefix} type="number" min={0} max={100} step="any" value={focalText.y} onChange={(event) => {
                    const y = event.currentTarget.value;
                    setFocalText((text) => ({ ...text, y }));
                  }} />
              </div>
              {shown ? (
                // The browser cuts these as the site's pages do (object-fit: cover at the focal point): no server call.
                <div className="media-field-crops" role="group" aria-label="How the picture is cut">
                  {CROP_PREVIEWS.map((crop) => (
                    <figure key={crop.name} className="media-field-crop">
                      <img src={shown.src} alt="" style={{ aspectRatio: crop.ratio, objectPosition: `${percent(focal.x)}% ${percent(focal.y)}%` }} />
                      <figcaption>{crop.name}</figcaption>
                    </figure>
                  ))}
                </div>
              ) : null}
            </details>
          ) : (
            // Posted unchanged, so saving a logo or an empty field never moves a point set elsewhere.
            <>
              <input type="hidden" name={names.focalX} value={focalText.x} />
              <input type="hidden" name={names.focalY} value={focalText.y} />
            </>
          )}
        </div>
      ) : null}
      {/* Mounted only while open: the rich text editor on the same form has its own. */}
      {names && picking ? (
        <MediaPickerDialog
          open
          choosing
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
