import { useEffect, type RefObject } from "react";

/**
 * Where a form answered with errors puts the focus: on the first field to
 * correct, in the order the form shows its fields. The answered page opens on
 * it (`autoFocus`), also without JavaScript or before the page's script has
 * started; with JavaScript the page does not reload, and `useFocusField` moves
 * the focus instead.
 */
export function firstFieldWithError(
  fields: readonly string[],
  errors: Partial<Record<string, string | readonly string[]>> | undefined,
): string | undefined {
  return fields.find((field) => {
    const message = errors?.[field];
    return typeof message === "string" ? message !== "" : Boolean(message?.length);
  });
}

/** Moves the focus to the form's field `name` each time the form is answered (`answer` changes). */
export function useFocusField(form: RefObject<HTMLFormElement>, name: string | undefined, answer: unknown) {
  useEffect(() => {
    if (name) form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [form, name, answer]);
}
