import { useEffect } from "react";
import { fieldId } from "~/components/field";
import { showToast } from "./toast";

/** Shown inline, so it is seen without JavaScript, and as a toast; each new `result` toasts again, even with the same words. */
export function FormAlert({
  message,
  result,
  idPrefix,
  summary = true,
}: {
  message?: string | null;
  result?: unknown;
  idPrefix?: string;
  /** false where the refused fields are told beside them (an inline edit panel). */
  summary?: boolean;
}) {
  useEffect(() => {
    if (message) showToast({ type: "error", message });
  }, [message, result]);
  return (
    <>
      {message ? (
        <p className="form-alert" role="alert">
          {message}
        </p>
      ) : null}
      {summary ? <ErrorSummary fieldErrors={fieldErrorsOf(result)} idPrefix={idPrefix} /> : null}
    </>
  );
}

function fieldErrorsOf(result: unknown): Record<string, readonly string[]> | undefined {
  if (!result || typeof result !== "object" || !("fieldErrors" in result)) return undefined;
  const { fieldErrors } = result as { fieldErrors?: Record<string, readonly string[]> };
  return fieldErrors ?? undefined;
}

/** Read first by a screen reader, and seen first without JavaScript, where the answer is a new page. */
function ErrorSummary({ fieldErrors, idPrefix }: { fieldErrors?: Record<string, readonly string[]>; idPrefix?: string }) {
  const entries = Object.entries(fieldErrors ?? {}).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return null;
  return (
    <div className="form-alert error-summary" role="alert">
      <p>{entries.length === 1 ? "Please correct this field:" : `Please correct these ${entries.length} fields:`}</p>
      <ul>
        {entries.map(([name, messages]) => (
          <li key={name}>
            <a href={`#${fieldId(name, idPrefix)}`}>{messages[0]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
