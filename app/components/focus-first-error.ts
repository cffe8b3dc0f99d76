import { useEffect, type RefObject } from "react";

/** The answered page opens on it (`autoFocus`) even without JavaScript; with JavaScript the page does not reload, so `useFocusField` moves the focus. */
export function firstFieldWithError(
  fields: readonly string[],
  errors: Partial<Record<string, string | readonly string[]>> | undefined,
): string | undefined {
  return fields.find((field) => {
    const message = errors?.[field];
    return typeof message === "string" ? message !== "" : Boolean(message?.length);
  });
}

export function useFocusField(form: RefObject<HTMLFormElement>, name: string | undefined, answer: unknown) {
  useEffect(() => {
    if (name) form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [form, name, answer]);
}
