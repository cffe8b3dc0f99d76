import type { z } from "zod";
import type { DB } from "~/db/db.server";
import { saveHomeTranslation, saveProfileTranslation } from "~/models/setting-translation.server";
import { homeTranslationFromInput, type HomeTranslationInput } from "~/schemas/home-translation";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordAudit } from "~/services/content/audit.server";
import { tagsOfWrite } from "~/services/content/command.server";
import type { profileTranslationSchema } from "~/services/content/settings.server";
import { englishLanguageName } from "~/utils/locales";

/**
 * Writing one locale's words of the company profile. Not a revision of the profile (its history is
 * the default locale's); the audit log names the language, and the public frame is told at once.
 */
export async function writeProfileTranslation(
  db: DB,
  options: { locale: string; input: z.output<typeof profileTranslationSchema>; actor: { id: number; email: string } | null; ip: string | null },
): Promise<{ ok: true; version: number } | { ok: false; reason: "conflict" }> {
  const { locale, input, actor, ip } = options;
  const { version, ...value } = input;
  const saved = await db.transaction().execute(async (trx) => {
    const result = await saveProfileTranslation(trx, { locale, version, value: { tagline: value.tagline ?? "", about: value.about ?? "", footer_text: value.footer_text ?? "" } });
    if (result.ok) {
      await recordAudit(trx, { actor, ip, action: "update", entity: "setting", entityId: "profile", summary: `Updated the company profile in ${englishLanguageName(locale)}` });
    }
    return result;
  });
  if (!saved.ok) return { ok: false, reason: "conflict" };
  await publishChange(tagsOfWrite("setting", "profile"));
  return saved;
}

/**
 * Writing the default home's words in one locale. Like the profile's, not a revision of any item:
 * the audit log names the language, and the home in that locale is told at once.
 */
export async function writeHomeTranslation(
  db: DB,
  options: { locale: string; input: HomeTranslationInput; actor: { id: number; email: string } | null; ip: string | null },
): Promise<{ ok: true; version: number } | { ok: false; reason: "conflict" }> {
  const { locale, input, actor, ip } = options;
  const saved = await db.transaction().execute(async (trx) => {
    const result = await saveHomeTranslation(trx, { locale, version: input.version, value: homeTranslationFromInput(input) });
    if (result.ok) {
      await recordAudit(trx, { actor, ip, action: "update", entity: "setting", entityId: "home", summary: `Updated the home page in ${englishLanguageName(locale)}` });
    }
    return result;
  });
  if (!saved.ok) return { ok: false, reason: "conflict" };
  await publishChange(tagsOfWrite("setting", "home"));
  return saved;
}
