import { db } from "~/db/db.server";
import {
  getNewsTranslation, isNewsTranslationSlugTaken, saveNewsTranslation, type NewsTranslation,
} from "~/models/news-translation.server";
import { newsTranslationSchema } from "~/schemas/news-translation";
import { conflict, jsonData, notFound, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import type { AdminCaller } from "~/services/api/command-response.server";
import type { NewsTranslationJson } from "~/services/api/news-translation-shapes.server";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { isoDate } from "~/services/content/json";
import { recordAudit } from "~/services/content/audit.server";
import { languageName } from "~/utils/locales";
import { localeTag } from "~/utils/locale-tags";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { slugify } from "~/utils/slug";

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

const SLUG_TAKEN = "Slug is already used by another news article in this language";

/** Creates the translation (no version needed) or updates it (its current version, else 409). */
export async function putNewsTranslation(request: Request, id: number, locale: string, caller: AdminCaller): Promise<Response> {
  const input = await readInput(request, newsTranslationSchema);
  const body = await cleanRichText(input.body, "body", "Body");
  if (body.errors.body) return validationError(body.errors);
  const slug = input.slug || slugify(input.title) || "article";
  if (await isNewsTranslationSlugTaken(db(), { locale, slug, newsId: id })) return validationError({ slug: SLUG_TAKEN });
  const existing = await getNewsTranslation(db(), { newsId: id, locale });
  const values = {
    title: input.title,
    slug,
    excerpt: input.excerpt ?? "",
    body: body.value ?? "",
    status: input.status ?? existing?.status ?? "draft",
    seo_title: input.seo_title ?? "",
    seo_description: input.seo_description ?? "",
    ...(input.published_at !== undefined ? { published_at: input.published_at } : {}),
  };
  let result;
  try {
    result = await db().transaction().execute(async (trx) => {
      const saved = await saveNewsTranslation(trx, { newsId: id, locale, version: input.version, values });
      if (saved.ok) {
        await recordAudit(trx, {
          actor: caller.actor,
          ip: caller.ip,
          action: saved.created ? "create" : "update",
          entity: "news",
          entityId: id,
          summary: `${saved.created ? "Translated" : "Updated the translation of"} news article into ${languageName(locale)}: "${saved.row.title}"`,
        });
      }
      return saved;
    });
  } catch (error) {
    // Another article took the slug between the check and the save.
    if ((error as { code?: string }).code === "23505") return validationError({ slug: SLUG_TAKEN });
    throw error;
  }
  if (!result.ok) {
    if (result.reason === "not-found") return notFound();
    if (result.reason === "version-required") return validationError({ version: "Version is required to update a translation" });
    return conflict();
  }
  // Only the locale's pages read the translation; the default locale's stay cached.
  await publishChange([localeTag("news", locale)]);
  return jsonData(translationJson({ ...result.row, article_version: await articleVersion(id) }), result.created ? 201 : 200);
}
