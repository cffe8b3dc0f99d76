import type { z } from "zod";
import type { DB } from "~/db/db.server";
import { checkMediaReferences } from "~/models/crud.server";
import { getPageTranslation, isPageTranslationSlugTaken, savePageTranslation, type PageTranslation } from "~/models/page-translation.server";
import type { FieldErrors } from "~/schemas/parse";
import type { pageTranslationSchema } from "~/schemas/page-translation";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordTranslationSaved } from "~/services/content/translation-saved.server";
import { cleanSections, isLocaleSlug, sectionMedia } from "~/services/content/pages.server";
import { localeTag } from "~/utils/locale-tags";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { isReservedSlug, slugify } from "~/utils/slug";

/**
 * Writing one locale's text of a custom page, body and sections, as the API and the admin's
 * translation form both do (docs/locales.md): the same rules on either path.
 */

type TranslationInput = z.output<typeof pageTranslationSchema>;

type WriteTranslationResult =
  | { ok: true; row: PageTranslation; created: boolean }
  | { ok: false; fieldErrors: FieldErrors }
  | { ok: false; reason: "not-found" | "conflict" };

const SLUG_TAKEN = "Slug is already used by another page in this language";

export async function writePageTranslation(
  db: DB,
  options: {
    pageId: number;
    locale: string;
    input: TranslationInput;
    actor: { id: number; email: string } | null;
    ip: string | null;
    /** Putting back the translation's revision of this version: the same save, audited as a restore. */
    restoring?: { version: number };
  },
): Promise<WriteTranslationResult> {
  const { pageId, locale, input, actor, ip, restoring } = options;
  const existing = await getPageTranslation(db, { pageId, locale });
  const body = await cleanRichText(input.body, "body", "Body");
  // Left out, the sections stay as they are (none for a new translation).
  const sections = await cleanSections(input.sections ?? existing?.sections ?? []);
  const mediaErrors = await checkMediaReferences(db, sectionMedia(sections.value ?? []));
  const errors = { ...body.errors, ...sections.errors, ...mediaErrors };
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  const slug = input.slug || slugify(input.title, locale) || "page";
  if (isLocaleSlug(slug)) return { ok: false, fieldErrors: { slug: ["This slug is the code of one of the site's languages"] } };
  // A slug made from a title ("Solutions") may land on a route of the locale's own (/de/solutions), which the schema never saw.
  if (isReservedSlug(slug)) return { ok: false, fieldErrors: { slug: ["This slug is reserved"] } };
  if (await isPageTranslationSlugTaken(db, { locale, slug, pageId })) return { ok: false, fieldErrors: { slug: [SLUG_TAKEN] } };
  const values = {
    title: input.title,
    slug,
    body: body.value ?? "",
    sections: sections.value ?? [],
    status: input.status ?? existing?.status ?? "draft",
    seo_title: input.seo_title ?? "",
    seo_description: input.seo_description ?? "",
    ...(input.published_at !== undefined ? { published_at: input.published_at } : {}),
  };
  let result;
  try {
    result = await db.transaction().execute(async (trx) => {
      const saved = await savePageTranslation(trx, { pageId, locale, version: input.version, values });
      if (saved.ok) {
        await recordTranslationSaved(trx, {
          resource: "pages",
          entity: "page",
          recordId: pageId,
          locale,
          noun: "page",
          title: saved.row.title,
          created: saved.created,
          actor,
          ip,
          restoring,
        });
      }
      return saved;
    });
  } catch (error) {
    // Another page took the slug between the check and the save.
    if ((error as { code?: string }).code === "23505") return { ok: false, fieldErrors: { slug: [SLUG_TAKEN] } };
    throw error;
  }
  if (!result.ok) {
    if (result.reason === "version-required") return { ok: false, fieldErrors: { version: ["Version is required to update a translation"] } };
    return { ok: false, reason: result.reason };
  }
  // Only the locale's pages read the translation; the default locale's stay cached.
  await publishChange([localeTag("page", locale)]);
  return result;
}
