import { useState, type InputHTMLAttributes } from "react";
import { Field, fieldId, type FieldError } from "~/components/field";
import { Icon } from "./icons";

type UploadFieldProps = {
  label: string;
  name: string;
  /** The server decides by the file's bytes. */
  hint: string;
  error?: FieldError;
  idPrefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">;

/**
 * A single optional file (the hero video, the company PDF) in the library's zone: the same dashed
 * area, icon and words. The input stays visible inside it, so the chosen file's name shows without
 * JavaScript; it is optional, so the zone's `:valid` trick (UploadDropZone) cannot tell. `accept` only
 * narrows the browser's file chooser; a file dropped on the input works without JavaScript.
 */
export function UploadField({ label, name, hint, error, idPrefix, ...input }: UploadFieldProps) {
  const id = fieldId(name, idPrefix);
  const [dragging, setDragging] = useState(false);
  const drop = input.multiple ? "Choose files, or drop them on the field." : "Choose a file, or drop it on the field.";
  return (
    <Field id={id} label={label} hint={`${hint} ${drop}`} error={error} className="field-upload">
      {(aria) => (
        <div className={dragging ? "upload-zone upload-zone-native is-dragging" : "upload-zone upload-zone-native"}>
          <Icon name="upload" className="upload-zone-icon" />
          <input
            id={id}
            name={name}
            type="file"
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            onDrop={() => setDragging(false)}
            {...aria}
            {...input}
          />
        </div>
      )}
    </Field>
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
          <p className="upload-zone-text" aria-hidden="true">
            {input.multiple ? "Drop files here" : "Drop a file here"}
            <span className="upload-zone-or">or</span>
          </p>
          <span className="upload-zone-button" aria-hidden="true">
            {input.multiple ? "Choose files" : "Choose a file"}
          </span>
          {chosen.length > 0 ? (
            <p className="upload-zone-chosen" aria-live="polite">
              {chosen.length === 1 ? `Chosen: ${chosen[0]}` : `${chosen.length} files chosen: ${chosen.join(", ")}`}
            </p>
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
            onChange={(event) => setChosen([...(event.currentTarget.files ?? [])].map((file) => file.name))}
            {...aria}
            {...input}
          />
        </div>
      )}
    </Field>
  );
}
