import { db } from "~/db/db.server";
import { getPageTranslation, isPageTranslationSlugTaken, savePageTranslation, type PageTranslation } from "~/models/page-translation.server";
import { checkMediaReferences } from "~/models/crud.server";
import { pageTranslationSchema } from "~/schemas/page-translation";
import { conflict, jsonData, notFound, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import type { AdminCaller } from "~/services/api/command-response.server";
import type { PageTranslationJson } from "~/services/api/page-translation-shapes.server";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { isoDate } from "~/services/content/json";
import { cleanSections, isLocaleSlug, sectionMedia } from "~/services/content/pages.server";
import { recordAudit } from "~/services/content/audit.server";
import { languageName } from "~/utils/locales";
import { localeTag } from "~/utils/locale-tags";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { slugify } from "~/utils/slug";

/**
 * `/api/admin/pages/{id}?locale=de`: one locale's text of a custom page, body and sections, read
 * and written on its own, with its own version (docs/locales.md). The default locale is the page.
 */

function translationJson(row: PageTranslation & { page_version: number }): PageTranslationJson {
  return {
    id: row.page_id,
    locale: row.locale,
    title: row.title,
    slug: row.slug,
    body: row.body,
    sections: row.sections,
    status: row.status,
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    // The page was saved after this translation: its text may say something the translation does not.
    outdated: row.source_version < row.page_version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function pageVersion(pageId: number): Promise<number> {
  const row = await db().selectFrom("page").select("version").where("id", "=", pageId).executeTakeFirst();
  return row?.version ?? 0;
}

/** 404 while the page has no translation in the locale. */
export async function getPageTranslationItem(id: number, locale: string): Promise<Response> {
  const row = await getPageTranslation(db(), { pageId: id, locale });
  if (!row) return notFound();
  return jsonData(translationJson({ ...row, page_version: await pageVersion(id) }));
}

const SLUG_TAKEN = "Slug is already used by another page in this language";

/** Creates the translation (no version needed) or updates it (its current version, else 409). */
export async function putPageTranslation(request: Request, id: number, locale: string, caller: AdminCaller): Promise<Response> {
  const input = await readInput(request, pageTranslationSchema);
  const existing = await getPageTranslation(db(), { pageId: id, locale });
  const body = await cleanRichText(input.body, "body", "Body");
  // Left out, the sections stay as they are (none for a new translation).
  const sections = await cleanSections(input.sections ?? existing?.sections ?? []);
  const mediaErrors = await checkMediaReferences(db(), sectionMedia(sections.value ?? []));
  const errors = { ...body.errors, ...sections.errors, ...mediaErrors };
  if (Object.keys(errors).length > 0) return validationError(errors);
  const slug = input.slug || slugify(input.title) || "page";
  if (isLocaleSlug(slug)) return validationError({ slug: "This slug is the code of one of the site's languages" });
  if (await isPageTranslationSlugTaken(db(), { locale, slug, pageId: id })) return validationError({ slug: SLUG_TAKEN });
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
    result = await db().transaction().execute(async (trx) => {
      const saved = await savePageTranslation(trx, { pageId: id, locale, version: input.version, values });
      if (saved.ok) {
        await recordAudit(trx, {
          actor: caller.actor,
          ip: caller.ip,
          action: saved.created ? "create" : "update",
          entity: "page",
          entityId: id,
          summary: `${saved.created ? "Translated" : "Updated the translation of"} page into ${languageName(locale)}: "${saved.row.title}"`,
        });
      }
      return saved;
    });
  } catch (error) {
    // Another page took the slug between the check and the save.
    if ((error as { code?: string }).code === "23505") return validationError({ slug: SLUG_TAKEN });
    throw error;
  }
  if (!result.ok) {
    if (result.reason === "not-found") return notFound();
    if (result.reason === "version-required") return validationError({ version: "Version is required to update a translation" });
    return conflict();
  }
  // Only the locale's pages read the translation; the default locale's stay cached.
  await publishChange([localeTag("page", locale)]);
  return jsonData(translationJson({ ...result.row, page_version: await pageVersion(id) }), result.created ? 201 : 200);
}
