import { z } from "zod";
import { eventsOf, type WebhookDelivery, type WebhookEndpoint } from "~/models/webhook.server";
import { WEBHOOK_EVENTS } from "~/schemas/webhook";
import { dateTimeJson, idJson, isoDate, nullableDateTimeJson } from "~/services/content/json";

/** Webhook endpoints and deliveries as the admin API shows them (docs/webhooks.md#api). */

const endpointFields = {
  id: idJson(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable().meta({ description: "Why the site stopped sending, when it did" }),
  failing_since: nullableDateTimeJson().meta({ description: "The first failed delivery since the last success" }),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
};

export const webhookEndpointJsonSchema = z.strictObject(endpointFields);

/** Only the answers that made a secret carry it: a create and a rotation. */
export const webhookEndpointWithSecretJsonSchema = z.strictObject({
  ...endpointFields,
  secret: z.string().meta({ description: "whsec_ and the base64 key; shown this once" }),
});

export const webhookDeliveryJsonSchema = z.strictObject({
  id: idJson(),
  message_id: z.string().meta({ description: "The webhook-id header: the same on every attempt" }),
  type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int().min(0),
  next_attempt_at: nullableDateTimeJson().meta({ description: "When a pending delivery is tried next" }),
  last_attempt_at: nullableDateTimeJson(),
  response_status: z.number().int().nullable().meta({ description: "The receiver's last HTTP status; null when it could not be reached" }),
  error: z.string().nullable(),
  body: z.string().meta({ description: "The exact bytes sent" }),
  created_at: dateTimeJson(),
  delivered_at: nullableDateTimeJson(),
});

export function webhookEndpointJson(row: WebhookEndpoint): z.output<typeof webhookEndpointJsonSchema> {
  return {
    id: Number(row.id),
    url: row.url,
    description: row.description,
    events: eventsOf(row) as z.output<typeof webhookEndpointJsonSchema>["events"],
    enabled: row.enabled,
    disabled_reason: row.disabled_reason || null,
    failing_since: isoDate(row.failing_since),
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

export function webhookEndpointWithSecretJson(row: WebhookEndpoint): z.output<typeof webhookEndpointWithSecretJsonSchema> {
  return { ...webhookEndpointJson(row), secret: row.secret };
}

export function webhookDeliveryJson(row: WebhookDelivery): z.output<typeof webhookDeliveryJsonSchema> {
  return {
    id: Number(row.id),
    message_id: row.message_id,
    type: row.type as z.output<typeof webhookDeliveryJsonSchema>["type"],
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === "pending" ? isoDate(row.next_attempt_at) : null,
    last_attempt_at: isoDate(row.last_attempt_at),
    response_status: row.response_status,
    error: row.error,
    body: row.body,
    created_at: isoDate(row.created_at),
    delivered_at: isoDate(row.delivered_at),
  };
}
