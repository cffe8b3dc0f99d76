import crypto from "node:crypto";
import { sql, type Selectable } from "kysely";
import type { DbOrTx } from "./crud.server";
import type { WebhookDeliveryTable, WebhookEndpointTable } from "~/db/schema";

export type WebhookEndpoint = Selectable<WebhookEndpointTable>;
export type WebhookDelivery = Selectable<WebhookDeliveryTable>;

/** `whsec_` and 24 random bytes in base64: the form the standardwebhooks libraries read. */
function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString("base64")}`;
}

export function newMessageId(): string {
  return `msg_${crypto.randomBytes(16).toString("base64url")}`;
}

export function eventsOf(endpoint: Pick<WebhookEndpoint, "events">): string[] {
  return endpoint.events.split(" ").filter(Boolean);
}

export async function listWebhookEndpoints(db: DbOrTx): Promise<WebhookEndpoint[]> {
  return db.selectFrom("webhook_endpoint").selectAll().orderBy("id").execute();
}

export async function getWebhookEndpoint(db: DbOrTx, id: number): Promise<WebhookEndpoint | undefined> {
  return db.selectFrom("webhook_endpoint").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertWebhookEndpoint(
  db: DbOrTx,
  values: { url: string; events: string[]; description: string },
): Promise<WebhookEndpoint> {
  return db
    .insertInto("webhook_endpoint")
    .values({ url: values.url, events: values.events.join(" "), description: values.description, secret: newWebhookSecret() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateWebhookEndpoint(
  db: DbOrTx,
  id: number,
  changes: { url?: string; events?: string[]; description?: string; enabled?: boolean },
): Promise<WebhookEndpoint | undefined> {
  return db
    .updateTable("webhook_endpoint")
    .set({
      ...(changes.url !== undefined ? { url: changes.url } : {}),
      ...(changes.events !== undefined ? { events: changes.events.join(" ") } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      // Enabling gives it a fresh start: its 24 hours of failures count again from the next one.
      ...(changes.enabled !== undefined ? { enabled: changes.enabled, disabled_reason: "", failing_since: null } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** The old secret keeps signing beside the new one until `previousUntil`. */
export async function rotateWebhookSecret(db: DbOrTx, id: number, previousUntil: Date): Promise<WebhookEndpoint | undefined> {
  return db
    .updateTable("webhook_endpoint")
    .set((eb) => ({
      previous_secret: eb.ref("secret"),
      previous_secret_until: previousUntil,
      secret: newWebhookSecret(),
      updated_at: sql<Date>`now()`,
    }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteWebhookEndpoint(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("webhook_endpoint").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const DELIVERIES_PER_PAGE = 50;

export async function listDeliveries(db: DbOrTx, endpointId: number, limit = DELIVERIES_PER_PAGE): Promise<WebhookDelivery[]> {
  return db
    .selectFrom("webhook_delivery")
    .selectAll()
    .where("endpoint_id", "=", endpointId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function getDelivery(db: DbOrTx, endpointId: number, id: number): Promise<WebhookDelivery | undefined> {
  return db.selectFrom("webhook_delivery").selectAll().where("endpoint_id", "=", endpointId).where("id", "=", id).executeTakeFirst();
}

/** The newest delivery of each endpoint, for the list's "last delivery" column. */
export async function lastDeliveries(db: DbOrTx): Promise<Map<number, WebhookDelivery>> {
  const rows = await db
    .selectFrom("webhook_delivery")
    .selectAll()
    .distinctOn("endpoint_id")
    .orderBy("endpoint_id")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return new Map(rows.map((row) => [Number(row.endpoint_id), row]));
}

/**
 * "Send again": the same message (id and body) goes out once more at the next pass, with a new
 * 24 hours of retries counted from now.
 */
export async function requeueDelivery(db: DbOrTx, endpointId: number, id: number, now: Date): Promise<WebhookDelivery | undefined> {
  return db
    .updateTable("webhook_delivery")
    .set({ status: "pending", next_attempt_at: now, event_at: now, claimed_until: null, delivered_at: null })
    .where("endpoint_id", "=", endpointId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}
