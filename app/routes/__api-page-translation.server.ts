import { db } from "~/db/db.server";
import { getPageTranslation, type PageTranslation } from "~/models/page-translation.server";
import { pageTranslationSchema } from "~/schemas/page-translation";
import { conflict, jsonData, notFound, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import type { AdminCaller } from "~/services/api/command-response.server";
import type { PageTranslationJson } from "~/services/api/page-translation-shapes.server";
import { isoDate } from "~/services/content/json";
import { writePageTranslation } from "~/services/content/page-translation.server";

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

/** Creates the translation (no version needed) or updates it (its current version, else 409). */
export async function putPageTranslation(request: Request, id: number, locale: string, caller: AdminCaller): Promise<Response> {
  const input = await readInput(request, pageTranslationSchema);
  const result = await writePageTranslation(db(), { pageId: id, locale, input, actor: caller.actor, ip: caller.ip });
  if (!result.ok) {
    if ("fieldErrors" in result) return validationError(result.fieldErrors);
    return result.reason === "not-found" ? notFound() : conflict();
  }
  return jsonData(translationJson({ ...result.row, page_version: await pageVersion(id) }), result.created ? 201 : 200);
}
