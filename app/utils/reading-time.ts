const WORDS_PER_MINUTE = 200;

/** Minutes to read a rich-text body at an unhurried pace; never under one. */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
