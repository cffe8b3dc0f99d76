import { checkedValue } from "./editorial-form";
import { Checkbox, type FieldError } from "~/components/field";
import type { FormResult } from "./form-result";

/** A new one starts shown. */
export function ShownOnHomeCheckbox({ result, stored, error }: { result: FormResult; stored: boolean | undefined; error?: FieldError }) {
  return (
    <Checkbox label="Published (shown on the home page)" name="is_published" defaultChecked={checkedValue(result, stored, "is_published", true)} error={error} />
  );
}
