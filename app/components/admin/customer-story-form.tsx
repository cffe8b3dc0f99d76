import { customerStories } from "~/content-types/customer-stories";
import { TextArea, TextField, type FieldError } from "~/components/field";
import { EditorialForm, typedBeforeRefusal, type EditorialFormProps } from "./editorial-form";
import { editorialScreens, type EditorialScreens } from "./editorial-screens";
import { MediaSelect } from "./media-select";
import { MultiSelect } from "./multi-select";
import { ExpiryField, PublicationFields, SEO_FIELDS, SeoPanel, SlugField, StandfirstField, TitleField } from "./publishing-fields";
import { RichTextEditor } from "./rich-text-editor";
import { SettingsPanel } from "./settings-panel";
import type { SelectOption } from "./select-option";
import type { FormResult } from "./form-result";

/**
 * The create and edit form of a customer story. It works without JavaScript:
 * three figure rows are always there (empty ones are left out), the quote's
 * three fields empty mean no quote, and the related items are checkboxes
 * (a searchable multi-select with JavaScript).
 */

export const CUSTOMER_STORY_SCREENS: EditorialScreens = editorialScreens(customerStories);

const FIGURE_ROWS = [0, 1, 2];

export type CustomerStoryFormItem = {
  id: number;
  title: string;
  slug: string;
  customer_name: string;
  industry: string;
  summary: string;
  body: string;
  cover_image_id: number | null;
  logo_id: number | null;
  figures: Array<{ value: string; label: string }>;
  quote: { text: string; person: string; role: string } | null;
  solution_ids: number[];
  product_ids: number[];
  status: string;
  published_at: string | null;
  unpublish_at: string | null;
  seo_title: string;
  seo_description: string;
  version: number;
  history_count?: number;
};

/** A solution or product a story may name; drafts are offered too, shown as such. */
export type RelatedChoice = { id: number; title: string; status: string };

type Errors = Record<string, string[]>;

/** What the form shows: what was posted after a refusal, else what is stored. */
function storyValues(result: FormResult, item: CustomerStoryFormItem | undefined) {
  const posted = result?.values;
  const text = (name: string, stored: string | number | null | undefined): string => {
    if (!posted) return stored === null || stored === undefined ? "" : String(stored);
    const value = posted[name];
    if (Array.isArray(value)) return String(value.at(-1) ?? "");
    return typeof value === "string" ? value : "";
  };
  const chosen = (name: "solution_ids" | "product_ids"): Set<string> => {
    if (!posted) return new Set((item?.[name] ?? []).map(String));
    const value = posted[name];
    return new Set((Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === "string" && id !== ""));
  };
  return { text, chosen, posted: Boolean(posted) };
}

/** The errors under `name` ("solution_ids", "solution_ids.0"), as one field's. */
function errorsUnder(errors: Errors, name: string): FieldError {
  const messages = Object.entries(errors)
    .filter(([key]) => key === name || key.startsWith(`${name}.`))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? messages : undefined;
}

export function CustomerStoryForm({
  item,
  images,
  solutions,
  products,
  industries,
  result,
  confirmingDelete,
}: EditorialFormProps<CustomerStoryFormItem> & { images: SelectOption[]; solutions: RelatedChoice[]; products: RelatedChoice[]; industries: string[] }) {
  const { text, chosen, posted } = storyValues(result, item);
  const errors: Errors = result?.fieldErrors ?? {};
  const figure = (row: number, field: "value" | "label") => text(`figures[${row}][${field}]`, item?.figures[row]?.[field]);
  // The figures' errors count only the rows that were filled in: row 2 is figures.0 when rows 0 and 1 were empty.
  const filled = posted ? FIGURE_ROWS.filter((row) => figure(row, "value").trim() !== "" || figure(row, "label").trim() !== "") : FIGURE_ROWS;
  const figureError = (row: number, field: "value" | "label") => errorsUnder(errors, `figures.${filled.indexOf(row)}.${field}`);
  return (
    <EditorialForm
      screens={CUSTOMER_STORY_SCREENS}
      item={item}
      result={result}
      confirmingDelete={confirmingDelete}
      encType="multipart/form-data"
      publishing={{ stored: { status: item?.status ?? "draft", publishedAt: item?.published_at ?? null, unpublishAt: item?.unpublish_at ?? null }, publishedAt: text("published_at", item?.published_at) }}
      sidebar={
        <>
          <SettingsPanel title="Cover image" open errors={errors} names={["cover_image"]}>
            <MediaSelect
              label="Cover image"
              name="cover_image_id"
              options={images}
              defaultValue={text("cover_image_id", item?.cover_image_id)}
              error={errors.cover_image_id}
              uploadName="cover_image_file"
              posted={result?.values}
            />
          </SettingsPanel>
          <SettingsPanel title="Publishing" open>
            <PublicationFields publishedAt={text("published_at", item?.published_at)} errors={errors} />
            <ExpiryField unpublishAt={text("unpublish_at", item?.unpublish_at)} errors={errors} />
            <SlugField slug={text("slug", item?.slug)} title={text("title", item?.title)} publicPath={CUSTOMER_STORY_SCREENS.publicPath} slugsOf={{ resource: CUSTOMER_STORY_SCREENS.resource, id: item?.id }} errors={errors} />
          </SettingsPanel>
          <SettingsPanel title="Logo" note={text("logo_id", item?.logo_id) ? "Chosen" : "None"} open={typedBeforeRefusal(result, item, ["logo_id"])} errors={errors} names={["logo"]}>
            <MediaSelect
              label="Logo"
              name="logo_id"
              options={images}
              defaultValue={text("logo_id", item?.logo_id)}
              emptyLabel="No logo"
              error={errors.logo_id}
              uploadName="logo_file"
              logo
              posted={result?.values}
            />
          </SettingsPanel>
          <SettingsPanel title="Related" note={relatedNote(chosen("solution_ids").size + chosen("product_ids").size)} errors={errors} names={["solution_ids", "product_ids"]}>
            <MultiSelect label="Related solutions" name="solution_ids" options={relatedOptions(solutions)} defaultValues={[...chosen("solution_ids")]} error={errorsUnder(errors, "solution_ids")} />
            <MultiSelect label="Related products" name="product_ids" options={relatedOptions(products)} defaultValues={[...chosen("product_ids")]} error={errorsUnder(errors, "product_ids")} />
          </SettingsPanel>
          <SeoPanel
            open={typedBeforeRefusal(result, item, SEO_FIELDS)}
            title={text("seo_title", item?.seo_title)}
            description={text("seo_description", item?.seo_description)}
            itemTitle={text("title", item?.title)}
            slug={text("slug", item?.slug)}
            summary={text("summary", item?.summary)}
            summaryName="summary"
            publicPath={CUSTOMER_STORY_SCREENS.publicPath} slugsOf={{ resource: CUSTOMER_STORY_SCREENS.resource, id: item?.id }}
            errors={errors}
          />
        </>
      }
    >
      <TitleField title={text("title", item?.title)} errors={errors} isNew={!item} />
      <StandfirstField label="Summary" name="summary" value={text("summary", item?.summary)} error={errors.summary} />
      <div className="admin-form-grid">
        <TextField label="Customer name" name="customer_name" defaultValue={text("customer_name", item?.customer_name)} maxLength={120} required error={errors.customer_name} />
        {/* Suggestions, not a choice: the browser's own list (without JavaScript too), and a new industry is still taken. */}
        <TextField label="Industry" name="industry" defaultValue={text("industry", item?.industry)} maxLength={80} list="industry-suggestions" autoComplete="off" hint="As visitors filter by it: pick one in use, or type a new one." error={errors.industry} />
        <datalist id="industry-suggestions">
          {industries.map((industry) => (
            <option key={industry} value={industry} />
          ))}
        </datalist>
      </div>
      <RichTextEditor label="Body" name="body" defaultValue={text("body", item?.body)} error={errors.body} />
      <fieldset className="admin-fieldset">
        <legend>Key figures</legend>
        <p className="field-hint">Up to three, such as “38%” and “less downtime”. Leave a row empty to leave it out.</p>
        {errors.figures ? <p className="field-error">{errors.figures.join(" ")}</p> : null}
        {FIGURE_ROWS.map((row) => (
          <div className="admin-form-grid" key={row}>
            <TextField label={`Figure ${row + 1}: value`} name={`figures[${row}][value]`} defaultValue={figure(row, "value")} maxLength={40} error={figureError(row, "value")} />
            <TextField label={`Figure ${row + 1}: label`} name={`figures[${row}][label]`} defaultValue={figure(row, "label")} maxLength={80} error={figureError(row, "label")} />
          </div>
        ))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Quote</legend>
        <p className="field-hint">Leave all three empty for no quote.</p>
        {errors.quote ? <p className="field-error">{errors.quote.join(" ")}</p> : null}
        <TextArea label="Quote text" name="quote[text]" defaultValue={text("quote[text]", item?.quote?.text)} maxLength={500} showCount rows={3} error={errors["quote.text"]} />
        <div className="admin-form-grid">
          <TextField label="Quote person" name="quote[person]" defaultValue={text("quote[person]", item?.quote?.person)} maxLength={120} error={errors["quote.person"]} />
          <TextField label="Quote role" name="quote[role]" defaultValue={text("quote[role]", item?.quote?.role)} maxLength={120} error={errors["quote.role"]} />
        </div>
      </fieldset>
    </EditorialForm>
  );
}

/** A draft is offered too, and said to be one. */
function relatedOptions(choices: RelatedChoice[]): SelectOption[] {
  return choices.map((choice) => ({ value: String(choice.id), label: choice.status === "published" ? choice.title : `${choice.title} (draft)` }));
}

function relatedNote(count: number): string {
  return count === 0 ? "None" : `${count} chosen`;
}

