import type { z } from "zod";
import type { DB } from "~/db/db.server";
import { isNewsTranslationSlugTaken, saveNewsTranslation, type NewsTranslation } from "~/models/news-translation.server";
import type { FieldErrors } from "~/schemas/parse";
import type { newsTranslationSchema } from "~/schemas/news-translation";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordTranslationSaved } from "~/services/content/translation-saved.server";
import { localeTag } from "~/utils/locale-tags";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { slugify } from "~/utils/slug";

/**
 * Writing one locale's text of an article, as the API and the admin's translation form both do
 * (docs/locales.md): the same rules for the body, the slug and the version on either path.
 */

type TranslationInput = z.output<typeof newsTranslationSchema>;

type WriteTranslationResult =
  | { ok: true; row: NewsTranslation; created: boolean }
  | { ok: false; fieldErrors: FieldErrors }
  | { ok: false; reason: "not-found" | "conflict" };

const SLUG_TAKEN = "Slug is already used by another news article in this language";

export async function writeNewsTranslation(
  db: DB,
  options: {
    newsId: number;
    locale: string;
    input: TranslationInput;
    actor: { id: number; email: string } | null;
    ip: string | null;
    /** Putting back the translation's revision of this version: the same save, audited as a restore. */
    restoring?: { version: number };
  },
): Promise<WriteTranslationResult> {
  const { newsId, locale, input, actor, ip, restoring } = options;
  const body = await cleanRichText(input.body, "body", "Body");
  if (body.errors.body) return { ok: false, fieldErrors: body.errors };
  const slug = input.slug || slugify(input.title, locale) || "article";
  if (await isNewsTranslationSlugTaken(db, { locale, slug, newsId })) return { ok: false, fieldErrors: { slug: [SLUG_TAKEN] } };
  const existing = await db.selectFrom("news_translation").select("status").where("news_id", "=", newsId).where("locale", "=", locale).executeTakeFirst();
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
    result = await db.transaction().execute(async (trx) => {
      const saved = await saveNewsTranslation(trx, { newsId, locale, version: input.version, values });
      if (saved.ok) {
        await recordTranslationSaved(trx, {
          resource: "news",
          entity: "news",
          recordId: newsId,
          locale,
          noun: "news article",
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
    // Another article took the slug between the check and the save.
    if ((error as { code?: string }).code === "23505") return { ok: false, fieldErrors: { slug: [SLUG_TAKEN] } };
    throw error;
  }
  if (!result.ok) {
    if (result.reason === "version-required") return { ok: false, fieldErrors: { version: ["Version is required to update a translation"] } };
    return { ok: false, reason: result.reason };
  }
  // Only the locale's pages read the translation; the default locale's stay cached.
  await publishChange([localeTag("news", locale)]);
  return result;
}
