import type { Kysely, Transaction } from "kysely";
import { contentTypeOfTable, tagOf } from "~/content-types";
import type { Database } from "~/db/schema";
import { isUniqueViolation } from "~/models/crud.server";
import { isRevisionedTable, recordRevision } from "~/models/revision.server";
import { isSafeLink, isWebUrl, LINK_RULE, WEB_URL_RULE } from "~/schemas/links";
import type { FieldErrors } from "~/schemas/parse";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordAudit } from "~/services/content/audit.server";
import { CONTENT_MESSAGES, firstFieldError, restoreSummary, type ContentAuditAction } from "./messages";

/**
 * What every content command shares: its arguments, its result shapes, and the
 * one transaction that holds a write, its redirects and its audit event. The
 * per-resource modules beside this one stay a list of explicit steps over
 * these helpers and the models' plain queries.
 */

export type DB = Kysely<Database>;
export type Trx = Transaction<Database>;

/** The signed-in admin doing the write. */
export type Actor = { id: number; email: string };

/**
 * `restoring` marks a save that puts back an earlier revision: the same
 * command runs (checks, slug rules, version), but the audit event says `restore`.
 */
export type CommandContext = { actor: Actor; ip: string | null; restoring?: { version: number } };
export type CreateArgs<Input> = CommandContext & { input: Input };
export type UpdateArgs<Input> = CommandContext & { id: number; version: number; input: Input };
export type RemoveArgs = CommandContext & { id: number };

export type Saved<Row> = { ok: true; row: Row };
type Removed = { ok: true };
export type Invalid = { ok: false; status: 422; reason: "invalid"; message: string; fieldErrors: FieldErrors };
export type NotFound = { ok: false; status: 404; reason: "not-found"; message: string };
/** A stale version: someone saved since the editor loaded the record. Nothing was written. */
export type Conflict = { ok: false; status: 409; reason: "conflict"; message: string };
/** A refusal that is not about a field, e.g. deleting a category that still holds items. */
export type Refused = { ok: false; status: 409; reason: "refused"; message: string };

/** An upload over its size limit (the media library). */
export type TooLarge = { ok: false; status: 413; reason: "too-large"; message: string; fieldErrors: FieldErrors };

export type Failure = Invalid | NotFound | Conflict | Refused | TooLarge;
export type CreateCommandResult<Row> = Saved<Row> | Invalid;
export type UpdateCommandResult<Row> = Saved<Row> | Invalid | NotFound | Conflict;
export type RemoveCommandResult = Removed | NotFound | Refused;

export function invalid(fieldErrors: FieldErrors): Invalid {
  return { ok: false, status: 422, reason: "invalid", message: firstFieldError(fieldErrors), fieldErrors };
}

export function notFound(): NotFound {
  return { ok: false, status: 404, reason: "not-found", message: CONTENT_MESSAGES.notFound };
}

export function conflict(): Conflict {
  return { ok: false, status: 409, reason: "conflict", message: CONTENT_MESSAGES.conflict };
}

export function refused(message: string): Refused {
  return { ok: false, status: 409, reason: "refused", message };
}

/** A failed result travels out of the transaction as this, so the transaction rolls back. */
class RollBack {
  constructor(readonly result: unknown) {}
}

/**
 * Runs a command's steps in one transaction: the write, the redirect it
 * records and the audit event commit together or not at all. A failed result
 * rolls everything back. A unique-constraint refusal (two saves racing for one
 * slug) is tried once more: the command then sees the other save and either
 * numbers its generated slug or names the taken one as a field error.
 */
export async function inCommandTransaction<Result extends { ok: boolean }>(
  db: DB,
  work: (trx: Trx) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    // A command run inside another's transaction (a restore of a trashed record's
    // revision) adds its tags to the outer one's, published when that commits.
    const changed = (db.isTransaction && changedTags.get(db)) || new Set<string>();
    try {
      const result = await transactionOf(db, async (trx) => {
        changedTags.set(trx, changed);
        const result = await work(trx);
        if (!result.ok) throw new RollBack(result);
        return result;
      });
      // Committed: every instance may drop what it built from the old rows. A
      // caller holding its own transaction (a seed, a script) has not committed yet.
      if (!db.isTransaction) await publishChange(changed);
      return result;
    } catch (error) {
      if (error instanceof RollBack) return error.result as Result;
      if (attempt === 1 && !db.isTransaction && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Carries a rehearsal's result out of its transaction, which then rolls back. */
class Rehearsal {
  constructor(readonly result: unknown) {}
}

/**
 * Runs `work` in a transaction that is always rolled back. A preview runs the
 * real save in it (checks, sanitising, slug rules) and reads the page the save
 * would make; nothing stays written and no cache hears of a change, because
 * the commands publish their tags only after a commit of their own.
 */
export async function withoutWriting<Result>(db: DB, work: (trx: Trx) => Promise<Result>): Promise<Result> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new Rehearsal(await work(trx));
    });
  } catch (error) {
    if (error instanceof Rehearsal) return error.result as Result;
    throw error;
  }
  throw new Error("A rehearsal always rolls back");
}

// A caller that already holds a transaction (a seed, a script) keeps it; the
// commands refuse before they write, so nothing is left half-done on a failure.
function transactionOf<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

// The cache tags each command's transaction touched, published once it commits.
const changedTags = new WeakMap<DB, Set<string>>();

/**
 * The cache tags a write to `entity` (a table name) touches: `news`, `news:42`,
 * and `layout` when the public frame (header, menu, footer) shows it. Settings
 * are not a content type; the frame shows them all.
 */
export function tagsOfWrite(entity: string, entityId: number | string): string[] {
  if (entity === "setting") return ["settings", `settings:${entityId}`, "layout"];
  const type = contentTypeOfTable(entity);
  // Redirects and the like are not content types: their tag is their table's name all the same.
  const kind = tagOf(type ?? { table: entity });
  const tags = [kind, `${kind}:${entityId}`];
  if (type?.inLayout) tags.push("layout");
  return tags;
}

/**
 * The audit event of a content write, by the command's actor and address, in
 * the write's transaction. Every write records one, so this is also where the
 * write names the cache tags it touched, and where a save of a kept kind
 * copies the row it left into a revision.
 */
export async function auditWrite(
  trx: DB,
  context: CommandContext,
  event: { action: ContentAuditAction; entity: string; entityId: number | string; summary: string },
): Promise<void> {
  for (const tag of tagsOfWrite(event.entity, event.entityId)) changedTags.get(trx)?.add(tag);
  const restoring = event.action === "update" && context.restoring;
  if (event.action !== "delete" && isRevisionedTable(event.entity)) {
    await recordRevision(trx, { table: event.entity, recordId: event.entityId, actorId: context.actor.id });
  }
  await recordAudit(trx, {
    actor: context.actor,
    ip: context.ip,
    action: restoring ? "restore" : event.action,
    entity: event.entity,
    entityId: event.entityId,
    summary: restoring ? restoreSummary(event.summary, restoring.version) : event.summary,
  });
}

/** The update input without the version a PUT/PATCH body carries beside the fields. */
export function withoutVersion<Input extends object>(input: Input): Omit<Input, "version"> {
  const { version: _version, ...rest } = input as Input & { version?: unknown };
  return rest;
}

/**
 * Links checked again at the command. The schemas refuse unsafe ones with the
 * same words; this holds the line for a caller that skipped them (a script, a
 * seed), so a javascript: URL can never be stored.
 */
export function checkLinks(
  links: Array<{ field: string; label: string; value: string | undefined; rule: "link" | "web-url" }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, label, value, rule } of links) {
    if (value === undefined || value.trim() === "") continue;
    const trimmed = value.trim();
    if (rule === "link" && !isSafeLink(trimmed)) errors[field] = [`${label} ${LINK_RULE}`];
    if (rule === "web-url" && !isWebUrl(trimmed)) errors[field] = [`${label} ${WEB_URL_RULE}`];
  }
  return errors;
}
