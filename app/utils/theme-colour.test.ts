import { contrastWithWhite, darker, DEFAULT_THEME_COLOUR, isHexColour, themeStyle } from "./theme-colour";

describe("theme colour", () => {
  it("measures contrast with white as WCAG does", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite("#767676")).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite(DEFAULT_THEME_COLOUR)).toBeGreaterThan(4.5);
  });

  it("derives a darker shade and the custom properties, nothing for the default or a bad value", () => {
    expect(darker("#ffffff", 0.5)).toBe("#808080");
    expect(darker("#0B5CAD")).toBe("#094887");
    expect(themeStyle("#7A1F5C")).toBe(":root{--color-brand:#7a1f5c;--color-brand-dark:#5f1848}");
    expect(themeStyle(DEFAULT_THEME_COLOUR)).toBe("");
    expect(themeStyle("")).toBe("");
    expect(themeStyle("red;}body{display:none")).toBe("");
    expect(isHexColour("#abc")).toBe(false);
  });
});
