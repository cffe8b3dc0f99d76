import { sql } from "kysely";
import { homeTranslationOf, type HomeTranslation } from "~/schemas/home-translation";
import { PROFILE_TRANSLATED_FIELDS, type ProfileTranslation } from "~/schemas/settings";
import type { DbOrTx } from "./crud.server";

/**
 * The company profile's words in the site's other languages (docs/locales.md): one row per locale
 * of `setting_translation` named "profile", holding the translated fields only. Version 0 means
 * not saved yet; an empty field stands for the default locale's text.
 */

const EMPTY: ProfileTranslation = { tagline: "", about: "", footer_text: "" };

/** The translated fields of a stored value; anything else in it (from an older version) is dropped. */
function translatedFields(stored: Record<string, unknown> | undefined): ProfileTranslation {
  const value = { ...EMPTY };
  for (const field of PROFILE_TRANSLATED_FIELDS) if (typeof stored?.[field] === "string") value[field] = stored[field] as string;
  return value;
}

export async function getProfileTranslation(db: DbOrTx, locale: string): Promise<{ value: ProfileTranslation; version: number }> {
  const row = await storedTranslation(db, "profile", locale);
  return { value: translatedFields(row?.value), version: row?.version ?? 0 };
}

function storedTranslation(db: DbOrTx, name: string, locale: string) {
  return db.selectFrom("setting_translation").select(["value", "version"]).where("name", "=", name).where("locale", "=", locale).executeTakeFirst();
}

/** Writes the whole translation if `version` is the stored one (0 for the first save). */
export async function saveProfileTranslation(
  db: DbOrTx,
  { locale, value, version }: { locale: string; value: ProfileTranslation; version: number },
): Promise<{ ok: true; version: number } | { ok: false }> {
  return saveTranslation(db, "profile", { locale, json: JSON.stringify(translatedFields(value)), version });
}

/** One setting's words in one locale, all or nothing: a stale `version` is a conflict. */
async function saveTranslation(
  db: DbOrTx,
  name: string,
  { locale, json, version }: { locale: string; json: string; version: number },
): Promise<{ ok: true; version: number } | { ok: false }> {
  const row =
    version === 0
      ? await db
          .insertInto("setting_translation")
          .values({ name, locale, value: json })
          // Another first save got there in between: a conflict.
          .onConflict((conflict) => conflict.columns(["name", "locale"]).doNothing())
          .returning("version")
          .executeTakeFirst()
      : await db
          .updateTable("setting_translation")
          .set({ value: json, version: version + 1, updated_at: sql`now()` })
          .where("name", "=", name)
          .where("locale", "=", locale)
          .where("version", "=", version)
          .returning("version")
          .executeTakeFirst();
  return row ? { ok: true, version: row.version } : { ok: false };
}

/**
 * The default home's words in a locale (the headline, slides, "why us" blocks, counters, the
 * video), one row named "home" per locale, read defensively.
 */
export async function getHomeTranslation(db: DbOrTx, locale: string): Promise<{ value: HomeTranslation; version: number }> {
  const row = await storedTranslation(db, "home", locale);
  return { value: homeTranslationOf(row?.value), version: row?.version ?? 0 };
}

export async function saveHomeTranslation(
  db: DbOrTx,
  { locale, value, version }: { locale: string; value: HomeTranslation; version: number },
): Promise<{ ok: true; version: number } | { ok: false }> {
  return saveTranslation(db, "home", { locale, json: JSON.stringify(homeTranslationOf(value)), version });
}

/** Every locale's profile words, as a query to run inside the public frame's one statement. */
export function profileTranslationsQuery(db: DbOrTx) {
  return db.selectFrom("setting_translation").select(["locale", "value"]).where("name", "=", "profile").orderBy("locale");
}

/** Locale -> the fields written in it (empty ones left out, so the default locale's show). */
export function profileTranslationsByLocale(rows: ReadonlyArray<{ locale: string; value: Record<string, unknown> }>): Record<string, Partial<ProfileTranslation>> {
  const byLocale: Record<string, Partial<ProfileTranslation>> = {};
  for (const row of rows) {
    const value = translatedFields(row.value);
    byLocale[row.locale] = Object.fromEntries(Object.entries(value).filter(([, text]) => text !== "")) as Partial<ProfileTranslation>;
  }
  return byLocale;
}
