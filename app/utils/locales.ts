/**
 * The site's languages in its URLs (docs/locales.md): the default locale (the first of
 * SITE_LOCALES) keeps the unprefixed paths; every other locale lives under its code as the
 * first path segment (`/de`, `/de/news`). Pure functions: the list of locales is passed in.
 */

export const DEFAULT_LOCALE = "en";

// A BCP 47 language tag as it appears in our URLs: lowercase, a 2–3 letter language, then
// optional subtags (de-at, zh-hant, es-419). Lowercase so a URL has one spelling.
export const LOCALE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/;

// First path segments the site itself uses that look like a language code; a locale with one
// of these codes would hide those pages. (locales.test.ts walks app/routes to keep this true.)
export const SITE_PATH_CODES: readonly string[] = ["api"];

/** The site's own addresses that every other language has too, under its prefix (`/de/news`, `/de/solutions`). */
export const PATHS_IN_EVERY_LOCALE: ReadonlySet<string> = new Set([
  "/", "/news", "/contact-us", "/certificates", "/login", "/register", "/forgot-password", "/account", "/search",
  "/solutions", "/products", "/customer-stories",
]);

export interface LocalePath {
  locale: string;
  /** The path without the locale's prefix, starting with "/". */
  rest: string;
  /**
   * Whether the path carried the locale's code. True for the default locale means a
   * non-canonical address (`/en/news`): the caller redirects it to `rest`.
   */
  prefixed: boolean;
}

/** Splits a URL path (no query) into its locale and the rest; `locales[0]` is the default. */
export function splitLocalePath(pathname: string, locales: readonly string[]): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && locales.includes(match[1])) {
    return { locale: match[1], rest: match[2] && match[2] !== "/" ? match[2] : "/", prefixed: true };
  }
  return { locale: locales[0], rest: pathname || "/", prefixed: false };
}

/** The address of `rest` (a path starting with "/") in `locale`. */
export function localePath(locale: string, rest: string, locales: readonly string[]): string {
  if (!rest.startsWith("/")) throw new Error(`a locale path starts with "/": ${rest}`);
  if (!locales.includes(locale)) throw new Error(`not one of the site's locales: ${locale}`);
  if (locale === locales[0]) return rest;
  return rest === "/" ? `/${locale}` : `/${locale}${rest}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The `<link rel="alternate" hreflang>` list of a page: one per locale that has it (in the
 * order of SITE_LOCALES), then `x-default`, the default locale's version, or the first
 * there is when the default locale has none. `paths` maps a locale to the page's path in
 * it, unprefixed (translated slugs differ per locale); a locale without one is left out.
 */
export function hreflangAlternates(options: {
  siteUrl: string;
  locales: readonly string[];
  paths: Readonly<Record<string, string | undefined>>;
}): Alternate[] {
  const { siteUrl, locales, paths } = options;
  const alternates = locales
    .filter((locale) => paths[locale] !== undefined)
    .map((locale) => ({ hreflang: locale, href: `${siteUrl}${localePath(locale, paths[locale]!, locales)}` }));
  if (alternates.length === 0) return [];
  return [...alternates, { hreflang: "x-default", href: alternates[0].href }];
}

/** The alternates as the `<link rel="alternate" hreflang>` tags a route's meta returns. */
export function hreflangLinks(options: Parameters<typeof hreflangAlternates>[0]) {
  return hreflangAlternates(options).map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href }));
}

export interface LanguageLink {
  locale: string;
  /** The language's name in itself (Deutsch), so a visitor finds their own. */
  name: string;
  href: string;
  current: boolean;
  /** False when the page has no translation there and the link leads to that locale's home. */
  translated: boolean;
}

/**
 * The language switcher's links, one per locale in the order of SITE_LOCALES: to the same
 * page's translation, or to the locale's home page when it has none. `paths` as for
 * hreflangAlternates.
 */
export function languageLinks(options: {
  locales: readonly string[];
  current: string;
  paths: Readonly<Record<string, string | undefined>>;
}): LanguageLink[] {
  return options.locales.map((locale) => {
    const rest = options.paths[locale];
    return {
      locale,
      name: languageName(locale),
      href: localePath(locale, rest ?? "/", options.locales),
      current: locale === options.current,
      translated: rest !== undefined,
    };
  });
}

/** A language's name in English, for the admin, which is written in English: de gives "German". */
export function englishLanguageName(locale: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
}

/** A language's name in the words of another, for a sentence: `languageNameIn("de", "en")` gives "Englisch". */
export function languageNameIn(locale: string, language: string): string {
  return new Intl.DisplayNames([locale], { type: "language" }).of(language) ?? language;
}

/** A language's name in that language, for the language switcher: de gives "Deutsch". */
export function languageName(locale: string): string {
  const name = languageNameIn(locale, locale);
  // Some languages write their names in lowercase (français); in a list of names they start with a capital.
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
