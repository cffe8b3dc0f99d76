import type { FormResult } from "./catalog-item-form";
import { EditorialForm, formValues, STATUS_OPTIONS } from "./editorial-form";
import { NEWS_SCREENS } from "./editorial-screens";
import { DateTimeField, TextArea, TextField } from "./field";
import { MediaSelect } from "./media-select";
import { RichTextEditor } from "./rich-text-editor";
import { Select, type SelectOption } from "./select";

/** The create and edit form of a news article: every field of PRODUCT §4. */

export type NewsFormItem = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  cover_image_id: number | null;
  status: string;
  published_at: string | null;
  seo_title: string;
  seo_description: string;
  version: number;
};

export function BlogForm({
  item,
  images,
  result,
  confirmingDelete,
}: {
  item?: NewsFormItem;
  images: SelectOption[];
  result: FormResult;
  confirmingDelete?: boolean;
}) {
  const value = formValues(result, item);
  const errors = result?.fieldErrors ?? {};
  return (
    <EditorialForm screens={NEWS_SCREENS} item={item} result={result} confirmingDelete={confirmingDelete}>
      <div className="admin-form-grid">
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
      <TextArea label="Excerpt" name="excerpt" defaultValue={value("excerpt")} maxLength={500} showCount rows={3} error={errors.excerpt} />
      <RichTextEditor label="Body" name="body" defaultValue={value("body")} error={errors.body} />
      <MediaSelect label="Cover image" name="cover_image_id" options={images} defaultValue={value("cover_image_id")} error={errors.cover_image_id} />
      <div className="admin-form-grid">
        <Select label="Status" name="status" options={STATUS_OPTIONS} defaultValue={value("status", "draft")} error={errors.status} />
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
    </EditorialForm>
  );
}
