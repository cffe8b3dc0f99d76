import { useState } from "react";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { DATE_TEXT_EXAMPLE, zonedDateText } from "~/utils/date-text";
import { formatDateTime } from "./format";
import { DateTimeField, TextArea, TextField, type FieldError } from "~/components/field";
import type { SelectOption } from "./select-option";

/** Also finds the published items whose date is still to come (see publicationState). */
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

export function PublicationFields({ publishedAt, errors }: { publishedAt: string; errors: ShownErrors }) {
  const timeZone = useSiteTimeZone();
  // What the typed text will be read as, with the zone's name: the editor sees the site's reading before saving.
  const [chosen, setChosen] = useState(publishedAt);
  const moment = zonedDateText(chosen, timeZone);
  const siteReading = moment ? formatDateTime(moment, timeZone) : "";
  return (
    <div>
      <DateTimeField
        label="Publish date"
        name="published_at"
        defaultValue={publishedAt}
        hint={`Day, month and time, as in ${DATE_TEXT_EXAMPLE}. ${timeZone === "UTC" ? "In UTC" : `In ${timeZone} time`}. Empty: now, when published. A date still to come schedules it.`}
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
