import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { recordAudit } from "~/services/content/audit.server";
import { keepTranslationRevision } from "~/services/content/keep-revision.server";
import { restoreSummary } from "~/services/content/messages";
import { englishLanguageName } from "~/utils/locales";

/**
 * What every translation's save writes beside the row, in its transaction: a revision in the
 * translation's own history (apart from the item's) and the audit event naming the language.
 */
export async function recordTranslationSaved(
  trx: Kysely<Database>,
  saved: {
    /** The content type's resource, whose `translatable` table holds the row. */
    resource: string;
    /** The audit's entity: the item's table. */
    entity: string;
    recordId: number;
    locale: string;
    /** The item's kind as the audit's summary names it: "news article", "solution category". */
    noun: string;
    title: string;
    created: boolean;
    actor: { id: number; email: string } | null;
    ip: string | null;
    restoring?: { version: number };
  },
): Promise<void> {
  const { resource, entity, recordId, locale, noun, title, created, actor, ip, restoring } = saved;
  await keepTranslationRevision(trx, { resource, recordId, locale, actorId: actor?.id ?? null });
  const summary = `${created ? "Translated" : "Updated the translation of"} ${noun} into ${englishLanguageName(locale)}: "${title}"`;
  await recordAudit(trx, {
    actor,
    ip,
    action: restoring ? "restore" : created ? "create" : "update",
    entity,
    entityId: recordId,
    summary: restoring ? restoreSummary(summary, restoring.version) : summary,
  });
}
