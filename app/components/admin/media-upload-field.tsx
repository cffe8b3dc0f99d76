import { useState, type InputHTMLAttributes } from "react";
import { Field, fieldId, type FieldError } from "~/components/field";

type UploadFieldProps = {
  label: string;
  name: string;
  /** The rule in words ("PDF, up to 20 MB"); the server decides by the file's bytes. */
  hint: string;
  error?: FieldError;
  /** Tells apart the same field in several forms of one page (the edit panel's rows). */
  idPrefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">;

/**
 * `accept` only narrows the browser's file chooser. The input is drawn as a
 * large drop area (admin.css): browsers take files dropped on a file input
 * natively, so dragging works without JavaScript. With JavaScript the area
 * lights up while files are dragged over it, so the editor sees where to let go
 * (no hover state is drawn during a drag).
 */
export function UploadField({ label, name, hint, error, idPrefix, ...input }: UploadFieldProps) {
  const id = fieldId(name, idPrefix);
  const [dragging, setDragging] = useState(false);
  const drop = input.multiple ? "Choose files, or drop them on the field." : "Choose a file, or drop it on the field.";
  return (
    <Field id={id} label={label} hint={`${hint} ${drop}`} error={error} className="field-upload">
      {(aria) => (
        <input
          id={id}
          name={name}
          type="file"
          className={dragging ? "is-dragging" : undefined}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
          {...aria}
          {...input}
        />
      )}
    </Field>
  );
}
