import type { z } from "zod";
import type { DB } from "~/db/db.server";
import {
  getCatalogTranslation, isCatalogTranslationSlugTaken, saveCatalogTranslation, saveCategoryTranslation, type CatalogTranslation,
} from "~/models/catalog-translation.server";
import type { FieldErrors } from "~/schemas/parse";
import type { catalogTranslationSchema, categoryTranslationSchema } from "~/schemas/catalog-translation";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordTranslationSaved } from "~/services/content/translation-saved.server";
import type { CatalogKind } from "~/utils/kinds";
import { localeTag } from "~/utils/locale-tags";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { slugify } from "~/utils/slug";

/**
 * Writing one locale's text of a solution, a product or their category, as the API and the
 * admin's translation form both do (docs/locales.md): the same rules on either path.
 */

type Actor = { id: number; email: string } | null;

type WriteResult<Row> =
  | { ok: true; row: Row; created: boolean }
  | { ok: false; fieldErrors: FieldErrors }
  | { ok: false; reason: "not-found" | "conflict" };

const NOUN = { solution: "solution", product: "product" } as const;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "23505";
}

const RESOURCE = { solution: "solutions", product: "products" } as const;

export async function writeCatalogTranslation(
  db: DB,
  kind: CatalogKind,
  options: {
    itemId: number;
    locale: string;
    input: z.output<typeof catalogTranslationSchema>;
    actor: Actor;
    ip: string | null;
    /** Putting back the translation's revision of this version: the same save, audited as a restore. */
    restoring?: { version: number };
  },
): Promise<WriteResult<CatalogTranslation>> {
  const { itemId, locale, input, actor, ip, restoring } = options;
  const slugTaken = { slug: [`Slug is already used by another ${NOUN[kind]} in this language`] };
  const body = await cleanRichText(input.body, "body", "Body");
  if (body.errors.body) return { ok: false, fieldErrors: body.errors };
  const slug = input.slug || slugify(input.title, locale) || NOUN[kind];
  if (await isCatalogTranslationSlugTaken(db, kind, { locale, slug, itemId })) return { ok: false, fieldErrors: slugTaken };
  const existing = input.status ? undefined : await getCatalogTranslation(db, kind, { itemId, locale });
  const values = {
    title: input.title,
    slug,
    summary: input.summary ?? "",
    body: body.value ?? "",
    status: input.status ?? existing?.status ?? "draft",
    seo_title: input.seo_title ?? "",
    seo_description: input.seo_description ?? "",
    ...(input.published_at !== undefined ? { published_at: input.published_at } : {}),
  };
  let result;
  try {
    result = await db.transaction().execute(async (trx) => {
      const saved = await saveCatalogTranslation(trx, kind, { itemId, locale, version: input.version, values });
      if (saved.ok) {
        await recordTranslationSaved(trx, {
          resource: RESOURCE[kind],
          entity: kind,
          recordId: itemId,
          locale,
          noun: NOUN[kind],
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
    // Another item took the slug between the check and the save.
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: slugTaken };
    throw error;
  }
  if (!result.ok) {
    if (result.reason === "version-required") return { ok: false, fieldErrors: { version: ["Version is required to update a translation"] } };
    return { ok: false, reason: result.reason };
  }
  // Only the locale's pages read the translation; the default locale's stay cached.
  await publishChange([localeTag(kind, locale)]);
  return result;
}

export async function writeCategoryTranslation(
  db: DB,
  kind: CatalogKind,
  options: {
    categoryId: number;
    locale: string;
    input: z.output<typeof categoryTranslationSchema>;
    actor: Actor;
    ip: string | null;
    /** Putting back the name's revision of this version: the same save, audited as a restore. */
    restoring?: { version: number };
  },
): Promise<WriteResult<{ version: number }>> {
  const { categoryId, locale, input, actor, ip, restoring } = options;
  const slug = input.slug || slugify(input.name, locale) || "category";
  const values = { name: input.name, slug, description: input.description ?? "" };
  let result;
  try {
    result = await db.transaction().execute(async (trx) => {
      const saved = await saveCategoryTranslation(trx, kind, { categoryId, locale, version: input.version, values });
      if (saved.ok) {
        await recordTranslationSaved(trx, {
          resource: `${kind}-categories`,
          entity: `${kind}_category`,
          recordId: categoryId,
          locale,
          noun: `${NOUN[kind]} category`,
          title: values.name,
          created: saved.created,
          actor,
          ip,
          restoring,
        });
      }
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: [`Slug is already used by another ${NOUN[kind]} category in this language`] } };
    throw error;
  }
  if (!result.ok) {
    if (result.reason === "version-required") return { ok: false, fieldErrors: { version: ["Version is required to update a translation"] } };
    return { ok: false, reason: result.reason };
  }
  // The menu names categories on every page of the locale, so the frame is read again too.
  await publishChange([localeTag(`${kind}-category`, locale), "layout"]);
  return { ok: true, row: { version: result.version }, created: result.created };
}
