import { lazy, Suspense, useState } from "react";
import { errorText, type FieldError } from "~/components/field";
import { NO_OPTIONS_MESSAGE } from "./select";
import { useHydrated } from "./use-hydrated";
import type { SelectOption } from "./select-option";

/**
 * Several items chosen from a list (a story's related solutions). Without JavaScript, and until the
 * widget loads, a list of checkboxes with the items' whole titles in a box that scrolls past a few
 * lines; then a react-select that searches them by title. Both post `name` once per chosen item, and
 * an empty `name` always, so unchoosing the last one clears the list.
 */

const SearchableMultiSelect = lazy(() => import("./searchable-multi-select.client"));

export function MultiSelect({
  label,
  name,
  options,
  defaultValues,
  error,
  placeholder = "Search by title…",
}: {
  label: string;
  name: string;
  options: readonly SelectOption[];
  defaultValues: readonly string[];
  error?: FieldError;
  placeholder?: string;
}) {
  const hydrated = useHydrated();
  // The checkboxes' state carries over to the widget, in case the editor ticked one while it loaded.
  const [values, setValues] = useState<string[]>([...defaultValues]);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const message = errorText(error);
  const errorNote = message ? (
    <p id={errorId} className="field-error">
      {message}
    </p>
  ) : null;
  const toggle = (value: string, on: boolean) => setValues((current) => (on ? [...current, value] : current.filter((chosen) => chosen !== value)));

  const checkboxes = (
    <fieldset className="multi-select-list" aria-describedby={message ? errorId : undefined}>
      <legend>{label}</legend>
      <input type="hidden" name={name} value="" />
      {errorNote}
      {options.length === 0 ? <p className="field-hint">None yet.</p> : null}
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <input
              type="checkbox"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
  if (!hydrated) return checkboxes;
  return (
    <Suspense fallback={checkboxes}>
      <div className="field multi-select">
        <label htmlFor={id}>{label}</label>
        <input type="hidden" name={name} value="" />
        <SearchableMultiSelect
          id={id}
          name={name}
          options={options}
          values={values}
          onChange={setValues}
          placeholder={placeholder}
          noOptionsMessage={NO_OPTIONS_MESSAGE}
          invalid={Boolean(message)}
          describedBy={message ? errorId : undefined}
        />
        {errorNote}
      </div>
    </Suspense>
  );
}
