import { Form } from "@remix-run/react";
import { IconButton } from "./icon-button";

/**
 * Restore posts to the version's own address, from its comparison or from the history alike: one
 * action, one set of rules (who may, a stale page's conflict, a field that no longer fits, shown
 * on the comparison). `currentVersion` is the record's version the page was showing.
 */
export function RestoreForm({ action, currentVersion, label, ariaLabel }: { action: string; currentVersion: number; label: string; ariaLabel?: string }) {
  return (
    <Form method="post" action={action} className="revision-restore">
      <input type="hidden" name="version" value={currentVersion} />
      <IconButton type="submit" name="intent" value="restore" icon="undo" label={label} aria-label={ariaLabel} />
    </Form>
  );
}
