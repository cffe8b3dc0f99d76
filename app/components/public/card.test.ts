import { inPairs } from "./card";

describe("inPairs", () => {
  it("keeps an even number whole, leaves the last of an odd one out, and keeps a lone item", () => {
    expect(inPairs([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(inPairs([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(inPairs([1])).toEqual([1]);
    expect(inPairs([])).toEqual([]);
  });
});
