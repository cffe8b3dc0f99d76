import { SORT_ORDER_HINT } from "./list-order";
import { EditorialForm, formValues, type EditorialFormProps } from "./editorial-form";
import { SLIDE_SCREENS } from "./editorial-screens";
import { TextArea, TextField } from "~/components/field";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";
import { ShownOnHomeCheckbox } from "./shown-on-home-checkbox";
import { ExpiryField } from "./publishing-fields";

/** The create and edit form of a home slide: every field of docs/product.md#content-model. */

export type SlideFormItem = {
  id: number;
  title: string;
  subtitle: string;
  image_id: number;
  button_label: string;
  button_url: string;
  sort_order: number;
  is_published: boolean;
  unpublish_at: string | null;
  version: number;
};

export function SliderForm({ item, images, result, confirmingDelete }: EditorialFormProps<SlideFormItem> & { images: SelectOption[] }) {
  const value = formValues(result, item);
  const errors = result?.fieldErrors ?? {};
  return (
    <EditorialForm screens={SLIDE_SCREENS} item={item} result={result} confirmingDelete={confirmingDelete} encType="multipart/form-data">
      {/* The picture first, as the slide shows it: the words are written over it. */}
      <MediaSelect label="Image" name="image_id" options={images} defaultValue={value("image_id")} required error={errors.image_id} uploadName="image_file" posted={result?.values} />
      <TextField label="Title" name="title" defaultValue={value("title")} maxLength={120} required error={errors.title} />
      <TextArea label="Subtitle" name="subtitle" defaultValue={value("subtitle")} maxLength={300} showCount rows={2} error={errors.subtitle} />
      <div className="admin-form-grid">
        <TextField label="Button label" name="button_label" defaultValue={value("button_label")} maxLength={60} error={errors.button_label} />
        <TextField
          label="Button link"
          name="button_url"
          defaultValue={value("button_url")}
          hint="A site path such as /contact-us, or a full https:// address."
          error={errors.button_url}
        />
        <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} defaultValue={value("sort_order", "0")} error={errors.sort_order} />
      </div>
      <ShownOnHomeCheckbox result={result} stored={item?.is_published} error={errors.is_published} />
      <ExpiryField unpublishAt={value("unpublish_at")} errors={errors} />
    </EditorialForm>
  );
}
