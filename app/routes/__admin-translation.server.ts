import { publicationState } from "~/components/admin/catalog-screens";
import { env } from "~/env.server";
import { englishLanguageName } from "~/utils/locales";
import { notFound } from "./__admin-screen.server";

/**
 * What every translator's screen shares (/admin/edit-blog/{id}?locale=de, /admin/edit-pages/{id}?locale=de):
 * the locale switcher's choices, the locale a request asks for, and a list's translation column.
 */

/** The locales an editor can switch between, or null on a site in one language (no switcher then). */
export function localeChoices(): Array<{ locale: string; name: string }> | null {
  const locales = env().SITE_LOCALES;
  if (locales.length < 2) return null;
  return locales.map((locale) => ({ locale, name: englishLanguageName(locale) }));
}

/**
 * The locale of `?locale=` when it is one of the site's others; undefined for the default locale (or
 * none), which is the article itself. A locale the site does not have is not found.
 */
export function translationLocale(request: Request): string | undefined {
  const locale = new URL(request.url).searchParams.get("locale");
  const locales = env().SITE_LOCALES;
  if (locale === null || locale === "" || locale === locales[0]) return undefined;
  if (!locales.includes(locale)) throw notFound();
  return locale;
}

type TranslationStateWord = "Published" | "Scheduled" | "Draft" | "Missing";

/** A list's translation column: per item id, its state in each of the site's other locales. */
export type TranslationColumn = Record<number, Array<{ locale: string; state: TranslationStateWord; outdated: boolean; copied: boolean }>>;

function translationStateWord(found: { status: string; published_at: Date | null }): TranslationStateWord {
  const state = publicationState(found);
  return state === "published" ? "Published" : state === "scheduled" ? "Scheduled" : "Draft";
}

type StoredTranslationState = { id: number; locale: string; status: string; published_at: Date | null; outdated: boolean; copied: boolean };

/**
 * A list's translation column for the items `ids`: each one's state in each of the site's other
 * locales, "Missing" where `load` found none. Null on a site in one language, which has no such
 * column (and `load` is not run).
 */
export async function translationColumn(ids: number[], load: () => Promise<StoredTranslationState[]>): Promise<TranslationColumn | null> {
  const [, ...others] = env().SITE_LOCALES;
  if (others.length === 0) return null;
  const states = await load();
  const column: TranslationColumn = {};
  for (const id of ids) {
    column[id] = others.map((locale) => {
      const found = states.find((state) => state.id === id && state.locale === locale);
      if (!found) return { locale, state: "Missing" as const, outdated: false, copied: false };
      return { locale, state: translationStateWord(found), outdated: found.outdated, copied: found.copied };
    });
  }
  return column;
}
