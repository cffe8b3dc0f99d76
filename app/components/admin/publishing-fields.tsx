import { useState } from "react";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { withZoneOffset } from "~/utils/time-zone";
import { formatDateTime } from "./format";
import { DateTimeField, TextArea, TextField, type FieldError } from "./field";
import type { SelectOption } from "./select-option";

/** A list's status filter: it also finds the published items whose date is still to come (see publicationState). */
export const STATUS_FILTER_OPTIONS: SelectOption[] = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
];

type ShownErrors = Record<string, FieldError>;

const SLUG_HINT = "Lowercase letters, numbers and dashes. Leave empty to make one from the title.";

export function TitleAndSlugFields({ title, slug, slugHint = SLUG_HINT, errors }: { title: string; slug: string; slugHint?: string; errors: ShownErrors }) {
  return (
    <>
      <TextField label="Title" name="title" defaultValue={title} maxLength={200} required error={errors.title} />
      <TextField label="Slug" name="slug" defaultValue={slug} maxLength={120} hint={slugHint} error={errors.slug} />
    </>
  );
}

/** The publish date; the status is set by the publishing bar's buttons. */
export function PublicationFields({ publishedAt, errors }: { publishedAt: string; errors: ShownErrors }) {
  const timeZone = useSiteTimeZone();
  // The date input writes dates the browser's way (mm/dd/yyyy in the US): say it the site's way too.
  const [chosen, setChosen] = useState(publishedAt);
  const siteReading = chosen ? formatDateTime(withZoneOffset(chosen, timeZone), timeZone) : "";
  return (
    <div>
      <DateTimeField
        label="Publish date"
        name="published_at"
        defaultValue={publishedAt}
        hint={`${timeZone === "UTC" ? "In UTC" : `In ${timeZone} time`}. Empty: now, when published. A date still to come schedules it.`}
        error={errors.published_at}
        onChange={(event) => setChosen(event.currentTarget.value)}
      />
      {siteReading ? (
        <p className="field-hint publish-date-reading" aria-live="polite">
          On the site: {siteReading}
        </p>
      ) : null}
    </div>
  );
}

export function SeoFieldset({ title, description, errors }: { title: string; description: string; errors: ShownErrors }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Search engines</legend>
      <TextField label="SEO title" name="seo_title" defaultValue={title} maxLength={70} showCount error={errors.seo_title} />
      <TextArea label="SEO description" name="seo_description" defaultValue={description} maxLength={160} showCount rows={2} error={errors.seo_description} />
    </fieldset>
  );
}
