import { lastPageOf, normalizePageRequest, paginationMeta, parsePageRequest } from "./pagination";

describe("parsePageRequest", () => {
  it("reads page and per_page", () => {
    expect(parsePageRequest(new URLSearchParams("page=3&per_page=50"))).toEqual({ page: 3, perPage: 50 });
    expect(parsePageRequest(new URLSearchParams("perPage=7"))).toEqual({ page: 1, perPage: 7 });
  });

  it("falls back to page 1 and the default size on missing or bad values", () => {
    expect(parsePageRequest(new URLSearchParams(""))).toEqual({ page: 1, perPage: 20 });
    expect(parsePageRequest(new URLSearchParams("page=abc&per_page=-4"))).toEqual({ page: 1, perPage: 20 });
    expect(parsePageRequest(new URLSearchParams("page=0&per_page=0"))).toEqual({ page: 1, perPage: 20 });
    expect(parsePageRequest(new URLSearchParams("page=2.5&per_page=1e3"))).toEqual({ page: 1, perPage: 20 });
    expect(parsePageRequest(new URLSearchParams("page=99999999999999999999"))).toEqual({ page: 1, perPage: 20 });
  });

  it("uses the given default size", () => {
    expect(parsePageRequest(new URLSearchParams("page=2"), 9)).toEqual({ page: 2, perPage: 9 });
  });

  it("caps per_page at 100", () => {
    expect(parsePageRequest(new URLSearchParams("per_page=500"))).toEqual({ page: 1, perPage: 100 });
  });
});

describe("normalizePageRequest", () => {
  it("accepts numbers and numeric strings", () => {
    expect(normalizePageRequest({ page: 4, perPage: "12" })).toEqual({ page: 4, perPage: 12 });
    expect(normalizePageRequest({ page: undefined, perPage: 1000 })).toEqual({ page: 1, perPage: 100 });
    expect(normalizePageRequest({ page: -1, perPage: Number.NaN }, 9)).toEqual({ page: 1, perPage: 9 });
  });
});

describe("lastPageOf", () => {
  it("rounds up and is never below 1", () => {
    expect(lastPageOf(0, 20)).toBe(1);
    expect(lastPageOf(20, 20)).toBe(1);
    expect(lastPageOf(21, 20)).toBe(2);
  });
});

describe("paginationMeta", () => {
  it("has the API's snake_case shape", () => {
    expect(paginationMeta({ page: 2, perPage: 9, total: 30, lastPage: 4 })).toEqual({
      current_page: 2,
      per_page: 9,
      total: 30,
      last_page: 4,
    });
  });
});
