import { db } from "~/db/db.server";
import { getCatalogTranslation, getCategoryTranslation, type CatalogTranslation } from "~/models/catalog-translation.server";
import { catalogTranslationSchema, categoryTranslationSchema } from "~/schemas/catalog-translation";
import { conflict, jsonData, notFound, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import type { AdminCaller } from "~/services/api/command-response.server";
import type { CatalogTranslationJson, CategoryTranslationJson } from "~/services/api/catalog-translation-shapes.server";
import { isoDate } from "~/services/content/json";
import { writeCatalogTranslation, writeCategoryTranslation } from "~/services/content/catalog-translation.server";
import type { CatalogKind } from "~/utils/kinds";

/**
 * `/api/admin/{solutions|products}/{id}?locale=de` and `/api/admin/{solution|product}-categories/{id}?locale=de`:
 * one locale's text of an item or a category, read and written on its own, with its own version
 * (docs/locales.md). The default locale is the item itself.
 */

function translationJson(row: CatalogTranslation, itemVersion: number): CatalogTranslationJson {
  return {
    id: row.item_id,
    locale: row.locale,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    status: row.status,
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    // The item was saved after this translation: its text may say something the translation does not.
    outdated: row.source_version < itemVersion,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function itemVersion(kind: CatalogKind, itemId: number): Promise<number> {
  const row = await db().selectFrom(kind).select("version").where("id", "=", itemId).executeTakeFirst();
  return row?.version ?? 0;
}

/** 404 while the item has no translation in the locale. */
export async function getCatalogTranslationItem(kind: CatalogKind, id: number, locale: string): Promise<Response> {
  const row = await getCatalogTranslation(db(), kind, { itemId: id, locale });
  if (!row) return notFound();
  return jsonData(translationJson(row, await itemVersion(kind, id)));
}

/** Creates the translation (no version needed) or updates it (its current version, else 409). */
export async function putCatalogTranslation(kind: CatalogKind, request: Request, id: number, locale: string, caller: AdminCaller): Promise<Response> {
  const input = await readInput(request, catalogTranslationSchema);
  const result = await writeCatalogTranslation(db(), kind, { itemId: id, locale, input, actor: caller.actor, ip: caller.ip });
  if (!result.ok) {
    if ("fieldErrors" in result) return validationError(result.fieldErrors);
    return result.reason === "not-found" ? notFound() : conflict();
  }
  return jsonData(translationJson(result.row, await itemVersion(kind, id)), result.created ? 201 : 200);
}

async function categoryTranslationResponse(kind: CatalogKind, id: number, locale: string, status = 200): Promise<Response> {
  const row = await getCategoryTranslation(db(), kind, { categoryId: id, locale });
  if (!row) return notFound();
  const { category_id, name, slug, description, version, outdated } = row;
  const data: CategoryTranslationJson = { id: category_id, locale, name, slug, description, version, outdated };
  return jsonData(data, status);
}

export async function getCategoryTranslationItem(kind: CatalogKind, id: number, locale: string): Promise<Response> {
  return categoryTranslationResponse(kind, id, locale);
}

export async function putCategoryTranslation(kind: CatalogKind, request: Request, id: number, locale: string, caller: AdminCaller): Promise<Response> {
  const input = await readInput(request, categoryTranslationSchema);
  const result = await writeCategoryTranslation(db(), kind, { categoryId: id, locale, input, actor: caller.actor, ip: caller.ip });
  if (!result.ok) {
    if ("fieldErrors" in result) return validationError(result.fieldErrors);
    return result.reason === "not-found" ? notFound() : conflict();
  }
  return categoryTranslationResponse(kind, id, locale, result.created ? 201 : 200);
}
