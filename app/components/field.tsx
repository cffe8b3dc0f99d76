import { createContext, useContext, useEffect, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { DATE_TEXT_EXAMPLE, DAY_TEXT_EXAMPLE, dateText, dayText, parseDateText, parseDayText } from "~/utils/date-text";
import { zonedDateTimeLocal } from "~/utils/time-zone";

/** aria-invalid and aria-describedby tie each error to its field, so a screen reader announces both. */

export type FieldError = string | readonly string[] | null | undefined;

export function errorText(error: FieldError): string | undefined {
  if (!error) return undefined;
  return typeof error === "string" ? error : error[0];
}

function fieldIds(id: string, options: { error?: FieldError; hint?: ReactNode; extra?: string[] }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = errorText(options.error);
  const describedBy = [options.hint ? hintId : null, message ? errorId : null, ...(options.extra ?? [])]
    .filter(Boolean)
    .join(" ");
  return {
    errorId,
    hintId,
    message,
    aria: {
      "aria-invalid": message ? (true as const) : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

/**
 * The first field with an error claims `autoFocus`, so the server's HTML focuses it without JavaScript.
 * The claim holds an id, not a flag, so a field rendered again answers the same.
 */
const FirstInvalidField = createContext<{ id?: string } | null>(null);

export function FirstInvalidFieldScope({ children }: { children: ReactNode }) {
  return <FirstInvalidField.Provider value={{}}>{children}</FirstInvalidField.Provider>;
}

function useAutoFocusIfFirstInvalid(id: string, message: string | undefined): true | undefined {
  const claim = useContext(FirstInvalidField);
  if (!claim || !message) return undefined;
  claim.id ??= id;
  return claim.id === id ? true : undefined;
}

export type FieldControlProps = ReturnType<typeof fieldIds>["aria"] & { autoFocus?: true };

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  className?: string;
  labelId?: string;
  children: (aria: FieldControlProps) => ReactNode;
  after?: ReactNode;
  afterId?: string;
};

export function Field({ id, label, error, hint, className, labelId, children, after, afterId }: FieldProps) {
  const { errorId, hintId, message, aria } = fieldIds(id, { error, hint, extra: afterId ? [afterId] : [] });
  const autoFocus = useAutoFocusIfFirstInvalid(id, message);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      {children({ ...aria, autoFocus })}
      {after}
      <FieldNotes hint={hint} hintId={hintId} message={message} errorId={errorId} />
    </div>
  );
}

function FieldNotes({ hint, hintId, message, errorId }: { hint?: ReactNode; hintId: string; message?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field-error">
          {message}
        </p>
      ) : null}
    </>
  );
}

export function fieldId(name: string, idPrefix?: string): string {
  return idPrefix ? `${idPrefix}-${name}` : `field-${name}`;
}

type CommonProps = {
  label: ReactNode;
  name: string;
  error?: FieldError;
  hint?: ReactNode;
  idPrefix?: string;
  /** With JavaScript, the count follows the typing. */
  showCount?: boolean;
};

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={length > max ? "field-count field-count-over" : "field-count"} aria-live="polite">
      {length} / {max}
    </p>
  );
}

function useLength(initial: unknown) {
  const [length, setLength] = useState(typeof initial === "string" ? initial.length : String(initial ?? "").length);
  return [length, (value: string) => setLength(value.length)] as const;
}

type CountedFieldProps = Pick<CommonProps, "label" | "error" | "hint" | "showCount"> & {
  id: string;
  maxLength?: number;
  initial: unknown;
  children: (aria: FieldControlProps, count: (value: string) => void) => ReactNode;
};

function CountedField({ id, label, error, hint, showCount, maxLength, initial, children }: CountedFieldProps) {
  const [length, setLength] = useLength(initial);
  const countId = `${id}-count`;
  const max = showCount ? maxLength : undefined;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      after={max ? <Counter id={countId} length={length} max={max} /> : null}
      afterId={max ? countId : undefined}
    >
      {(aria) => children(aria, setLength)}
    </Field>
  );
}

type TextFieldProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

export function TextField({ label, name, error, hint, idPrefix, showCount, type = "text", onChange, ...input }: TextFieldProps) {
  const id = fieldId(name, idPrefix);
  return (
    <CountedField id={id} label={label} error={error} hint={hint} showCount={showCount} maxLength={input.maxLength} initial={input.defaultValue ?? input.value}>
      {(aria, count) => (
        <input
          id={id}
          name={name}
          type={type}
          {...aria}
          {...input}
          onChange={(event) => {
            count(event.currentTarget.value);
            onChange?.(event);
          }}
        />
      )}
    </CountedField>
  );
}

type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">;

export function TextArea({ label, name, error, hint, idPrefix, showCount, rows = 4, onChange, ...textarea }: TextAreaProps) {
  const id = fieldId(name, idPrefix);
  return (
    <CountedField id={id} label={label} error={error} hint={hint} showCount={showCount} maxLength={textarea.maxLength} initial={textarea.defaultValue ?? textarea.value}>
      {(aria, count) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          {...aria}
          {...textarea}
          onChange={(event) => {
            count(event.currentTarget.value);
            onChange?.(event);
          }}
        />
      )}
    </CountedField>
  );
}

type CheckboxProps = Omit<CommonProps, "showCount"> & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">;

export function Checkbox({ label, name, error, hint, idPrefix, ...input }: CheckboxProps) {
  const id = fieldId(name, idPrefix);
  const { errorId, hintId, message, aria } = fieldIds(id, { error, hint });
  const autoFocus = useAutoFocusIfFirstInvalid(id, message);
  return (
    <div className="field field-checkbox">
      <input id={id} name={name} type="checkbox" {...aria} autoFocus={autoFocus} {...input} />
      <label htmlFor={id}>{label}</label>
      <FieldNotes hint={hint} hintId={hintId} message={message} errorId={errorId} />
    </div>
  );
}

/** On the site's time zone's wall clocks, so a date field shows what the admin's form post will save. */
export function toDateTimeLocal(value: Date | string | null | undefined, timeZone: string): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : "";
  return zonedDateTimeLocal(date, timeZone);
}

type DateTimeFieldProps = Omit<CommonProps, "showCount"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type" | "defaultValue"> & {
    defaultValue?: Date | string | null;
  };

/**
 * A date and time written in the site's format ("24 Nov 2026, 09:30"), read on the site's wall clocks (the
 * label names the zone). A text field, not the browser's date input, whose format follows the browser's
 * language (11/25/2026 in one, 25.11.2026 in another): what the field shows is what the site shows. Any
 * written form parseDateText knows is taken, ISO included. With JavaScript a calendar button opens the
 * browser's own picker and writes its choice back in the site's format. A refused text comes back as typed.
 */
export function DateTimeField({ label, name, error, hint, idPrefix, defaultValue, ...input }: DateTimeFieldProps) {
  const id = fieldId(name, idPrefix);
  const timeZone = useSiteTimeZone();
  const local =
    typeof defaultValue === "string" && !/[zZ]|[+-]\d{2}:\d{2}$/.test(defaultValue) ? defaultValue : toDateTimeLocal(defaultValue, timeZone);
  const picked = local.trim() === "" ? "" : parseDateText(local);
  const shown = picked === undefined ? local : picked === "" ? "" : dateText(picked);
  const scripted = useScripted();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <div className="date-text-control">
          <input id={id} name={name} type="text" className="date-text" defaultValue={shown} placeholder={DATE_TEXT_EXAMPLE} autoComplete="off" spellCheck={false} {...aria} {...input} />
          {scripted ? <CalendarButton textId={id} kind="datetime-local" /> : null}
        </div>
      )}
    </Field>
  );
}

type DayFieldProps = Omit<CommonProps, "showCount"> & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type" | "defaultValue"> & { defaultValue?: string };

/** A day written in the site's format ("14 Mar 2028"), for the reasons of DateTimeField; the server takes the ISO day too. */
export function DayField({ label, name, error, hint, idPrefix, defaultValue = "", ...input }: DayFieldProps) {
  const id = fieldId(name, idPrefix);
  const day = defaultValue.trim() === "" ? "" : parseDayText(defaultValue);
  const shown = day === undefined ? defaultValue : day === "" ? "" : dayText(day);
  const scripted = useScripted();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <div className="date-text-control">
          <input id={id} name={name} type="text" className="date-text" defaultValue={shown} placeholder={DAY_TEXT_EXAMPLE} autoComplete="off" spellCheck={false} {...aria} {...input} />
          {scripted ? <CalendarButton textId={id} kind="date" /> : null}
        </div>
      )}
    </Field>
  );
}

/** Only once React runs: the button needs the script, and the server's HTML must match the first render. */
function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}

/**
 * Opens the browser's own picker for the text field `textId` and writes the choice back in the site's
 * format. The picker is not posted (no name) and out of the tab order: the text field holds the value.
 */
function CalendarButton({ textId, kind }: { textId: string; kind: "date" | "datetime-local" }) {
  const pickerId = `${textId}-picker`;
  const format = kind === "date" ? dayText : dateText;
  const parse = kind === "date" ? parseDayText : parseDateText;
  return (
    <>
      <input id={pickerId} type={kind} className="date-text-picker" tabIndex={-1} aria-hidden="true" onChange={(event) => writeBack(textId, format(event.currentTarget.value))} />
      <button type="button" className="date-text-button" aria-label="Choose on a calendar" title="Choose on a calendar" onClick={() => openPicker(textId, pickerId, parse)}>
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
        </svg>
      </button>
    </>
  );
}

function openPicker(textId: string, pickerId: string, parse: (text: string) => string | undefined) {
  const text = document.getElementById(textId) as HTMLInputElement | null;
  const picker = document.getElementById(pickerId) as HTMLInputElement | null;
  if (!text || !picker) return;
  picker.value = parse(text.value) ?? "";
  try {
    picker.showPicker();
  } catch {
    // A browser without showPicker: the text field takes the date as typed.
    text.focus();
  }
}

/** Through the native setter and an input event, so React's onChange and the form's listeners hear it as typing. */
function writeBack(textId: string, written: string) {
  const text = document.getElementById(textId) as HTMLInputElement | null;
  if (!text || !written) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(text, written);
  text.dispatchEvent(new Event("input", { bubbles: true }));
  text.dispatchEvent(new Event("change", { bubbles: true }));
}
