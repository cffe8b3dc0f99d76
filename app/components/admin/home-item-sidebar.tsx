import { checkedValue } from "./editorial-form";
import { Checkbox, TextField } from "~/components/field";
import type { FormResult } from "./form-result";
import { SORT_ORDER_HINT } from "./list-order";
import { ExpiryField } from "./publishing-fields";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";
import { SettingsPanel } from "./settings-panel";

/**
 * The settings column of a slide and of a hero content: the picture, then its place on the home page.
 * A slide is its picture, so there the picture is required.
 */
export function HomeItemSidebar({
  images,
  imageId,
  required = false,
  result,
  stored,
  sortOrder,
  unpublishAt,
  errors,
}: {
  images: readonly SelectOption[];
  imageId: string;
  required?: boolean;
  result: FormResult;
  stored: { is_published: boolean } | undefined;
  sortOrder: string;
  unpublishAt: string;
  errors: Record<string, string[]>;
}) {
  return (
    <>
      <SettingsPanel title="Image" open errors={errors} names={["image"]}>
        <MediaSelect label="Image" name="image_id" options={images} defaultValue={imageId} required={required} error={errors.image_id} uploadName="image_file" posted={result?.values} />
      </SettingsPanel>
      {/* Its place on the home page, where an article's Publishing panel is: shown (a new one starts shown), until when, where in the order. */}
      <SettingsPanel title="On the home page" open errors={errors} names={["is_published", "unpublish_at", "sort_order"]}>
        <Checkbox label="Shown on the home page" hint="Untick to take it off the home page without deleting it." name="is_published" defaultChecked={checkedValue(result, stored?.is_published, "is_published", true)} error={errors.is_published} />
        <ExpiryField unpublishAt={unpublishAt} errors={errors} />
        <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} defaultValue={sortOrder} error={errors.sort_order} />
      </SettingsPanel>
    </>
  );
}
