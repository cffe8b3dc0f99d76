import { db } from "~/db/db.server";
import { getNewsTranslation, type NewsTranslation } from "~/models/news-translation.server";
import { newsTranslationSchema } from "~/schemas/news-translation";
import { conflict, jsonData, notFound, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import type { AdminCaller } from "~/services/api/command-response.server";
import type { NewsTranslationJson } from "~/services/api/news-translation-shapes.server";
import { isoDate } from "~/services/content/json";
import { writeNewsTranslation } from "~/services/content/news-translation.server";

/**
 * `/api/admin/news/{id}?locale=de`: one locale's text of an article, read and written on its own,
 * with its own version (docs/locales.md). The default locale is the article itself.
 */

function translationJson(row: NewsTranslation & { article_version: number }): NewsTranslationJson {
  return {
    id: row.news_id,
    locale: row.locale,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    status: row.status,
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    // The article was saved after this translation: its text may say something the translation does not.
    outdated: row.source_version < row.article_version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function articleVersion(newsId: number): Promise<number> {
  const row = await db().selectFrom("news").select("version").where("id", "=", newsId).executeTakeFirst();
  return row?.version ?? 0;
}

/** 404 while the article has no translation in the locale. */
export async function getNewsTranslationItem(id: number, locale: string): Promise<Response> {
  const row = await getNewsTranslation(db(), { newsId: id, locale });
  if (!row) return notFound();
  return jsonData(translationJson({ ...row, article_version: await articleVersion(id) }));
}

/** Creates the translation (no version needed) or updates it (its current version, else 409). */
export async function putNewsTranslation(request: Request, id: number, locale: string, caller: AdminCaller): Promise<Response> {
  const input = await readInput(request, newsTranslationSchema);
  const result = await writeNewsTranslation(db(), { newsId: id, locale, input, actor: caller.actor, ip: caller.ip });
  if (!result.ok) {
    if ("fieldErrors" in result) return validationError(result.fieldErrors);
    return result.reason === "not-found" ? notFound() : conflict();
  }
  return jsonData(translationJson({ ...result.row, article_version: await articleVersion(id) }), result.created ? 201 : 200);
}
