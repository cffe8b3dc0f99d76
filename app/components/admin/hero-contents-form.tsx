import { SORT_ORDER_HINT } from "./list-order";
import { EditorialForm, formValues, type EditorialFormProps } from "./editorial-form";
import { HERO_CONTENT_SCREENS } from "./editorial-screens";
import { TextArea, TextField } from "~/components/field";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";
import { ShownOnHomeCheckbox } from "./shown-on-home-checkbox";
import { ExpiryField } from "./publishing-fields";

/** The create and edit form of a hero content: every field of docs/product.md#content-model. */

export type HeroContentFormItem = {
  id: number;
  title: string;
  body: string;
  image_id: number | null;
  icon: string;
  link_url: string;
  sort_order: number;
  is_published: boolean;
  unpublish_at: string | null;
  version: number;
};

export function HeroContentsForm({ item, images, result, confirmingDelete }: EditorialFormProps<HeroContentFormItem> & { images: SelectOption[] }) {
  const value = formValues(result, item);
  const errors = result?.fieldErrors ?? {};
  return (
    <EditorialForm screens={HERO_CONTENT_SCREENS} item={item} result={result} confirmingDelete={confirmingDelete} encType="multipart/form-data">
      {/* The picture first, where the eye starts, as on every edit screen. */}
      <MediaSelect label="Image" name="image_id" options={images} defaultValue={value("image_id")} error={errors.image_id} uploadName="image_file" posted={result?.values} />
      <TextField label="Title" name="title" defaultValue={value("title")} maxLength={120} required error={errors.title} />
      <TextArea label="Body" name="body" defaultValue={value("body")} maxLength={1000} showCount rows={4} error={errors.body} />
      <div className="admin-form-grid">
        <TextField
          label="Icon"
          name="icon"
          defaultValue={value("icon")}
          maxLength={60}
          hint="Instead of an image: the name of an icon, e.g. shield or cloud."
          error={errors.icon}
        />
        <TextField
          label="Link"
          name="link_url"
          defaultValue={value("link_url")}
          hint="A site path such as /solutions/cloud, or a full https:// address."
          error={errors.link_url}
        />
        <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} defaultValue={value("sort_order", "0")} error={errors.sort_order} />
      </div>
      <ShownOnHomeCheckbox result={result} stored={item?.is_published} error={errors.is_published} />
      <ExpiryField unpublishAt={value("unpublish_at")} errors={errors} />
    </EditorialForm>
  );
}
