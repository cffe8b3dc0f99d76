import { ifNoneMatchMatches, ifRangeAllowsRange, parseRangeHeader } from "./http-range";

describe("parseRangeHeader", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["bytes=999-999", { start: 999, end: 999 }],
    [" Bytes = 1 - 2 ", { start: 1, end: 2 }],
  ])("%s on 1000 bytes → %o", (header, expected) => {
    expect(parseRangeHeader(header, 1000)).toEqual(expected);
  });

  it.each(["bytes=1000-", "bytes=5000-6000", "bytes=-0"])("%s on 1000 bytes is unsatisfiable", (header) => {
    expect(parseRangeHeader(header, 1000)).toBe("unsatisfiable");
  });

  it.each([null, "", "bytes=", "bytes=-", "bytes=5-2", "items=0-1", "bytes=0-1,5-6", "bytes=a-b"])(
    "ignores %j",
    (header) => {
      expect(parseRangeHeader(header, 1000)).toBeUndefined();
    },
  );

  it("finds nothing satisfiable in an empty file", () => {
    expect(parseRangeHeader("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseRangeHeader("bytes=-10", 0)).toBe("unsatisfiable");
  });
});

describe("ifNoneMatchMatches", () => {
  const etag = '"abc-w960"';

  it("matches the tag, a list holding it, a weak form of it and *", () => {
    expect(ifNoneMatchMatches('"abc-w960"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"x", "abc-w960"', etag)).toBe(true);
    expect(ifNoneMatchMatches('W/"abc-w960"', etag)).toBe(true);
    expect(ifNoneMatchMatches("*", etag)).toBe(true);
  });

  it("does not match another tag or nothing", () => {
    expect(ifNoneMatchMatches('"abc"', etag)).toBe(false);
    expect(ifNoneMatchMatches(null, etag)).toBe(false);
  });
});

describe("ifRangeAllowsRange", () => {
  it("allows the range without If-Range or with the same strong tag only", () => {
    expect(ifRangeAllowsRange(null, '"abc"')).toBe(true);
    expect(ifRangeAllowsRange('"abc"', '"abc"')).toBe(true);
    expect(ifRangeAllowsRange('W/"abc"', '"abc"')).toBe(false);
    expect(ifRangeAllowsRange('"old"', '"abc"')).toBe(false);
    expect(ifRangeAllowsRange("Wed, 21 Oct 2015 07:28:00 GMT", '"abc"')).toBe(false);
  });
});
