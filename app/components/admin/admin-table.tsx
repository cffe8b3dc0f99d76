import { useLocation, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ariaSort, sortHref, type ListSort } from "~/utils/list-sort";

/** Checkboxes belong to a form elsewhere on the page (the `form` attribute), so the row's own action forms need no nesting. */

export type TableColumn<Item> = {
  header: string;
  visuallyHidden?: boolean;
  /**
   * How the cell reads in a phone's card, where the header row is gone: "heading" leads the card,
   * "bare" is a value that says what it is without its column's name (a status); otherwise the name
   * goes before it.
   */
  card?: "heading" | "bare";
  sort?: string;
  cell: (item: Item) => ReactNode;
};

/**
 * A date in a list column, compact so the title beside it gets the room: the day alone on one line,
 * as Ghost's and WordPress's lists show it. The time is still there for whoever needs it: on
 * hover (the title) and read out by a screen reader.
 */
export function ListDate({ text }: { text: string }) {
  // No date leaves the cell empty, so a phone's card drops its "Date:" too.
  if (text === "") return null;
  const comma = text.indexOf(", ");
  if (comma === -1) return <span className="list-date">{text}</span>;
  return (
    <span className="list-date" title={text}>
      {text.slice(0, comma)}
      <span className="visually-hidden">{text.slice(comma)}</span>
    </span>
  );
}

type Selection<Item> = { form: string; name: (item: Item) => string };

function SortHeader({ column, sort }: { column: TableColumn<unknown> & { sort: string }; sort: ListSort | null }) {
  const { search } = useLocation();
  const direction = ariaSort(column.sort, sort);
  return (
    <th scope="col" aria-sort={direction}>
      <Link to={sortHref(search, column.sort, sort)} className="sort-link">
        {column.header}
        <span className="sort-mark" aria-hidden="true">
          {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
        </span>
      </Link>
    </th>
  );
}

export function AdminTable<Item>({
  label,
  columns,
  items,
  empty,
  sort = null,
  select,
  actions,
  rowKey,
  rowClassName,
}: {
  label: string;
  columns: Array<TableColumn<Item>>;
  items: Item[];
  empty: ReactNode;
  sort?: ListSort | null;
  select?: Selection<Item>;
  actions?: (item: Item) => ReactNode;
  rowKey: (item: Item, index: number) => string;
  rowClassName?: (item: Item) => string | undefined;
}) {
  const width = columns.length + (select ? 1 : 0) + (actions ? 1 : 0);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            {select ? (
              <th scope="col" className="row-select">
                <span className="visually-hidden">Select</span>
              </th>
            ) : null}
            {columns.map((column) =>
              column.sort ? (
                <SortHeader key={column.header} column={column as TableColumn<unknown> & { sort: string }} sort={sort} />
              ) : (
                <th scope="col" key={column.header}>
                  {column.visuallyHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ),
            )}
            {actions ? (
              <th scope="col" className="row-actions-cell">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={width} className="admin-empty">
                {empty}
              </td>
            </tr>
          ) : (
            items.map((item, index) => (
              <tr key={rowKey(item, index)} className={rowClassName?.(item)}>
                {select ? (
                  <td className="row-select">
                    <input
                      type="checkbox"
                      name="ids"
                      value={rowKey(item, index)}
                      form={select.form}
                      aria-label={`Select ${select.name(item)}`}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.header} data-label={column.visuallyHidden ? undefined : column.header} data-card={column.card}>
                    {column.cell(item)}
                  </td>
                ))}
                {actions ? (
                  <td className="row-actions-cell">
                    <div className="row-actions">{actions(item)}</div>
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
