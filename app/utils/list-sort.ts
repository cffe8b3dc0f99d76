/**
 * The order of an admin list, from its address: `?sort=title&dir=asc`
 * (docs/admin-content.md#lists). A column the list does not know falls back
 * to the list's own order; a direction other than `desc` reads as `asc`.
 */

type SortDirection = "asc" | "desc";
export type ListSort = { key: string; dir: SortDirection };

const SORT_KEY = /^[a-z_]{1,40}$/;

export function readListSort(searchParams: URLSearchParams): ListSort | null {
  const key = searchParams.get("sort");
  if (!key || !SORT_KEY.test(key)) return null;
  return { key, dir: searchParams.get("dir") === "desc" ? "desc" : "asc" };
}

/** A column header's link: ascending first, the other way round when it is already the order; back to page 1. */
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
