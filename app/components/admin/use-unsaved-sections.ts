import { useEffect, useState, type FormEvent } from "react";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";

/** One warning for a page of several forms, as a router takes one blocker at a time; each form names itself by `intent`. */
export function useUnsavedSections(refused: { intent: string | null } | undefined) {
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set(refused?.intent ? [refused.intent] : []));
  // Each refusal is a new answer, so the same form refused twice is marked again.
  useEffect(() => {
    const intent = refused?.intent;
    if (intent) setChanged((current) => new Set(current).add(intent));
  }, [refused]);
  useUnsavedChangesWarning(changed.size > 0);

  const intentOf = (form: HTMLFormElement | null | undefined) => {
    const field = form?.elements.namedItem("intent");
    return field instanceof HTMLInputElement ? field.value : undefined;
  };
  return {
    onInput: (event: FormEvent<HTMLElement>) => {
      const intent = intentOf((event.target as HTMLInputElement).form);
      if (intent && !changed.has(intent)) setChanged(new Set(changed).add(intent));
    },
    onSubmit: (event: FormEvent<HTMLElement>) => {
      const intent = intentOf(event.target as HTMLFormElement);
      if (!intent || !changed.has(intent)) return;
      const rest = new Set(changed);
      rest.delete(intent);
      setChanged(rest);
    },
  };
}
