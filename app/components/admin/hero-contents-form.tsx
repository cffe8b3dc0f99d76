import { EditorialForm, formValues, type EditorialFormProps } from "./editorial-form";
import { HERO_CONTENT_SCREENS } from "./editorial-screens";
import { TextArea, TextField } from "~/components/field";
import { FEATURE_ICON_OPTIONS } from "~/components/sections/feature-icon";
import { Select } from "./select";
import type { SelectOption } from "./select-option";
import { TitleField } from "./publishing-fields";
import { HomeItemSidebar } from "./home-item-sidebar";

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

/**
 * The icons the home page draws, and a name stored by an older client (the API takes any plain name) kept
 * as a choice, so saving the block never drops it unasked.
 */
function iconOptions(stored: string): SelectOption[] {
  const drawn = FEATURE_ICON_OPTIONS.some((option) => option.value === stored);
  return stored && !drawn ? [...FEATURE_ICON_OPTIONS, { value: stored, label: `${stored} (not drawn on the site)` }] : FEATURE_ICON_OPTIONS;
}

export function HeroContentsForm({ item, images, result, confirmingDelete }: EditorialFormProps<HeroContentFormItem> & { images: SelectOption[] }) {
  const value = formValues(result, item);
  const errors = result?.fieldErrors ?? {};
  return (
    <EditorialForm
      screens={HERO_CONTENT_SCREENS}
      item={item}
      result={result}
      confirmingDelete={confirmingDelete}
      encType="multipart/form-data"
      sidebar={
        <HomeItemSidebar images={images} imageId={value("image_id")} result={result} stored={item} sortOrder={value("sort_order", "0")} unpublishAt={value("unpublish_at")} errors={errors} />
      }
    >
      <TitleField title={value("title")} errors={errors} isNew={!item} maxLength={120} />
      <TextArea label="Body" name="body" defaultValue={value("body")} maxLength={1000} showCount rows={4} error={errors.body} />
      <div className="admin-form-grid">
        <Select
          label="Icon"
          name="icon"
          options={iconOptions(value("icon"))}
          emptyLabel="No icon"
          defaultValue={value("icon")}
          hint="Shown instead of a picture when the block has none."
          error={errors.icon}
        />
        <TextField
          label="Link"
          name="link_url"
          defaultValue={value("link_url")}
          hint="A site path such as /solutions/cloud, or a full https:// address."
          error={errors.link_url}
        />
      </div>
    </EditorialForm>
  );
}
