import { Form, useNavigation } from "@remix-run/react";
import type { SelectOption } from "./select";
import type { CatalogScreens } from "./catalog-screens";
import { ConfirmDelete, DeleteConfirmation } from "./confirm-delete";
import { DateTimeField, TextArea, TextField } from "./field";
import { FormAlert } from "./form-alert";
import { IconButton, IconLink } from "./icon-button";
import { MediaSelect } from "./media-select";
import { RichTextEditor } from "./rich-text-editor";
import { Select } from "./select";

/**
 * The create and edit form of a solution or a product: every field of PRODUCT
 * §4. After a refused post it shows what was submitted, with each error next
 * to its field; a failure that is not about a field (a conflict) shows above.
 */

export type CatalogItemFormItem = {
  id: number;
  category_id: number;
  title: string;
  slug: string;
  summary: string;
  body: string;
  image_id: number | null;
  sort_order: number;
  status: string;
  published_at: string | null;
  seo_title: string;
  seo_description: string;
  version: number;
};

export type FormResult = {
  formError?: string | null;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, unknown>;
} | undefined;

const STATUS_OPTIONS: SelectOption[] = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
];

export function CatalogItemForm({
  screens,
  item,
  categories,
  images,
  result,
  confirmingDelete = false,
}: {
  screens: CatalogScreens;
  /** The stored item when editing; absent on create. */
  item?: CatalogItemFormItem;
  categories: SelectOption[];
  images: SelectOption[];
  result: FormResult;
  confirmingDelete?: boolean;
}) {
  const submitting = useNavigation().state === "submitting";
  const submitted = result?.values;
  const errors = result?.fieldErrors ?? {};
  // What a field shows: what was just submitted, else the stored value.
  const value = (name: keyof CatalogItemFormItem): string => {
    const posted = submitted?.[name];
    if (typeof posted === "string") return posted;
    const stored = item?.[name];
    return stored === null || stored === undefined ? "" : String(stored);
  };
  const editPath = item ? screens.editPath(item.id) : screens.createPath;
  const conflict = Boolean(result?.formError && item);

  return (
    <>
      <div className="admin-page-header">
        <h1>{item ? `Edit ${screens.noun}` : `Add ${screens.noun}`}</h1>
        {item ? (
          <div className="form-actions">
            <IconLink to={`${screens.publicPath(item.slug)}?preview=1`} reloadDocument icon="eye" label="Preview" />
            <ConfirmDelete question={`Delete ${screens.noun} “${item.title}”?`} id={item.id} confirmHref={`?confirm-delete=${item.id}`} />
          </div>
        ) : null}
      </div>
      {item && confirmingDelete ? (
        <DeleteConfirmation question={`Delete ${screens.noun} “${item.title}”?`} id={item.id} cancelHref={editPath} />
      ) : null}
      <FormAlert message={result?.formError} result={result} />
      {conflict ? (
        <p>
          <a href={editPath}>Reload the {screens.noun}</a> to see the saved version; your changes are still in the form below.
        </p>
      ) : null}
      {/* A new version from the server (a reload) starts the form afresh. */}
      <Form method="post" className="admin-form admin-panel" noValidate key={item ? item.version : "new"}>
        {item ? (
          <>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="version" value={value("version")} />
          </>
        ) : null}
        <div className="admin-form-grid">
          <Select
            label="Category"
            name="category_id"
            options={categories}
            defaultValue={value("category_id")}
            emptyLabel="Choose a category"
            required
            error={errors.category_id}
          />
          <TextField label="Title" name="title" defaultValue={value("title")} maxLength={200} required error={errors.title} />
          <TextField
            label="Slug"
            name="slug"
            defaultValue={value("slug")}
            maxLength={120}
            hint="Lowercase letters, numbers and dashes. Leave empty to make one from the title."
            error={errors.slug}
          />
        </div>
        <TextArea label="Summary" name="summary" defaultValue={value("summary")} maxLength={500} showCount rows={3} error={errors.summary} />
        <RichTextEditor label="Body" name="body" defaultValue={value("body")} error={errors.body} />
        <MediaSelect label="Image" name="image_id" options={images} defaultValue={value("image_id")} error={errors.image_id} />
        <div className="admin-form-grid">
          <TextField label="Sort order" name="sort_order" type="number" step={1} defaultValue={value("sort_order") || "0"} error={errors.sort_order} />
          <Select label="Status" name="status" options={STATUS_OPTIONS} defaultValue={value("status") || "draft"} error={errors.status} />
          <DateTimeField
            label="Publish date"
            name="published_at"
            defaultValue={value("published_at")}
            hint="In UTC. Empty: published when saved as Published. A future date schedules it."
            error={errors.published_at}
          />
        </div>
        <fieldset className="admin-fieldset">
          <legend>Search engines</legend>
          <TextField label="SEO title" name="seo_title" defaultValue={value("seo_title")} maxLength={70} showCount error={errors.seo_title} />
          <TextArea
            label="SEO description"
            name="seo_description"
            defaultValue={value("seo_description")}
            maxLength={160}
            showCount
            rows={2}
            error={errors.seo_description}
          />
        </fieldset>
        <div className="form-actions">
          <IconButton type="submit" icon="save" label={item ? "Save" : `Create ${screens.noun}`} variant="primary" disabled={submitting} />
          <IconLink to={screens.listPath} label="Cancel" variant="plain" />
        </div>
      </Form>
    </>
  );
}
