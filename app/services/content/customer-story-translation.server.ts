import type { z } from "zod";
import type { DB } from "~/db/db.server";
import {
  getStoryTranslation, isStoryTranslationSlugTaken, saveStoryTranslation, type CustomerStoryTranslation,
} from "~/models/customer-story-translation.server";
import type { customerStoryTranslationSchema } from "~/schemas/customer-story-translation";
import type { FieldErrors } from "~/schemas/parse";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordTranslationSaved } from "~/services/content/translation-saved.server";
import { localeTag } from "~/utils/locale-tags";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { slugify } from "~/utils/slug";

/**
 * Writing one locale's text of a customer story, as the API and the admin's translation form both
 * do (docs/locales.md): the same rules on either path, as for solutions and products.
 */

type Actor = { id: number; email: string } | null;

type WriteResult =
  | { ok: true; row: CustomerStoryTranslation; created: boolean }
  | { ok: false; fieldErrors: FieldErrors }
  | { ok: false; reason: "not-found" | "conflict" };

const SLUG_TAKEN = { slug: ["Slug is already used by another customer story in this language"] };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "23505";
}

export async function writeStoryTranslation(
  db: DB,
  options: {
    storyId: number;
    locale: string;
    input: z.output<typeof customerStoryTranslationSchema>;
    actor: Actor;
    ip: string | null;
    /** Putting back the translation's revision of this version: the same save, audited as a restore. */
    restoring?: { version: number };
  },
): Promise<WriteResult> {
  const { storyId, locale, input, actor, ip, restoring } = options;
  const body = await cleanRichText(input.body, "body", "Body");
  if (body.errors.body) return { ok: false, fieldErrors: body.errors };
  const slug = input.slug || slugify(input.title, locale) || "customer-story";
  if (await isStoryTranslationSlugTaken(db, { locale, slug, storyId })) return { ok: false, fieldErrors: SLUG_TAKEN };
  const existing = input.status ? undefined : await getStoryTranslation(db, { storyId, locale });
  const values = {
    title: input.title,
    slug,
    industry: input.industry ?? "",
    summary: input.summary ?? "",
    body: body.value ?? "",
    figures: input.figures ?? [],
    quote_text: input.quote_text ?? "",
    quote_role: input.quote_role ?? "",
    status: input.status ?? existing?.status ?? "draft",
    seo_title: input.seo_title ?? "",
    seo_description: input.seo_description ?? "",
    ...(input.published_at !== undefined ? { published_at: input.published_at } : {}),
  };
  let result;
  try {
    result = await db.transaction().execute(async (trx) => {
      const saved = await saveStoryTranslation(trx, { storyId, locale, version: input.version, values });
      if (saved.ok) {
        await recordTranslationSaved(trx, {
          resource: "customer-stories",
          entity: "customer_story",
          recordId: storyId,
          locale,
          noun: "customer story",
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
    // Another story took the slug between the check and the save.
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: SLUG_TAKEN };
    throw error;
  }
  if (!result.ok) {
    if (result.reason === "version-required") return { ok: false, fieldErrors: { version: ["Version is required to update a translation"] } };
    return { ok: false, reason: result.reason };
  }
  // Only the locale's pages read the translation; the default locale's stay cached.
  await publishChange([localeTag("customer-story", locale)]);
  return result;
}
