import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ListSort } from "~/utils/list-sort";
import { IconButton } from "./icon-button";

/** A GET form, so results have a URL (bookmarkable, Back works) without JavaScript; a new search starts at page 1 in the same order. */
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
  return (
    <Form method="get" className="search-form" role="search">
      <div className="field">
        <label htmlFor="search-q" className="visually-hidden">
          {label}
        </label>
        {/* The label is read out; on screen the box says it, as a toolbar's search does. */}
        <input id="search-q" type="search" name="q" defaultValue={q ?? ""} placeholder={placeholder ? `${label} by ${placeholder.toLowerCase()}` : `${label}…`} maxLength={200} />
      </div>
      {children}
      {sort ? (
        <>
          <input type="hidden" name="sort" value={sort.key} />
          <input type="hidden" name="dir" value={sort.dir} />
        </>
      ) : null}
      <div className="search-form-actions">
        <IconButton type="submit" icon="search" label="Search" variant="primary" />
        <Link to={resetHref} className="icon-button icon-button-plain">
          Reset
        </Link>
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
