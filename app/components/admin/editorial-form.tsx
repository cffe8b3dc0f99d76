import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConfirmDelete, DeleteConfirmation } from "./confirm-delete";
import type { EditorialScreens } from "./editorial-screens";
import { FormAlert } from "./form-alert";
import type { FormResult } from "./form-result";
import { IconButton, IconLink } from "./icon-button";
import { historyPath } from "~/utils/revision-paths";

/** `history_count`: how many saved versions its History link offers. */
export type EditorialItem = { id: number; title: string; slug?: string; version: number; history_count?: number };

export type EditorialFormProps<Item> = { item?: Item; result: FormResult; confirmingDelete?: boolean };

export function formValues<Item extends object>(result: FormResult, item: Item | undefined) {
  return (name: keyof Item & string, fallback = ""): string => {
    const posted = result?.values?.[name];
    if (typeof posted === "string") return posted;
    if (result?.values && !item) return fallback;
    const stored = item?.[name];
    return stored === null || stored === undefined ? fallback : String(stored);
  };
}

/** The browser sends nothing for an unchecked box. */
export function checkedValue(result: FormResult, stored: boolean | undefined, name: string, fallback: boolean): boolean {
  if (result?.values) return result.values[name] !== undefined;
  return stored ?? fallback;
}

export function EditorialForm({
  screens,
  item,
  result,
  confirmingDelete = false,
  children,
}: {
  screens: EditorialScreens;
  item?: EditorialItem;
  result: FormResult;
  confirmingDelete?: boolean;
  children: ReactNode;
}) {
  const submitting = useNavigation().state === "submitting";
  const editPath = item ? screens.editPath(item.id) : screens.createPath;
  const conflict = Boolean(result?.formError && item);
  const question = item ? `Delete ${screens.noun} “${item.title}”?` : "";
  return (
    <>
      <div className="admin-page-header">
        <h1>{item ? `Edit ${screens.noun}` : `Add ${screens.noun}`}</h1>
        {item ? (
          <div className="form-actions">
            {screens.publicPath && item.slug ? (
              <IconLink to={`${screens.publicPath(item.slug)}?preview=1`} reloadDocument icon="eye" label="Preview" />
            ) : null}
            <IconLink to={historyPath(screens.resource, item.id)} icon="undo" label={`History (${item.history_count ?? 0})`} />
            <ConfirmDelete question={question} id={item.id} confirmHref={`?confirm-delete=${item.id}`} />
          </div>
        ) : null}
      </div>
      {item && confirmingDelete ? <DeleteConfirmation question={question} id={item.id} cancelHref={editPath} /> : null}
      <FormAlert message={result?.formError} result={result} />
      {conflict ? (
        <p>
          <a href={editPath}>Reload the {screens.noun}</a> to see the saved version; your changes are still in the form below.
        </p>
      ) : null}
      {/* A new version from the server (after a reload) starts the form afresh. */}
      <Form method="post" className="admin-form admin-panel" noValidate key={item ? item.version : "new"}>
        {item ? (
          <>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="version" value={typeof result?.values?.version === "string" ? result.values.version : item.version} />
          </>
        ) : null}
        {children}
        <div className="form-actions">
          <IconButton type="submit" icon="save" label={item ? "Save" : `Create ${screens.noun}`} variant="primary" disabled={submitting} />
          <IconLink to={screens.listPath} label="Cancel" variant="plain" />
        </div>
      </Form>
    </>
  );
}
