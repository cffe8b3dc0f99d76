// White text sits on the theme colour and it sits on white, so it needs 4.5:1 contrast either way.

export const DEFAULT_THEME_COLOUR = "#0b5cad";
export const MIN_CONTRAST_WITH_WHITE = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

export function darker(hex: string, share = 0.22): string {
  return `#${channels(hex)
    .map((value) => Math.round(value * (1 - share)).toString(16).padStart(2, "0"))
    .join("")}`;
}

export function themeStyle(colour: string | undefined): string {
  if (!colour || !isHexColour(colour) || colour.toLowerCase() === DEFAULT_THEME_COLOUR) return "";
  const value = colour.toLowerCase();
  return `:root{--color-brand:${value};--color-brand-dark:${darker(value)}}`;
}
