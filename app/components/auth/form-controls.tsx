import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** The form's submit button, disabled while a submission is on its way so it is not sent twice. */
export function SubmitButton({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={submitting} className={quiet ? "auth-submit-quiet" : undefined}>
      {children}
    </button>
  );
}
