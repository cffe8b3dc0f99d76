import type { InputHTMLAttributes } from "react";
import { Field, type FieldError } from "./field";

type UploadFieldProps = {
  label: string;
  name: string;
  /** The rule in words ("PDF, up to 20 MB"); the server decides by the file's bytes. */
  hint: string;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">;

/** `accept` only narrows the browser's file chooser. */
export function UploadField({ label, name, hint, error, ...input }: UploadFieldProps) {
  const id = `field-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={error} className="field-upload">
      {(aria) => <input id={id} name={name} type="file" {...aria} {...input} />}
    </Field>
  );
}
