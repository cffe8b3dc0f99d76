import { Form } from "@remix-run/react";
import { bulkActionsFor, type BulkSwitch } from "~/utils/bulk-actions";
import { IconButton } from "./icon-button";

/** The rows' checkboxes name this form in their `form` attribute, so no row's own form is nested in it (docs/admin-content.md#lists). */
export const BULK_FORM = "bulk-form";

/** Placed after the table: admin.css shows it only once a row is ticked, and its appearing then moves no row. */
export function BulkForm({ plural, switches }: { plural: string; switches: BulkSwitch | null }) {
  return (
    <Form method="post" id={BULK_FORM} className="bulk-form">
      <input type="hidden" name="intent" value="bulk" />
      <label htmlFor="bulk-action">{`With the selected ${plural.toLowerCase()}`}</label>
      <select id="bulk-action" name="bulk_action" defaultValue="">
        <option value="" disabled>
          Choose an action
        </option>
        {bulkActionsFor(switches).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <IconButton type="submit" label="Apply" />
    </Form>
  );
}
