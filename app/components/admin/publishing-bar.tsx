import { useSiteTimeZone } from "~/components/site-time-zone";
import { zonedDateText } from "~/utils/date-text";
import { formatDateTimeInZone } from "./format";
import type { ReactNode } from "react";
import type { FieldError } from "~/components/field";
import { IconButton, IconLink } from "./icon-button";
import { StatusBadge } from "./status-badge";

/** A new item is a draft. */
export type PublishingState = { status: string; publishedAt: string | null; unpublishAt?: string | null };

export function isFutureDate(localValue: string, timeZone: string, now = Date.now()): boolean {
  const moment = zonedDateText(localValue, timeZone);
  return moment !== undefined && Date.parse(moment) > now;
}

/**
 * What the publish confirmation asks, in the dialog and on the step page alike: "Publish now", or
 * "Schedule for 15 Jan 2027, 09:00 Europe/Berlin" when the date (an ISO moment) is still to come.
 */
export function publishQuestion(moment: string | undefined, timeZone: string, now = Date.now()): { text: string; button: string } {
  if (moment !== undefined && Date.parse(moment) > now) return { text: `Schedule for ${formatDateTimeInZone(moment, timeZone)}`, button: "Schedule" };
  return { text: "Publish now", button: "Publish now" };
}

/** The button that makes a draft or a new item public: Publish, or Schedule. */
export function isPublishButton(element: Element | null | undefined): boolean {
  return element?.getAttribute("name") === "status" && element.getAttribute("value") === "published";
}

type PublishingAction = { status: "draft" | "published"; label: string; primary: boolean };

/** The first button is what Enter in a field presses, so it is always the one that changes nothing about publishing. */
export function publishingActions(live: boolean, scheduling: boolean): PublishingAction[] {
  if (live) {
    return [
      { status: "published", label: scheduling ? "Update and schedule" : "Update", primary: true },
      { status: "draft", label: "Switch to draft", primary: false },
    ];
  }
  return [
    { status: "draft", label: "Save draft", primary: false },
    { status: "published", label: scheduling ? "Schedule" : "Publish", primary: true },
  ];
}

/** On a phone the bar is one row: the badge says "New", the noun is for wider screens. */
export function NewBadge({ noun }: { noun: string }) {
  return (
    <span className="status-badge status-draft">
      New<span className="publishing-bar-noun"> {noun}</span>
    </span>
  );
}

/** Without JavaScript the buttons post the form just the same. */
export function PublishingBar({
  stored,
  dateValue,
  isNew,
  noun,
  listPath,
  submitting,
  previewPath,
  error,
  unsaved,
}: {
  stored: PublishingState;
  dateValue: string;
  isNew: boolean;
  noun: string;
  listPath: string;
  submitting: boolean;
  previewPath?: string;
  error?: FieldError;
  /** Whether the form holds changes not yet saved, said beside the state; unknown (a form that does not track it): nothing. */
  unsaved?: boolean;
}) {
  const timeZone = useSiteTimeZone();
  const scheduling = isFutureDate(dateValue, timeZone);
  const errorText = Array.isArray(error) ? error[0] : error;
  const leave = isNew || unsaved === true ? "Cancel" : "Close";
  return (
    <div className="publishing-bar" role="group" aria-label="Publishing">
      <div className="publishing-bar-state">
        {isNew ? <NewBadge noun={noun} /> : <StatusBadge status={stored.status} publishedAt={stored.publishedAt} unpublishAt={stored.unpublishAt} />}
        {!isNew && unsaved !== undefined ? (
          <span className={`publishing-bar-saved${unsaved ? " is-unsaved" : ""}`} aria-live="polite">
            {unsaved ? "Unsaved changes" : "Saved"}
          </span>
        ) : null}
        {errorText ? <span className="field-error">{errorText}</span> : null}
      </div>
      <div className="publishing-bar-actions">
        {/* A live item's way back to draft is a quiet word beside Update, not a button as loud: one slip takes it off the site. */}
        {publishingActions(stored.status === "published", scheduling).map((action) => (
          <IconButton
            key={action.status}
            type="submit"
            name="status"
            value={action.status}
            icon={action.status === "draft" ? "save" : "send"}
            label={action.label}
            variant={action.primary ? "primary" : stored.status === "published" ? "plain" : "secondary"}
            className={action.primary ? "publishing-bar-main" : "publishing-bar-other"}
            disabled={submitting}
          />
        ))}
        {/* After the saving buttons: Enter in a field must never open a preview. */}
        {previewPath ? (
          <IconButton type="submit" formAction={previewPath} formTarget="_blank" formNoValidate icon="eye" label="Preview" variant="secondary" className="publishing-bar-preview" title="Preview" />
        ) : null}
        {/* Leaving a new item or unsaved changes cancels them; leaving a saved item only closes it. */}
        <IconLink to={listPath} icon="close" label={leave} variant="plain" className="publishing-bar-cancel" title={leave} />
      </div>
    </div>
  );
}

/**
 * The same bar for a form that only saves (a slide, a settings tab, the hero video, the company PDF):
 * the state on the left, Save last at the right, so every edit screen ends alike. `state` is what the
 * form says of itself (a badge, "Saved."); `leave` the way back, where the screen has one.
 */
export function SaveBar({
  label,
  submitting,
  unsaved,
  state,
  leave,
}: {
  label: string;
  submitting: boolean;
  /** As on the publishing bar; unknown (a form that does not track it): nothing. */
  unsaved?: boolean;
  state?: ReactNode;
  leave?: { to: string; label: string };
}) {
  return (
    <div className="publishing-bar save-bar" role="group" aria-label="Saving">
      <div className="publishing-bar-state">
        {state}
        {unsaved !== undefined ? (
          <span className={`publishing-bar-saved${unsaved ? " is-unsaved" : ""}`} aria-live="polite">
            {unsaved ? "Unsaved changes" : "Saved"}
          </span>
        ) : null}
      </div>
      <div className="publishing-bar-actions">
        <IconButton type="submit" icon="save" label={submitting ? "Saving…" : label} variant="primary" className="publishing-bar-main" disabled={submitting} />
        {leave ? <IconLink to={leave.to} icon="close" label={leave.label} variant="plain" className="publishing-bar-cancel" title={leave.label} /> : null}
      </div>
    </div>
  );
}
