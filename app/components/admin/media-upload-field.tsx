import { useState, type InputHTMLAttributes } from "react";
import { Field, fieldId, type FieldError } from "~/components/field";

type UploadFieldProps = {
  label: string;
  name: string;
  /** The server decides by the file's bytes. */
  hint: string;
  error?: FieldError;
  idPrefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">;

/** `accept` only narrows the browser's file chooser; a file dropped on the input works without JavaScript. */
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
