import { LONG_FIELD, readableLength, shortTranslationShare } from "./translation-length";

const original = "Our engineers watch every line around the clock and answer an alarm within fifteen minutes, day or night.";

describe("a translation much shorter than its original", () => {
  it("is flagged under 60 % of a long original's length, with its share", () => {
    expect(original.length).toBeGreaterThanOrEqual(LONG_FIELD);
    expect(shortTranslationShare(original, "Wir antworten schnell.")).toBeCloseTo(22 / original.length);
    // 59 % and 61 % of the original's length: only the first is flagged.
    expect(shortTranslationShare(original, "x".repeat(Math.floor(original.length * 0.59)))).not.toBeNull();
    expect(shortTranslationShare(original, "x".repeat(Math.ceil(original.length * 0.61)))).toBeNull();
  });

  it("leaves short originals, empty translations and longer ones alone", () => {
    expect(shortTranslationShare("Cloud migration for factories", "Cloud")).toBeNull();
    expect(shortTranslationShare(original, "")).toBeNull();
    expect(shortTranslationShare(original, "   ")).toBeNull();
    expect(shortTranslationShare(original, `${original} (auf Deutsch, etwas länger)`)).toBeNull();
  });

  it("reads a written body as its words: tags and their attributes are not length", () => {
    const body = `<p>${original}</p><p class="lead">${original}</p>`;
    expect(readableLength(body, true)).toBe(original.length * 2 + 1);
    expect(readableLength("<p>A&nbsp;B &amp; C</p>", true)).toBe(7);
    // The same words in much longer markup are not long enough to pass for a whole translation.
    expect(shortTranslationShare(body, `<p class="a-very-long-class-name-that-says-nothing">${original}</p>`, true)).not.toBeNull();
    expect(shortTranslationShare(body, `<p>${original}</p><p>${original}</p>`, true)).toBeNull();
  });
});
