import { checkedValue } from "./editorial-form";
import { Checkbox, TextField, type FieldError } from "~/components/field";
import type { FormResult } from "./form-result";
import { SORT_ORDER_HINT } from "./list-order";
import { ExpiryField } from "./publishing-fields";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";
import { SettingsPanel } from "./settings-panel";

/** A new one starts shown. */
function ShownOnHomeCheckbox({ result, stored, error }: { result: FormResult; stored: boolean | undefined; error?: FieldError }) {
  return (
    <Checkbox label="Published (shown on the home page)" name="is_published" defaultChecked={checkedValue(result, stored, "is_published", true)} error={error} />
  );
}

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
      <HomeVisibilityPanel result={result} stored={stored} sortOrder={sortOrder} unpublishAt={unpublishAt} errors={errors} />
    </>
  );
}

/**
 * A slide's or a hero content's place on the home page, where an article's Publishing panel is: shown
 * or hidden, until when, and its place in the order.
 */
function HomeVisibilityPanel({
  result,
  stored,
  sortOrder,
  unpublishAt,
  errors,
}: {
  result: FormResult;
  stored: { is_published: boolean } | undefined;
  sortOrder: string;
  unpublishAt: string;
  errors: Record<string, string[]>;
}) {
  return (
    <SettingsPanel title="On the home page" open errors={errors} names={["is_published", "unpublish_at", "sort_order"]}>
      <ShownOnHomeCheckbox result={result} stored={stored?.is_published} error={errors.is_published} />
      <ExpiryField unpublishAt={unpublishAt} errors={errors} />
      <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} defaultValue={sortOrder} error={errors.sort_order} />
    </SettingsPanel>
  );
}
