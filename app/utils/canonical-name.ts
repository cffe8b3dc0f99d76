// Guards and lookups take this answer, never the word (docs/permissions.md#canonical-names). No second
// decoding: Remix decoded once, and again would make `%2553ettings` a name. Only A–Z fold: `toLowerCase`
// would also fold the Kelvin sign into `k`.
export function canonicalName<Name extends string>(word: string | undefined, names: readonly Name[]): Name | undefined {
  if (word === undefined) return undefined;
  const folded = word.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return names.find((name) => name === folded);
}
