/** A word longer than `maxBytes` (UTF-8) stands alone; callers decide what to do with it. */
export function spaceSeparatedPieces(words: readonly string[], maxBytes: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && Buffer.byteLength(next) > maxBytes) {
      pieces.push(current);
      current = word;
    } else current = next;
  }
  if (current) pieces.push(current);
  return pieces;
}
