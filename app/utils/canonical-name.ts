/**
 * The known name a word of the path stands for (a resource, a setting, a
 * preview target), or undefined: every guard and every lookup takes this
 * answer, never the word itself, so `/api/admin/Settings/site` is checked as
 * the `settings` it reaches (docs/permissions.md#canonical-names).
 *
 * Remix has already decoded the path once (`%53ettings` arrives as
 * `Settings`); decoding again would turn `%2553ettings` into a name too.
 * Only A–Z fold: `toLowerCase` would also fold the Kelvin sign into `k`.
 * The names are searched as a list, so `constructor` or `__proto__` is
 * simply not among them.
 */
export function canonicalName<Name extends string>(word: string | undefined, names: readonly Name[]): Name | undefined {
  if (word === undefined) return undefined;
  const folded = word.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return names.find((name) => name === folded);
}
