// docs/admin-content.md#lists: an unknown column keeps the list's own order; any `dir` but `desc` reads as `asc`.

type SortDirection = "asc" | "desc";
export type ListSort = { key: string; dir: SortDirection };

const SORT_KEY = /^[a-z_]{1,40}$/;

export function readListSort(searchParams: URLSearchParams): ListSort | null {
  const key = searchParams.get("sort");
  if (!key || !SORT_KEY.test(key)) return null;
  return { key, dir: searchParams.get("dir") === "desc" ? "desc" : "asc" };
}

export function sortHref(search: string, key: string, current: ListSort | null): string {
  const params = new URLSearchParams(search);
  for (const name of ["page", "confirm-delete", "edit"]) params.delete(name);
  params.set("sort", key);
  params.set("dir", current?.key === key && current.dir === "asc" ? "desc" : "asc");
  return `?${params}`;
}

export function ariaSort(key: string, current: ListSort | null): "ascending" | "descending" | undefined {
  if (current?.key !== key) return undefined;
  return current.dir === "asc" ? "ascending" : "descending";
}

const TEXT_ORDER = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** For a screen whose rows are not one query (content health), by the same rules as the models' `orderedBy`. */
export function sortRows<Row>(rows: readonly Row[], sort: ListSort | null, columns: Record<string, (row: Row) => string | number>): Row[] {
  const value = sort && Object.hasOwn(columns, sort.key) ? columns[sort.key] : undefined;
  if (!sort || !value) return [...rows];
  const sign = sort.dir === "asc" ? 1 : -1;
  const compare = (a: string | number, b: string | number) =>
    typeof a === "number" && typeof b === "number" ? a - b : TEXT_ORDER.compare(String(a), String(b));
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => sign * (compare(a.key, b.key) || a.index - b.index))
    .map(({ row }) => row);
}
