import { clipText } from "./clip-text";

describe("clipText", () => {
  it("keeps a short text whole, on one line", () => {
    expect(clipText("  Hello\n\nthere  ", 20)).toBe("Hello there");
    expect(clipText("abcde", 5)).toBe("abcde");
  });

  it("cuts a long one to the limit, the ellipsis included, without a space before it", () => {
    expect(clipText("abcdef", 5)).toBe("abcd…");
    expect(clipText("one two three", 9)).toBe("one two…");
    expect(clipText("x".repeat(500), 80)).toHaveLength(80);
  });
});
