const WORDS_PER_MINUTE = 200;
/** Below this share of the limit an editor has no reason to think about it. */
const NEAR_THE_LIMIT = 0.8;

function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a rich-text body at an unhurried pace; never under one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE));
}

/**
 * The line under the body editor: what a writer counts (words, reading time), and the stored
 * length limit only once the body comes near it, since the limit counts formatting and a writer
 * cannot see that.
 */
export function bodyLengthNote(html: string, maxLength: number): string {
  const words = wordCount(html);
  const counted = words === 0 ? "0 words" : `${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"} · ${readingMinutes(html)} min read`;
  const share = html.length / maxLength;
  if (share > 1) return `${counted} · too long: ${Math.ceil((share - 1) * 100)}% over the length allowed (formatting counts)`;
  if (share >= NEAR_THE_LIMIT) return `${counted} · ${Math.floor(share * 100)}% of the length allowed (formatting counts)`;
  return counted;
}
