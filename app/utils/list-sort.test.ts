import { ariaSort, readListSort, sortHref, sortRows } from "./list-sort";

describe("readListSort", () => {
  it("reads a column and a direction; anything but desc is ascending", () => {
    expect(readListSort(new URLSearchParams("sort=title&dir=desc"))).toEqual({ key: "title", dir: "desc" });
    expect(readListSort(new URLSearchParams("sort=updated"))).toEqual({ key: "updated", dir: "asc" });
    expect(readListSort(new URLSearchParams("sort=title&dir=sideways"))).toEqual({ key: "title", dir: "asc" });
  });

  it("leaves out what cannot be a column's name", () => {
    expect(readListSort(new URLSearchParams(""))).toBeNull();
    expect(readListSort(new URLSearchParams("dir=desc"))).toBeNull();
    expect(readListSort(new URLSearchParams("sort=title;drop table"))).toBeNull();
    expect(readListSort(new URLSearchParams(`sort=${"a".repeat(41)}`))).toBeNull();
  });
});

describe("sortHref", () => {
  it("keeps the filters, goes back to page 1 and turns the current column round", () => {
    expect(sortHref("?q=cloud&page=3&confirm-delete=4", "title", null)).toBe("?q=cloud&sort=title&dir=asc");
    expect(sortHref("?sort=title&dir=asc", "title", { key: "title", dir: "asc" })).toBe("?sort=title&dir=desc");
    expect(sortHref("?sort=title&dir=desc&edit=2", "title", { key: "title", dir: "desc" })).toBe("?sort=title&dir=asc");
    expect(sortHref("?sort=title&dir=desc", "updated", { key: "title", dir: "desc" })).toBe("?sort=updated&dir=asc");
  });
});

describe("ariaSort", () => {
  it("marks only the column the list is sorted by", () => {
    expect(ariaSort("title", { key: "title", dir: "asc" })).toBe("ascending");
    expect(ariaSort("title", { key: "title", dir: "desc" })).toBe("descending");
    expect(ariaSort("updated", { key: "title", dir: "desc" })).toBeUndefined();
    expect(ariaSort("title", null)).toBeUndefined();
  });
});

describe("sortRows", () => {
  const rows = [
    { name: "beta", size: 2 },
    { name: "Alpha", size: 10 },
    { name: "alpha", size: 1 },
    { name: "img10", size: 3 },
    { name: "img9", size: 3 },
  ];
  const columns = { name: (row: { name: string }) => row.name, size: (row: { size: number }) => row.size };
  const names = (sorted: typeof rows) => sorted.map((row) => row.name);

  it("sorts text without regard to case, numbers as numbers, ties in their own order turned the same way", () => {
    expect(names(sortRows(rows, { key: "name", dir: "asc" }, columns))).toEqual(["Alpha", "alpha", "beta", "img9", "img10"]);
    expect(names(sortRows(rows, { key: "name", dir: "desc" }, columns))).toEqual(["img10", "img9", "beta", "alpha", "Alpha"]);
    expect(names(sortRows(rows, { key: "size", dir: "desc" }, columns))).toEqual(["Alpha", "img9", "img10", "beta", "alpha"]);
    expect(names(sortRows(rows, { key: "size", dir: "asc" }, columns))).toEqual(["alpha", "beta", "img10", "img9", "Alpha"]);
  });

  it("keeps the list's own order for no sort or an unknown column, and never changes the list it was given", () => {
    expect(names(sortRows(rows, null, columns))).toEqual(names(rows));
    expect(names(sortRows(rows, { key: "constructor", dir: "desc" }, columns))).toEqual(names(rows));
    const copy = [...rows];
    sortRows(rows, { key: "name", dir: "desc" }, columns);
    expect(rows).toEqual(copy);
  });
});
