import { ariaSort, readListSort, sortHref } from "./list-sort";

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
