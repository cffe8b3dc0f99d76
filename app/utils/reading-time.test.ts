import { readingMinutes } from "./reading-time";

describe("readingMinutes", () => {
  it("reads 200 words a minute, rounded, and never says less than a minute", () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(`<p>${words(50)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(400)}</p>`)).toBe(2);
    expect(readingMinutes(`<h2>${words(300)}</h2><p>${words(350)}</p>`)).toBe(3);
  });

  it("counts words, not tags, attributes or punctuation between blocks", () => {
    const html = `<h2>Overview</h2><p>A <a href="https://example.com/a-very-long-address">fanless</a> gateway &amp; —</p><img src="x.webp" alt="three words here">`;
    expect(readingMinutes(html.repeat(100))).toBe(2);
  });
});
