import { Link } from "@remix-run/react";
import { Checkbox, fieldId, type FieldError } from "~/components/field";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from "~/schemas/webhook";

/** Pieces shared by the webhooks list and an endpoint's page. */

export function WebhookEventChoices({ idPrefix, chosen, error }: { idPrefix: string; chosen: readonly string[]; error?: FieldError }) {
  const message = typeof error === "string" ? error : error?.join(" ");
  // The error summary links to fieldId("events"): the fieldset carries that id.
  const id = fieldId("events", idPrefix);
  return (
    <fieldset id={id} className="admin-fieldset" aria-describedby={message ? `${id}-error` : undefined} tabIndex={-1}>
      <legend>Events</legend>
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
      {WEBHOOK_EVENTS.map((event) => (
        <Checkbox
          key={event}
          label={WEBHOOK_EVENT_LABELS[event]}
          hint={`Sent as ${event}`}
          name="events"
          idPrefix={`${idPrefix}-event-${event.replace(".", "-")}`}
          value={event}
          defaultChecked={chosen.includes(event)}
        />
      ))}
    </fieldset>
  );
}

/** A secret is shown in the answer that made it and never again. */
export function WebhookSecret({ heading, secret, detailsHref, note }: { heading: string; secret: string; detailsHref?: string; note?: string }) {
  return (
    <section className="admin-section" role="status" aria-labelledby="webhook-secret-heading">
      <h2 id="webhook-secret-heading">{heading}</h2>
      <p>
        Copy the signing secret into the receiver now: it will not be shown again. {note ?? ""}
      </p>
      <p>
        <code className="totp-secret">{secret}</code>
      </p>
      {detailsHref ? (
        <p>
          <Link to={detailsHref}>See its deliveries</Link>
        </p>
      ) : null}
    </section>
  );
}
