/**
 * A translation much shorter than its original may have left something out: the translation screens
 * say so, quietly, beside the field. Short fields (a title, a label) vary too much between languages
 * to judge, and an empty translation is the "missing" state, not a short one.
 */

/** An original of fewer characters than this is not judged. */
export const LONG_FIELD = 80;
/** Under this share of the original's length, a translation reads as shortened. */
const SHORT_SHARE = 0.6;

/** What a reader gets of a text: tags dropped (a written body), an entity counted as one character, white space as one. */
export function readableLength(text: string, html: boolean): number {
  const plain = html ? text.replace(/<[^>]*>/g, " ").replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, "x") : text;
  return plain.replace(/\s+/g, " ").trim().length;
}

/** The translation's length as a share of the original's, when it is so short that it should be checked; else null. */
export function shortTranslationShare(original: string, translation: string, html = false): number | null {
  const source = readableLength(original, html);
  if (source < LONG_FIELD) return null;
  const target = readableLength(translation, html);
  if (target === 0) return null;
  const share = target / source;
  return share < SHORT_SHARE ? share : null;
}
