/**
 * The public site's own words per locale (docs/locales.md): ICU messages in app/locales/*.json,
 * formatted with Intl through intl-messageformat (docs/decisions/018-translations.md). English is
 * the source: its catalogue holds every key, and a key another catalogue lacks is said in English.
 */
import IntlMessageFormat, { type Formats } from "intl-messageformat";
import { env } from "~/env.server";
import de from "~/locales/de.json";
import en from "~/locales/en.json";

export type MessageKey = keyof typeof en;
export type Catalogue = Partial<Record<MessageKey, string>>;
export type MessageValues = Record<string, string | number | Date>;

const SOURCE_LOCALE = "en";

// The catalogues the product ships; a locale of SITE_LOCALES without one speaks its language's, else English.
const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, de };

/** The catalogue for a locale: its own, its language's (de-at takes de), else none. */
function catalogueLocale(locale: string, catalogues: Readonly<Record<string, Catalogue>>): string | undefined {
  if (catalogues[locale]) return locale;
  const language = locale.split("-")[0];
  return catalogues[language] ? language : undefined;
}

// Dates and times in messages are shown in the site's zone, as everywhere else on the site.
function zonedFormats(timeZone: string): Partial<Formats> {
  const zoned = (styles: Record<string, Intl.DateTimeFormatOptions>) =>
    Object.fromEntries(Object.entries(styles).map(([style, options]) => [style, { ...options, timeZone }]));
  return { date: zoned(IntlMessageFormat.formats.date), time: zoned(IntlMessageFormat.formats.time) };
}

// A message is parsed once per locale and zone; the keys and locales are few and fixed.
const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats `key` in `locale` from the given catalogues; the one for `en` must hold every key.
 * A message the locale's catalogue lacks is formatted in English, as English.
 */
export function translate(
  catalogues: Readonly<Record<string, Catalogue>>,
  options: { locale: string; key: MessageKey; values?: MessageValues; timeZone: string },
): string {
  const { key, values, timeZone } = options;
  const own = catalogueLocale(options.locale, catalogues);
  const translated = own === undefined ? undefined : catalogues[own][key];
  // An English sentence keeps English numbers and dates, even inside a German page.
  const locale = translated === undefined ? SOURCE_LOCALE : options.locale;
  const message = translated ?? catalogues[SOURCE_LOCALE][key];
  if (message === undefined) throw new Error(`no message "${key}" in the ${SOURCE_LOCALE} catalogue`);
  const cacheKey = `${locale}\u0000${timeZone}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    // Messages are plain text: a "<" is a character, never markup.
    format = new IntlMessageFormat(message, locale, zonedFormats(timeZone), { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/** One of the site's own words in `locale`: `t("de", "news.readingTime", { minutes: 3 })`. */
export function t(locale: string, key: MessageKey, values?: MessageValues): string {
  return translate(CATALOGUES, { locale, key, values, timeZone: env().SITE_TIME_ZONE });
}

/** The shipped catalogues, for the tests that hold them to the English one. */
export function shippedCatalogues(): Readonly<Record<string, Catalogue>> {
  return CATALOGUES;
}

/** The words the header and footer say: every message without a value to fill in. */
export type Words = Partial<Record<MessageKey, string>>;

/**
 * The site's words without values, per locale, for the frame around every page.
 * They go to the browser with the root's data, so a page reached by a script
 * navigation speaks its address's language as one served whole does.
 */
export function plainWords(locales: readonly string[]): Record<string, Words> {
  // The root asks on every request; the catalogues never change while the process runs.
  const key = locales.join(",");
  let words = plainWordsByLocales.get(key);
  if (!words) {
    const plainKeys = (Object.keys(en) as MessageKey[]).filter((message) => !en[message].includes("{"));
    words = Object.fromEntries(locales.map((locale) => [locale, Object.fromEntries(plainKeys.map((message) => [message, t(locale, message)]))]));
    plainWordsByLocales.set(key, words);
  }
  return words;
}

const plainWordsByLocales = new Map<string, Record<string, Words>>();
