import { EditorialForm, formValues, type EditorialFormProps } from "./editorial-form";
import { SLIDE_SCREENS } from "./editorial-screens";
import { TextArea, TextField } from "~/components/field";
import type { SelectOption } from "./select-option";
import { TitleField } from "./publishing-fields";
import { HomeItemSidebar } from "./home-item-sidebar";

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
    <EditorialForm
      screens={SLIDE_SCREENS}
      item={item}
      result={result}
      confirmingDelete={confirmingDelete}
      encType="multipart/form-data"
      sidebar={
        <HomeItemSidebar images={images} imageId={value("image_id")} required result={result} stored={item} sortOrder={value("sort_order", "0")} unpublishAt={value("unpublish_at")} errors={errors} />
      }
    >
      <TitleField title={value("title")} errors={errors} isNew={!item} maxLength={120} />
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
      </div>
    </EditorialForm>
  );
}
