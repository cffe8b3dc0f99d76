import fc from "fast-check";
import { mediaIdFromUrl, mediaUrl, pickVariantWidth, safeFileName, srcSet, variantWidths } from "./media-url";

describe("safeFileName", () => {
  it.each([
    ["Team Photo.JPG", "team-photo.jpg"],
    ["Café Menü 2026.pdf", "cafe-menu-2026.pdf"],
    ["../../etc/passwd", "etc-passwd"],
    ["a  --  b . png", "a-b.png"],
    ['"><script>alert(1)</script>.png', "script-alert-1-script.png"],
    ["...", "file"],
    ["日本語", "file"],
    ["report..final..pdf", "report.final.pdf"],
  ])("%j → %j", (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it("keeps the end of a long name, with its extension", () => {
    const name = safeFileName(`${"a".repeat(150)}.webp`);
    expect(name).toHaveLength(100);
    expect(name.endsWith(".webp")).toBe(true);
  });

  it("returns a tidy name unchanged, and what it returns is tidy", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (input) => {
        const once = safeFileName(input);
        expect(once).toMatch(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/);
        expect(once.length).toBeLessThanOrEqual(100);
        expect(safeFileName(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("mediaUrl", () => {
  it("builds the public path, with ?w= for a variant", () => {
    const media = { id: 12, original_name: "Team Photo.JPG" };
    expect(mediaUrl(media)).toBe("/media/12/team-photo.jpg");
    expect(mediaUrl(media, 960)).toBe("/media/12/team-photo.jpg?w=960");
  });
});

describe("srcSet", () => {
  it("lists the variants and the original at its width", () => {
    const media = { id: 3, original_name: "hero.png", kind: "image", width: 2000, variants: [480, 960, 1600] };
    expect(srcSet(media)).toBe(
      "/media/3/hero.png?w=480 480w, /media/3/hero.png?w=960 960w, /media/3/hero.png?w=1600 1600w, /media/3/hero.png 2000w",
    );
  });

  it("has only the original when there are no variants", () => {
    expect(srcSet({ id: 4, original_name: "icon.png", kind: "image", width: 300, variants: [] })).toBe(
      "/media/4/icon.png 300w",
    );
  });

  it("is empty for a PDF or video", () => {
    expect(srcSet({ id: 5, original_name: "a.pdf", kind: "pdf", width: null, variants: [] })).toBe("");
  });
});

describe("mediaIdFromUrl", () => {
  it("reads the id from relative and absolute media URLs only", () => {
    expect(mediaIdFromUrl("/media/42/photo.jpg?w=960")).toBe(42);
    expect(mediaIdFromUrl("https://www.example.com/media/7/a.pdf")).toBe(7);
    expect(mediaIdFromUrl("/other/media/7/a.pdf")).toBeUndefined();
    expect(mediaIdFromUrl("/media/abc/a.pdf")).toBeUndefined();
  });
});

describe("pickVariantWidth", () => {
  const variants = [480, 960, 1600];

  it.each([
    [1, 480],
    [480, 480],
    [481, 960],
    [960, 960],
    [1200, 1600],
    [1600, 1600],
  ])("w=%i picks the %i variant", (requested, expected) => {
    expect(pickVariantWidth(variants, requested)).toBe(expected);
  });

  it("picks the original when wider than every variant, absent or nonsense", () => {
    expect(pickVariantWidth(variants, 1601)).toBeUndefined();
    expect(pickVariantWidth(variants, undefined)).toBeUndefined();
    expect(pickVariantWidth(variants, 0)).toBeUndefined();
    expect(pickVariantWidth(variants, Number.NaN)).toBeUndefined();
    expect(pickVariantWidth([], 300)).toBeUndefined();
  });

  it("does not depend on the order the variants are stored in", () => {
    expect(pickVariantWidth([1600, 480, 960], 500)).toBe(960);
  });
});

describe("variantWidths", () => {
  it("reads the jsonb array, sorted, and ignores anything that is not a width", () => {
    expect(variantWidths({ variants: [960, 480] })).toEqual([480, 960]);
    expect(variantWidths({ variants: [480, "960", -1, 1.5, null] })).toEqual([480]);
    expect(variantWidths({ variants: "[480]" })).toEqual([]);
    expect(variantWidths({ variants: null })).toEqual([]);
  });
});
