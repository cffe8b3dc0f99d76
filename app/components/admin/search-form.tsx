import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { ListSort } from "~/utils/list-sort";
import { IconButton } from "./icon-button";
import { Icon } from "./icons";
import { useHydrated } from "./use-hydrated";

/** What the address may hold that narrows nothing: the order, the page, an open panel or question. */
const NOT_FILTERS = new Set(["sort", "dir", "page", "edit", "confirm-delete"]);

/** Long enough for a word typed at speed to be one search, short enough to feel like filtering. */
const TYPING_PAUSE_MS = 300;

/**
 * A GET form, so results have a URL (bookmarkable, Back works) without JavaScript; a new search starts at
 * page 1 in the same order. With JavaScript the list filters as the editor types, each pause replacing the
 * history entry rather than adding one per word, and the Search button steps aside (Enter still searches).
 */
export function SearchForm({
  q,
  label = "Search",
  placeholder,
  resetHref,
  sort,
  children,
}: {
  q?: string | null;
  label?: string;
  placeholder?: string;
  resetHref: string;
  sort?: ListSort | null;
  children?: ReactNode;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  // Reset is offered once there is something to reset: a search or a filter in the address.
  const filtered = [...new URLSearchParams(useLocation().search)].some(([key, value]) => value !== "" && !NOT_FILTERS.has(key));
  const pause = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(pause.current), []);
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    clearTimeout(pause.current);
    if (form) pause.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE_MS);
  };
  return (
    <Form method="get" className="search-form" role="search" onSubmit={() => clearTimeout(pause.current)}>
      <div className="field search-form-box">
        <label htmlFor="search-q" className="visually-hidden">
          {label}
        </label>
        <Icon name="search" />
        {/* The label is read out; on screen the box says it, as a toolbar's search does. */}
        <input id="search-q" type="search" name="q" defaultValue={q ?? ""} placeholder={placeholder ? `${label} by ${placeholder.toLowerCase()}` : `${label}…`} maxLength={200} onInput={onInput} />
      </div>
      {children}
      {sort ? (
        <>
          <input type="hidden" name="sort" value={sort.key} />
          <input type="hidden" name="dir" value={sort.dir} />
        </>
      ) : null}
      <div className="search-form-actions">
        {hydrated ? null : <IconButton type="submit" icon="search" label="Search" variant="primary" />}
        {filtered ? (
          <Link to={resetHref} className="icon-button icon-button-plain">
            Reset
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A native select filter for a SearchForm (react-select is for forms; a filter stays plain and light). */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  value?: string | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  allLabel: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className="field">
      {/* The first option says what the box holds ("All statuses"), so the label is read out, not shown. */}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {/* Chosen, it filters at once (Search still submits it without JavaScript). */}
      <select id={id} name={name} defaultValue={value ?? ""} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
