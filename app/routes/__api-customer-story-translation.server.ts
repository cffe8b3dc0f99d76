import { db } from "~/db/db.server";
import { getStoryTranslation, type CustomerStoryTranslation } from "~/models/customer-story-translation.server";
import { customerStoryTranslationSchema } from "~/schemas/customer-story-translation";
import type { AdminCaller } from "~/services/api/command-response.server";
import type { CustomerStoryTranslationJson } from "~/services/api/customer-story-translation-shape.server";
import { conflict, jsonData, notFound, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import { writeStoryTranslation } from "~/services/content/customer-story-translation.server";
import { isoDate } from "~/services/content/json";

/**
 * `/api/admin/customer-stories/{id}?locale=de`: one locale's text of a story, read and written on
 * its own, with its own version (docs/locales.md). The default locale is the story itself.
 */

function translationJson(row: CustomerStoryTranslation, storyVersion: number): CustomerStoryTranslationJson {
  return {
    id: row.story_id,
    locale: row.locale,
    title: row.title,
    slug: row.slug,
    industry: row.industry,
    summary: row.summary,
    body: row.body,
    figures: row.figures,
    quote_text: row.quote_text,
    quote_role: row.quote_role,
    status: row.status,
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    // The story was saved after this translation: its text may say something the translation does not.
    outdated: row.source_version < storyVersion,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function storyVersion(storyId: number): Promise<number> {
  const row = await db().selectFrom("customer_story").select("version").where("id", "=", storyId).executeTakeFirst();
  return row?.version ?? 0;
}

/** 404 while the story has no translation in the locale. */
export async function getStoryTranslationItem(id: number, locale: string): Promise<Response> {
  const row = await getStoryTranslation(db(), { storyId: id, locale });
  if (!row) return notFound();
  return jsonData(translationJson(row, await storyVersion(id)));
}

/** Creates the translation (no version needed) or updates it (its current version, else 409). */
export async function putStoryTranslation(request: Request, id: number, locale: string, caller: AdminCaller): Promise<Response> {
  const input = await readInput(request, customerStoryTranslationSchema);
  const result = await writeStoryTranslation(db(), { storyId: id, locale, input, actor: caller.actor, ip: caller.ip });
  if (!result.ok) {
    if ("fieldErrors" in result) return validationError(result.fieldErrors);
    return result.reason === "not-found" ? notFound() : conflict();
  }
  return jsonData(translationJson(result.row, await storyVersion(id)), result.created ? 201 : 200);
}
