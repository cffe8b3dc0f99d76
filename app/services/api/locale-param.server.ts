import { json } from "@remix-run/node";
import { env } from "~/env.server";

/**
 * `?locale=` of an API request: one of SITE_LOCALES, the default locale when absent. Any other
 * value is a 400 naming `locale` and the locales there are, never a silent fallback.
 */
export function localeParam(request: Request): string {
  const locales = env().SITE_LOCALES;
  const value = new URL(request.url).searchParams.get("locale");
  if (value === null) return locales[0];
  if (locales.includes(value)) return value;
  const message = `The locale must be one of: ${locales.join(", ")}.`;
  throw json({ message, errors: { locale: [message] } }, { status: 400 });
}

/** Whether the request asked for a locale other than the default one. */
export function isDefaultLocale(locale: string): boolean {
  return locale === env().SITE_LOCALES[0];
}
