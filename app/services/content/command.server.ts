import type { Kysely, Transaction } from "kysely";
import { contentTypeOfTable, tagOf } from "~/content-types";
import type { Database } from "~/db/schema";
import { isUniqueViolation } from "~/models/crud.server";
import { isRevisionedTable } from "~/models/revision.server";
import { isSafeLink, isWebOrSitePath, isWebUrl, LINK_RULE, WEB_OR_SITE_RULE, WEB_URL_RULE } from "~/schemas/links";
import type { FieldErrors } from "~/schemas/parse";
import { publishChange } from "~/services/cache/tagged-cache.server";
import { recordAudit } from "~/services/content/audit.server";
import { keepRevision } from "~/services/content/keep-revision.server";
import { enqueueContentEvents, enqueuedEvents } from "~/services/webhooks/events.server";
import { wakeWebhookWorker } from "~/services/webhooks/worker.server";
import { CONTENT_MESSAGES, firstFieldError, restoreSummary, type ContentAuditAction } from "./messages";

export type DB = Kysely<Database>;
export type Trx = Transaction<Database>;

export type Actor = { id: number; email: string };

/** `restoring`: the same command runs (checks, slug rules, version), but the audit event says `restore`. */
export type CommandContext = { actor: Actor; ip: string | null; restoring?: { version: number } };
export type CreateArgs<Input> = CommandContext & { input: Input };
export type UpdateArgs<Input> = CommandContext & { id: number; version: number; input: Input };
export type RemoveArgs = CommandContext & { id: number };

export type Saved<Row> = { ok: true; row: Row };
type Removed = { ok: true };
export type Invalid = { ok: false; status: 422; reason: "invalid"; message: string; fieldErrors: FieldErrors };
export type NotFound = { ok: false; status: 404; reason: "not-found"; message: string };
export type Conflict = { ok: false; status: 409; reason: "conflict"; message: string };
export type Refused = { ok: false; status: 409; reason: "refused"; message: string };
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

class RollBack {
  constructor(readonly result: unknown) {}
}

/**
 * A unique-constraint refusal (two saves racing for one slug) is tried once more: the command
 * then sees the other save and numbers its slug or names the taken one as a field error.
 */
export async function inCommandTransaction<Result extends { ok: boolean }>(
  db: DB,
  work: (trx: Trx) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    // Nested in another command's transaction: its tags are published when the outer one commits.
    const changed = (db.isTransaction && changedTags.get(db)) || new Set<string>();
    try {
      const result = await transactionOf(db, async (trx) => {
        changedTags.set(trx, changed);
        const result = await work(trx);
        if (enqueuedEvents(trx)) delivered.add(changed);
        if (!result.ok) throw new RollBack(result);
        return result;
      });
      // A caller holding its own transaction (a seed, a script) has not committed yet.
      if (!db.isTransaction) {
        await publishChange(changed);
        // This instance sends what the write enqueued now; the others find it at their next poll.
        if (delivered.has(changed)) wakeWebhookWorker();
      }
      return result;
    } catch (error) {
      if (error instanceof RollBack) return error.result as Result;
      if (attempt === 1 && !db.isTransaction && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

class Rehearsal {
  constructor(readonly result: unknown) {}
}

/**
 * Always rolled back: a preview runs the real save in it. No cache hears of a change, because
 * commands publish their tags only after a commit of their own.
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

// Commands refuse before they write, so a caller's own transaction is never left half-done.
function transactionOf<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

const changedTags = new WeakMap<DB, Set<string>>();
/** The change sets of transactions that enqueued webhook events (keyed like changedTags, so nesting shares it). */
const delivered = new WeakSet<Set<string>>();

/** Settings are not a content type; the public frame shows them all. */
export function tagsOfWrite(entity: string, entityId: number | string): string[] {
  if (entity === "setting") return ["settings", `settings:${entityId}`, "layout"];
  const type = contentTypeOfTable(entity);
  const kind = tagOf(type ?? { table: entity });
  const tags = [kind, `${kind}:${entityId}`];
  if (type?.inLayout) tags.push("layout");
  return tags;
}

/** Every write records one, so this is also where it names its cache tags and records a revision. */
export async function auditWrite(
  trx: DB,
  context: CommandContext,
  event: { action: ContentAuditAction; entity: string; entityId: number | string; summary: string },
): Promise<void> {
  for (const tag of tagsOfWrite(event.entity, event.entityId)) changedTags.get(trx)?.add(tag);
  const restoring = event.action === "update" && context.restoring;
  if (event.action !== "delete" && isRevisionedTable(event.entity)) {
    await keepRevision(trx, { table: event.entity, recordId: event.entityId, actorId: context.actor.id });
  }
  await enqueueContentEvents(trx, event);
  await recordAudit(trx, {
    actor: context.actor,
    ip: context.ip,
    action: restoring ? "restore" : event.action,
    entity: event.entity,
    entityId: event.entityId,
    summary: restoring ? restoreSummary(event.summary, restoring.version) : event.summary,
  });
}

export function withoutVersion<Input extends object>(input: Input): Omit<Input, "version"> {
  const { version: _version, ...rest } = input as Input & { version?: unknown };
  return rest;
}

/** Repeats the schemas' check for callers that skipped them, so a javascript: URL can never be stored. */
export function checkLinks(
  links: Array<{ field: string; label: string; value: string | undefined; rule: "link" | "web-url" | "document" }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, label, value, rule } of links) {
    if (value === undefined || value.trim() === "") continue;
    const trimmed = value.trim();
    if (rule === "link" && !isSafeLink(trimmed)) errors[field] = [`${label} ${LINK_RULE}`];
    if (rule === "web-url" && !isWebUrl(trimmed)) errors[field] = [`${label} ${WEB_URL_RULE}`];
    if (rule === "document" && !isWebOrSitePath(trimmed)) errors[field] = [`${label} ${WEB_OR_SITE_RULE}`];
  }
  return errors;
}
