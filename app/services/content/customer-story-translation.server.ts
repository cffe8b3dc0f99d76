import type { z } from "zod";
import type { DB } from "~/db/db.server";
import {
  getStoryTranslation, isStoryTranslationSlugTaken, saveStoryTranslation, type CustomerStoryTranslation,
} from "~/models/customer-story-translation.server";
import { recordTranslationRevision } from "~/models/revision.server";
import type { customerStoryTranslationSchema } from "~/schemas/customer-story-translation";
import type { FieldErrors } from "~/schemas/parse";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordAudit } from "~/services/content/audit.server";
import { restoreSummary } from "~/services/content/messages";
import { localeTag } from "~/utils/locale-tags";
import { englishLanguageName } from "~/utils/locales";
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
        // The translation's own history, apart from the story's.
        await recordTranslationRevision(trx, { resource: "customer-stories", recordId: storyId, locale, actorId: actor?.id ?? null });
        const summary = `${saved.created ? "Translated" : "Updated the translation of"} customer story into ${englishLanguageName(locale)}: "${saved.row.title}"`;
        await recordAudit(trx, {
          actor,
          ip,
          action: restoring ? "restore" : saved.created ? "create" : "update",
          entity: "customer_story",
          entityId: storyId,
          summary: restoring ? restoreSummary(summary, restoring.version) : summary,
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
