import type { DB } from "~/db/db.server";
import {
  deleteWebhookEndpoint, getDelivery, getWebhookEndpoint, insertWebhookEndpoint, requeueDelivery, rotateWebhookSecret,
  updateWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint,
} from "~/models/webhook.server";
import type { WebhookEndpointChange, WebhookEndpointInput } from "~/schemas/webhook";
import { recordAudit } from "~/services/content/audit.server";
import { invalid, notFound, refused, type CommandContext, type Invalid, type NotFound, type Refused } from "~/services/content/command.server";
import { webhookUrlError } from "./address.server";
import { wakeWebhookWorker } from "./worker.server";

/** What admins do with endpoints, from the admin screen and the API alike (docs/webhooks.md#endpoints). */

const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

type Saved = { ok: true; row: WebhookEndpoint };

async function urlErrors(url: string | undefined): Promise<Invalid | null> {
  if (url === undefined) return null;
  const error = await webhookUrlError(url);
  return error ? invalid({ url: [error] }) : null;
}

export async function createWebhookEndpoint(db: DB, { input, ...context }: CommandContext & { input: WebhookEndpointInput }): Promise<Saved | Invalid> {
  const refusal = await urlErrors(input.url);
  if (refusal) return refusal;
  return db.transaction().execute(async (trx) => {
    const row = await insertWebhookEndpoint(trx, input);
    await recordAudit(trx, { ...context, action: "create", entity: "webhook_endpoint", entityId: row.id, summary: `Added webhook endpoint ${row.url}` });
    return { ok: true as const, row };
  });
}

export async function changeWebhookEndpoint(
  db: DB,
  { id, input, ...context }: CommandContext & { id: number; input: WebhookEndpointChange },
): Promise<Saved | Invalid | NotFound> {
  const refusal = await urlErrors(input.url);
  if (refusal) return refusal;
  return db.transaction().execute(async (trx) => {
    const row = await updateWebhookEndpoint(trx, id, input);
    if (!row) return notFound();
    const what = input.enabled === true ? "Enabled" : input.enabled === false ? "Disabled" : "Changed";
    await recordAudit(trx, { ...context, action: "update", entity: "webhook_endpoint", entityId: id, summary: `${what} webhook endpoint ${row.url}` });
    return { ok: true as const, row };
  }).then((result) => {
    // Deliveries held while it was disabled go out now.
    if (result.ok && input.enabled) wakeWebhookWorker();
    return result;
  });
}

export async function removeWebhookEndpoint(db: DB, { id, ...context }: CommandContext & { id: number }): Promise<{ ok: true } | NotFound> {
  return db.transaction().execute(async (trx) => {
    const row = await getWebhookEndpoint(trx, id);
    if (!row || !(await deleteWebhookEndpoint(trx, id))) return notFound();
    await recordAudit(trx, { ...context, action: "delete", entity: "webhook_endpoint", entityId: id, summary: `Deleted webhook endpoint ${row.url}` });
    return { ok: true as const };
  });
}

/** The new secret is shown once; the old one keeps signing beside it for a day, so receivers can switch without losing events. */
export async function rotateEndpointSecret(db: DB, { id, ...context }: CommandContext & { id: number }, now = new Date()): Promise<Saved | NotFound> {
  return db.transaction().execute(async (trx) => {
    const row = await rotateWebhookSecret(trx, id, new Date(now.getTime() + SECRET_OVERLAP_MS));
    if (!row) return notFound();
    await recordAudit(trx, { ...context, action: "update", entity: "webhook_endpoint", entityId: id, summary: `Rotated the secret of webhook endpoint ${row.url}` });
    return { ok: true as const, row };
  });
}

const RETRY_MESSAGES = { pending: "This delivery is still waiting to be sent." } as const;

/** "Send again": a delivered or failed message goes out once more, same id and body. */
export async function retryDelivery(
  db: DB,
  { endpointId, deliveryId }: { endpointId: number; deliveryId: number },
  now = new Date(),
): Promise<{ ok: true; row: WebhookDelivery } | NotFound | Refused> {
  const current = await getDelivery(db, endpointId, deliveryId);
  if (!current) return notFound();
  if (current.status === "pending") return refused(RETRY_MESSAGES.pending);
  const row = await requeueDelivery(db, endpointId, deliveryId, now);
  if (!row) return notFound();
  wakeWebhookWorker();
  return { ok: true, row };
}
