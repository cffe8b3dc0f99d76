import { json } from "@remix-run/node";
import type { z } from "zod";
import { publicationState } from "~/components/admin/catalog-screens";
import { env } from "~/env.server";
import { parseFormData, type FieldErrors } from "~/schemas/parse";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { redirectWithToast } from "~/services/toast.server";
import { englishLanguageName, localePath } from "~/utils/locales";
import { refusedEditForm } from "./__admin-editorial.server";
import { ADMIN_CACHE_HEADERS, formError, notFound, readAdminForm, savedItemToast, submittedValues } from "./__admin-screen.server";

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
 * The switcher's choices on one item's screen: each other language carries the item's state in it,
 * so that a missing or draft translation shows before the translator opens it.
 */
export function itemLocaleChoices(id: number, column: TranslationColumn | null): Array<{ locale: string; name: string; state?: TranslationStateWord }> | null {
  const choices = localeChoices();
  if (!choices || !column) return choices;
  return choices.map((choice) => ({ ...choice, state: column[id]?.find((state) => state.locale === choice.locale)?.state }));
}

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

type SavedTranslation = { title: string; slug: string; status: string; published_at: Date | null };

type WriteOutcome = { ok: true; row: SavedTranslation } | { ok: false; fieldErrors: FieldErrors } | { ok: false; reason: "not-found" | "conflict" };

/**
 * A translation form's post (news, solutions, products). "Copy from English" answers the form
 * filled with `copy`, the item's text, saving nothing; the slug is left empty so that it is made
 * from the translated title. Otherwise the form saves through `write`, the API's path, and comes
 * back to itself with a toast naming the language.
 */
export async function textTranslationAction<Schema extends z.ZodType>(options: {
  request: Request;
  locale: string;
  copy: Record<string, string> | undefined;
  schema: Schema;
  write: (input: z.output<Schema>) => Promise<WriteOutcome>;
  editPath: string;
  publicPath: (slug: string) => string;
}) {
  const { request, locale, copy, schema, write, editPath, publicPath } = options;
  const form = await readAdminForm(request);
  if (!copy) return formError(CONTENT_MESSAGES.notFound, 404);
  if (form.get("intent") === "copy") {
    const posted = submittedValues(form);
    delete posted.intent;
    return json({ formError: null as string | null, fieldErrors: {}, values: { ...posted, ...copy, slug: "" }, copied: true }, { headers: ADMIN_CACHE_HEADERS });
  }
  const parsed = parseFormData(schema, form);
  if (!parsed.success) return refusedEditForm(parsed.fieldErrors, parsed.values);
  const result = await write(parsed.data);
  if (!result.ok) {
    if ("fieldErrors" in result) return refusedEditForm(result.fieldErrors, submittedValues(form));
    if (result.reason === "not-found") return formError(CONTENT_MESSAGES.notFound, 404);
    return formError(CONTENT_MESSAGES.conflict, 409, submittedValues(form));
  }
  const toast = savedItemToast(result.row, (slug) => localePath(locale, publicPath(slug), env().SITE_LOCALES));
  // A translation has no preview of its own yet: only a live one is offered.
  if (toast.link?.label === "Preview") delete toast.link;
  return redirectWithToast(`${editPath}?locale=${locale}`, { ...toast, message: `${englishLanguageName(locale)}: ${toast.message}` });
}
