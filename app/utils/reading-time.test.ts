import { bodyLengthNote, readingMinutes } from "./reading-time";

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

describe("bodyLengthNote", () => {
  const paragraph = (words: number) => `<p>${Array.from({ length: words }, () => "word").join(" ")}</p>`;

  it("counts words and reading time, and leaves the limit out while the body is far from it", () => {
    expect(bodyLengthNote("", 1000)).toBe("0 words");
    expect(bodyLengthNote("<p>One</p>", 1000)).toBe("1 word · 1 min read");
    expect(bodyLengthNote(paragraph(400), 100_000)).toBe("400 words · 2 min read");
  });

  it("names the share of the limit near it, and how far over once past it", () => {
    const body = paragraph(100); // 507 characters with its tags
    expect(bodyLengthNote(body, 600)).toBe("100 words · 1 min read · 84% of the length allowed (formatting counts)");
    expect(bodyLengthNote(body, 500)).toBe("100 words · 1 min read · too long: 2% over the length allowed (formatting counts)");
  });
});
