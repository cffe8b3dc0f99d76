import { checkedValue } from "./editorial-form";
import { Checkbox, TextField, type FieldError } from "~/components/field";
import type { FormResult } from "./form-result";
import { SORT_ORDER_HINT } from "./list-order";
import { ExpiryField } from "./publishing-fields";
import { SettingsPanel } from "./settings-panel";

/** A new one starts shown. */
function ShownOnHomeCheckbox({ result, stored, error }: { result: FormResult; stored: boolean | undefined; error?: FieldError }) {
  return (
    <Checkbox label="Published (shown on the home page)" name="is_published" defaultChecked={checkedValue(result, stored, "is_published", true)} error={error} />
  );
}

/**
 * A slide's or a hero content's place on the home page, where an article's Publishing panel is: shown
 * or hidden, until when, and its place in the order.
 */
export function HomeVisibilityPanel({
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
