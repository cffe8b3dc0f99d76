/**
 * The cache tag of a content type's text in one locale (`news@de`): a translation's save drops the
 * pages of its locale only. Pages in a locale other than the default carry it beside the type's tag,
 * since they also show the shared fields and, with the fallback, the default text.
 */
export function localeTag(tag: string, locale: string): string {
  return `${tag}@${locale}`;
}

/** A solution's or product's page in `locale` reads the item's translations and its category's, and the stories naming it there. */
export function catalogLocaleTags(kind: "solution" | "product", locale: string): string[] {
  return [localeTag(kind, locale), localeTag(`${kind}-category`, locale), localeTag("customer-story", locale)];
}

/** A customer story's page in `locale` names its solutions and products in that locale too. */
export function storyLocaleTags(locale: string): string[] {
  return [localeTag("customer-story", locale), localeTag("solution", locale), localeTag("product", locale)];
}
