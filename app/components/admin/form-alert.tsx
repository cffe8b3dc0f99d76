import { useEffect } from "react";
import { showToast } from "./toast";

/**
 * A failure that is not about one field (a conflict, a refused delete, a server
 * error): shown inline, so it is seen without JavaScript, and as an error toast.
 * `result` is the action's answer: each new answer toasts again, even with the
 * same words.
 */
export function FormAlert({ message, result }: { message?: string | null; result?: unknown }) {
  useEffect(() => {
    if (message) showToast({ type: "error", message });
  }, [message, result]);
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
