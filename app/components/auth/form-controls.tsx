import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/** A failure of the whole form (too many attempts, an unusable link), announced at once. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** The form's submit button, disabled while a submission is on its way so it is not sent twice. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={submitting}>
      {children}
    </button>
  );
}
