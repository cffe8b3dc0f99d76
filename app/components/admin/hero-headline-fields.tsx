import { TextArea, TextField, type FieldError } from "~/components/field";

type HeadlineField = "title" | "subtitle" | "cta_label" | "cta_url";

/**
 * The home page's headline, its words and its button: the Settings tab and the home page overview
 * edit the same setting with the same fields and limits.
 */
export function HeroHeadlineFields({
  idPrefix,
  value,
  error,
}: {
  idPrefix: string;
  value: (field: HeadlineField) => string;
  error?: (field: HeadlineField) => FieldError | undefined;
}) {
  return (
    <>
      <TextField label="Title" name="title" idPrefix={idPrefix} maxLength={120} defaultValue={value("title")} error={error?.("title")} />
      <TextArea label="Subtitle" name="subtitle" idPrefix={idPrefix} maxLength={300} showCount rows={2} defaultValue={value("subtitle")} error={error?.("subtitle")} />
      <div className="headline-button-row">
        <TextField label="Button label" name="cta_label" idPrefix={idPrefix} maxLength={60} defaultValue={value("cta_label")} error={error?.("cta_label")} />
        <TextField
          label="Button link"
          name="cta_url"
          idPrefix={idPrefix}
          hint="A site path such as /contact-us, or a full https:// address."
          defaultValue={value("cta_url")}
          error={error?.("cta_url")}
        />
      </div>
    </>
  );
}
