import { useState, type InputHTMLAttributes } from "react";
import { Field, fieldId, type FieldError } from "~/components/field";
import { Icon } from "./icons";
import { useHydrated } from "./use-hydrated";

type UploadFieldProps = {
  label: string;
  name: string;
  /** The server decides by the file's bytes. */
  hint: string;
  error?: FieldError;
  idPrefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">;

/**
 * A single optional file (the hero video, the company PDF) in the library's zone. Without JavaScript
 * the browser's own input shows inside it, so the chosen file's name shows; it is optional, so the
 * zone's `:valid` trick (UploadDropZone) cannot tell. Once React runs, the zone reads as the library's
 * ("Drop a file here or Choose a file", then the file's name): the same input element stays, moved
 * over the whole zone, so a file chosen before then is kept. `accept` only narrows the chooser.
 */
export function UploadField({ label, name, hint, error, idPrefix, ...input }: UploadFieldProps) {
  const id = fieldId(name, idPrefix);
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const drop = input.multiple ? "Choose files, or drop them on the field." : "Choose a file, or drop it on the field.";
  const zoneClass = ["upload-zone", hydrated ? null : "upload-zone-native", dragging ? "is-dragging" : null].filter(Boolean).join(" ");
  return (
    <Field id={id} label={label} hint={`${hint} ${drop}`} error={error} className="field-upload">
      {(aria) => (
        <div className={zoneClass}>
          <Icon name="upload" className="upload-zone-icon" />
          <input
            id={id}
            name={name}
            type="file"
            className={hydrated ? "upload-zone-input" : undefined}
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            onDrop={() => setDragging(false)}
            onChange={(event) => setChosen(fileNames(event.currentTarget.files))}
            {...aria}
            {...input}
          />
          {hydrated ? <ZoneWords multiple={input.multiple} /> : null}
          {hydrated && chosen.length > 0 ? <ChosenFiles names={chosen} /> : null}
        </div>
      )}
    </Field>
  );
}

const fileNames = (files: FileList | null): string[] => [...(files ?? [])].map((file) => file.name);

/** What a zone says: drop here, or the button to choose. The input over the zone is what is read out. */
function ZoneWords({ multiple }: { multiple?: boolean }) {
  return (
    <>
      <p className="upload-zone-text" aria-hidden="true">
        {multiple ? "Drop files here" : "Drop a file here"}
        <span className="upload-zone-or">or</span>
      </p>
      <span className="upload-zone-button" aria-hidden="true">
        {multiple ? "Choose files" : "Choose a file"}
      </span>
    </>
  );
}

function ChosenFiles({ names }: { names: string[] }) {
  return (
    <p className="upload-zone-chosen" aria-live="polite">
      {names.length === 1 ? `Chosen: ${names[0]}` : `${names.length} files chosen: ${names.join(", ")}`}
    </p>
  );
}

/**
 * A library's upload: a wide drop zone that says what to do, with a "Choose files" button in it.
 * The file input, transparent, covers the whole zone, so a click anywhere opens the chooser and a
 * drop anywhere is taken, without JavaScript too. `required` is only for the look: with the form's
 * noValidate the server still says when no file came, and `:valid` tells CSS that files are chosen,
 * so the zone says so without script; with script it names them.
 */
export function UploadDropZone({ label, name, hint, error, idPrefix, ...input }: UploadFieldProps) {
  const id = fieldId(name, idPrefix);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Field id={id} label={label} hint={hint} error={error} className="field-upload-zone">
      {(aria) => (
        <div className={dragging ? "upload-zone is-dragging" : "upload-zone"}>
          <Icon name="upload" className="upload-zone-icon" />
          <ZoneWords multiple={input.multiple} />
          {chosen.length > 0 ? (
            <ChosenFiles names={chosen} />
          ) : (
            <p className="upload-zone-chosen upload-zone-chosen-plain" aria-hidden="true">
              Files chosen: press Upload.
            </p>
          )}
          <input
            id={id}
            name={name}
            type="file"
            required
            className="upload-zone-input"
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            onDrop={() => setDragging(false)}
            onChange={(event) => setChosen(fileNames(event.currentTarget.files))}
            {...aria}
            {...input}
          />
        </div>
      )}
    </Field>
  );
}
