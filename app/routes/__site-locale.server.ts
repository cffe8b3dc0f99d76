import { redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { missing } from "~/routes/__public-page.server";

/**
 * The locale of a `/{lang}/…` address (the news, pages, search, the contact page): one of SITE_LOCALES
 * other than the default. The default locale's code in front redirects to the unprefixed address;
 * anything else is not a page of ours.
 */
export async function siteLocale(request: Request, lang: string | undefined) {
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (lang !== undefined && lang === locales[0] && locales.length > 1) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.slice(lang.length + 1) || "/"}${url.search}`, 301);
  }
  if (lang === undefined || !locales.slice(1).includes(lang)) throw await missing(request);
  return { locale: lang, locales, fallback };
}
