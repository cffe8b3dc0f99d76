import { sql } from "kysely";
import { contentTypeOfTable, type ContentType } from "~/content-types";
import type { Database } from "~/db/schema";
import { env } from "~/env.server";
import type { DbOrTx } from "~/models/crud.server";
import { newMessageId } from "~/models/webhook.server";
import type { WebhookEventType } from "~/schemas/webhook";

/**
 * Events are written in the transaction of the change they report (docs/webhooks.md#events):
 * a change that rolls back leaves no event, and a change that commits cannot lose its event
 * to a crash. The worker (worker.server.ts) sends them afterwards.
 */


// Media and the inbox are not site content: a site builder or CRM hears of messages through contact.received.
const NOT_CONTENT_EVENTS = new Set(["media", "contact-messages"]);

/** Transactions that wrote an event: after their commit the worker is woken (inCommandTransaction). */
const enqueuedIn = new WeakSet<object>();

export function enqueuedEvents(trx: object): boolean {
  return enqueuedIn.has(trx);
}

/**
 * One delivery row per enabled endpoint that wants the type; the body is made here, once, so
 * every attempt sends the same bytes. `at` is when the event happens (later for a scheduled
 * publication): its first attempt waits until then.
 */
export async function enqueueWebhookEvent(
  trx: DbOrTx,
  event: { type: WebhookEventType; data: Record<string, unknown>; itemKey?: string; at?: Date },
): Promise<number> {
  const endpoints = await trx
    .selectFrom("webhook_endpoint")
    .select("id")
    .where("enabled", "=", true)
    .where(sql<boolean>`${event.type} = ANY (string_to_array(events, ' '))`)
    .execute();
  if (endpoints.length === 0) return 0;
  const at = event.at ?? new Date();
  const body = JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });
  const messageId = newMessageId();
  await trx
    .insertInto("webhook_delivery")
    .values(
      endpoints.map((endpoint) => ({
        message_id: messageId,
        endpoint_id: endpoint.id,
        type: event.type,
        item_key: event.itemKey ?? null,
        body,
        event_at: at,
        next_attempt_at: at,
      })),
    )
    .execute();
  enqueuedIn.add(trx);
  return endpoints.length;
}

/** SITE_URL and the public path; the path alone when SITE_URL is unset; null for a type without pages. */
function publicUrlOf(type: ContentType, slug: string | null): string | null {
  if (!type.public || !slug) return null;
  return `${env().SITE_URL ?? ""}${type.public.path(slug)}`;
}

type ItemRow = {
  id: number;
  slug?: string;
  status?: string;
  published_at?: Date | null;
  is_published?: boolean;
  unpublish_at?: Date | null;
};
type ItemState = { slug: string | null; live_from: Date | null; live_until: Date | null; deleted: boolean };

/** On the site at `now`: its time has come and its expiry has not. */
function liveAt(state: { live_from: Date | null; live_until: Date | null }, now: Date): boolean {
  return state.live_from !== null && state.live_from <= now && (state.live_until === null || state.live_until > now);
}

/**
 * From when the saved row is on the site, by its type's publishing rule: a published item from
 * its publication time (a future one is scheduled), a shown one from when it was first seen
 * shown, an item of a type without publishing from when it first existed.
 */
function liveFrom(type: ContentType, row: ItemRow, before: ItemState | undefined, now: Date): Date | null {
  const knownSince = before && !before.deleted && before.live_from && liveAt(before, now) ? before.live_from : now;
  if (type.publishing === "status") return row.status === "published" ? (row.published_at ?? now) : null;
  if (type.publishing === "is_published") return row.is_published ? knownSince : null;
  return knownSince;
}

/**
 * Called by auditWrite for every content write. The state before the save is the item's row in
 * webhook_item_state, kept in the same transaction (docs/webhooks.md#item-state explains why
 * not the revisions).
 */
export async function enqueueContentEvents(
  trx: DbOrTx,
  write: { action: "create" | "update" | "delete" | "restore"; entity: string; entityId: number | string },
  now = new Date(),
): Promise<void> {
  const type = contentTypeOfTable(write.entity);
  if (!type || NOT_CONTENT_EVENTS.has(type.resource)) return;
  const id = Number(write.entityId);
  const itemKey = `${type.resource}:${id}`;
  const before = await trx
    .selectFrom("webhook_item_state")
    .select(["slug", "live_from", "live_until", "deleted"])
    .where("item_key", "=", itemKey)
    .executeTakeFirst();
  // A saved or deleted item's scheduled publication and expiry no longer hold: new ones are made below if they still do.
  await trx
    .deleteFrom("webhook_delivery")
    .where("item_key", "=", itemKey)
    .where("type", "in", ["content.published", "content.unpublished"])
    .where("status", "=", "pending")
    .where("attempts", "=", 0)
    .where("next_attempt_at", ">", now)
    .execute();
  const data = (slug: string | null) => ({ resource: type.resource, id, slug, url: publicUrlOf(type, slug), locale: "en" });

  if (write.action === "delete") {
    // Deleting forever from the trash deletes an item already reported deleted.
    if (before?.deleted) return;
    const slug = before?.slug ?? (await slugInTrash(trx, type.resource, id));
    await enqueueWebhookEvent(trx, { type: "content.deleted", data: data(slug), itemKey, at: now });
    await saveState(trx, itemKey, { slug, live_from: null, live_until: null, deleted: true });
    return;
  }

  const row = (await trx
    .selectFrom(type.table as keyof Database)
    .selectAll()
    .where("id", "=", id as never)
    .executeTakeFirst()) as ItemRow | undefined;
  if (!row) return;
  const slug = typeof row.slug === "string" ? row.slug : null;
  const wasLive = Boolean(before && !before.deleted && liveAt(before, now));
  const from = liveFrom(type, row, before, now);
  // Only a publishable type expires; its expiry matters only while it is published or shown.
  const until = from !== null ? (row.unpublish_at ?? null) : null;
  const isLive = liveAt({ live_from: from, live_until: until }, now);
  if (wasLive && isLive) await enqueueWebhookEvent(trx, { type: "content.updated", data: data(slug), itemKey, at: now });
  if (wasLive && !isLive) await enqueueWebhookEvent(trx, { type: "content.unpublished", data: data(slug), itemKey, at: now });
  if (!wasLive && isLive) await enqueueWebhookEvent(trx, { type: "content.published", data: data(slug), itemKey, at: now });
  if (from !== null && from > now && (until === null || until > from)) {
    await enqueueWebhookEvent(trx, { type: "content.published", data: data(slug), itemKey, at: from });
  }
  // Dated at its expiry, like a scheduled publication: it goes out once, when the item leaves the site.
  if (from !== null && until !== null && until > now && until > from) {
    await enqueueWebhookEvent(trx, { type: "content.unpublished", data: data(slug), itemKey, at: until });
  }
  await saveState(trx, itemKey, { slug, live_from: from, live_until: until, deleted: false });
}

async function saveState(trx: DbOrTx, itemKey: string, state: ItemState): Promise<void> {
  await trx
    .insertInto("webhook_item_state")
    .values({ item_key: itemKey, ...state })
    .onConflict((oc) => oc.column("item_key").doUpdateSet(state))
    .execute();
}

/** For an item deleted before webhooks knew it: its row was just copied to the trash. */
async function slugInTrash(trx: DbOrTx, resource: string, id: number): Promise<string | null> {
  const row = await trx
    .selectFrom("trash")
    .select(sql<string | null>`data->>'slug'`.as("slug"))
    .where("resource", "=", resource)
    .where("record_id", "=", id)
    .executeTakeFirst();
  return row?.slug ?? null;
}
