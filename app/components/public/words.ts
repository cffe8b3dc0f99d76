import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import english from "~/locales/en.json";
import type { MessageKey } from "~/services/messages.server";
import { DEFAULT_LOCALE, localePath, splitLocalePath } from "~/utils/locales";

export interface SiteWords {
  /** The page's locale, read from its address. */
  locale: string;
  /** One of the site's own words (a message without values) in the page's locale. */
  say: (key: MessageKey) => string;
  /** `path` in the page's locale: for the addresses that have one per locale (the home page, the news). */
  href: (path: string) => string;
}

/** The frame's words in the language of the page's address (docs/locales.md, "The site's own words"). */
export function useSiteWords(): SiteWords {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();
  const locales = data?.locales ?? [DEFAULT_LOCALE];
  const { locale } = splitLocalePath(pathname, locales);
  const words = data?.words?.[locale] ?? {};
  return {
    locale,
    // English where the root's data is missing: an error page drawn without it, a component rendered alone.
    say: (key) => words[key] ?? english[key],
    href: (path) => localePath(locale, path, locales),
  };
}

/** A title in quotation marks as the page's language writes them: “Our story”, „Unsere Geschichte“. */
export function quoted(text: string, locale: string): string {
  return locale.split("-")[0] === "de" ? `„${text}“` : `“${text}”`;
}
