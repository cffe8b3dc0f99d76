import { z } from "zod";

// docs/webhooks.md: the same schema reads the admin form and the API. Browser-safe: the admin form lists the events.

export const WEBHOOK_EVENTS = [
  "content.published",
  "content.updated",
  "content.unpublished",
  "content.deleted",
  "contact.received",
  "user.invited",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "content.published": "An item goes live",
  "content.updated": "A live item is changed",
  "content.unpublished": "A live item is taken off the site",
  "content.deleted": "An item is deleted",
  "contact.received": "A contact message arrives",
  "user.invited": "A person is invited to the admin",
};

const URL_MAX = 2_000;
const DESCRIPTION_MAX = 200;

/** The part of the URL rule a browser can check; the server adds https-unless-listed and the address checks. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const url = z
  .string({ error: "URL is required" })
  .trim()
  .min(1, "URL is required")
  .max(URL_MAX, `URL may have at most ${URL_MAX} characters`)
  .refine(isWebAddress, "URL must be a web address such as https://hooks.example.com/cms, without a user name or password")
  .meta({ description: "Where events are POSTed: https, or http to a host listed in WEBHOOK_ALLOW_HOSTS" });

const NO_EVENTS = "Events must name at least one event type";

function isEventType(value: unknown): value is WebhookEventType {
  return (WEBHOOK_EVENTS as readonly unknown[]).includes(value);
}

// Checked as one field, so an unknown name is reported under `events`, not `events.0`.
const events = z
  .array(z.unknown(), {
    // A form with no box ticked sends no field at all.
    error: (issue) => (issue.input === undefined ? NO_EVENTS : "Events must be a list of event types"),
  })
  .min(1, NO_EVENTS)
  .superRefine((list, ctx) => {
    const unknown = list.filter((value) => !isEventType(value));
    if (unknown.length > 0) ctx.addIssue({ code: "custom", message: `Events must be among ${WEBHOOK_EVENTS.join(", ")} (not ${unknown.map(String).join(", ")})` });
  })
  .transform((list) => WEBHOOK_EVENTS.filter((event) => list.includes(event)))
  .meta({ description: "The event types this endpoint receives" });

const description = z
  .string({ error: "Description must be text" })
  .trim()
  .max(DESCRIPTION_MAX, `Description may have at most ${DESCRIPTION_MAX} characters`)
  .meta({ description: "A note for admins: who receives these events and why" });

export const webhookEndpointSchema = z.object({ url, events, description: description.default("") });

export const webhookEndpointChangeSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  enabled: z.boolean({ error: "Enabled must be true or false" }).optional().meta({ description: "false stops deliveries; true starts them again" }),
});

export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;
export type WebhookEndpointChange = z.output<typeof webhookEndpointChangeSchema>;
