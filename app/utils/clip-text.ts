/**
 * `text` on one line and at most `max` characters, the last of them "…" when anything was cut: a
 * line in a list or a card that must not run on.
 */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
