import { lazy, Suspense, useState, type ReactNode } from "react";
import { Field, fieldId, type FieldControlProps, type FieldError } from "~/components/field";
import { useHydrated } from "./use-hydrated";
import type { SelectOption } from "./select-option";

/** react-select is loaded on demand, so the public pages never download it; without JavaScript the native control stays. */

export const NO_OPTIONS_MESSAGE = "Sorry, no matching options.";

type SelectProps = {
  label: ReactNode;
  name: string;
  options: readonly SelectOption[];
  defaultValue?: string | number | null;
  /** A required select shows it only as a prompt: react-select then cannot be cleared. */
  emptyLabel?: string;
  error?: FieldError;
  hint?: ReactNode;
  idPrefix?: string;
  required?: boolean;
  disabled?: boolean;
  onChange?: (value: string) => void;
  className?: string;
};

const SearchableSelect = lazy(() => import("./searchable-select.client"));

export function Select({ label, name, options, defaultValue, emptyLabel, error, hint, idPrefix, required, disabled, onChange, className }: SelectProps) {
  const id = fieldId(name, idPrefix);
  const hydrated = useHydrated();
  // react-select starts from the native control, in case the admin changed it while react-select was loading.
  const [value, setValue] = useState(defaultValue === null || defaultValue === undefined ? "" : String(defaultValue));
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };

  const native = (aria: FieldControlProps) => (
    <select
      id={id}
      name={name}
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      required={required}
      disabled={disabled}
      {...aria}
    >
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  return (
    <Field id={id} label={label} error={error} hint={hint} className={className ? `field-select ${className}` : "field-select"}>
      {(aria) =>
        hydrated ? (
          <Suspense fallback={native(aria)}>
            <SearchableSelect
              id={id}
              name={name}
              options={options}
              value={value}
              onChange={change}
              clearable={emptyLabel !== undefined && !required}
              placeholder={emptyLabel || "Select…"}
              noOptionsMessage={NO_OPTIONS_MESSAGE}
              required={required}
              disabled={disabled}
              invalid={Boolean(aria["aria-invalid"])}
              errorId={`${id}-error`}
            />
          </Suspense>
        ) : (
          native(aria)
        )
      }
    </Field>
  );
}
