import { TextField } from "~/components/field";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from "~/schemas/user";
import type { FieldMessages } from "~/schemas/user";
import { useSiteWords } from "~/components/public/words";

export const PASSWORD_LENGTH_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

export function EmailField({
  autoComplete = "email",
  defaultValue,
  error,
  autoFocus,
}: {
  autoComplete?: "email" | "username" | "username webauthn";
  defaultValue: string;
  error?: string;
  autoFocus?: boolean;
}) {
  // In the page's language: a customer's sign-in page may be German; the admin's is English.
  const { say } = useSiteWords();
  return (
    <TextField
      label={say("auth.email")}
      name="email"
      type="email"
      autoComplete={autoComplete}
      required
      defaultValue={defaultValue}
      error={error}
      autoFocus={autoFocus}
    />
  );
}

interface FieldProps {
  defaultValue: string;
  error?: string;
  autoFocus?: boolean;
}

export function NameField({ defaultValue, error, autoFocus }: FieldProps) {
  const { say } = useSiteWords();
  return (
    <TextField
      label={say("account.field.name")}
      name="name"
      autoComplete="name"
      required
      maxLength={NAME_MAX_LENGTH}
      defaultValue={defaultValue}
      error={error}
      autoFocus={autoFocus}
    />
  );
}

export function PhoneField({ defaultValue, error, autoFocus }: FieldProps) {
  const { say } = useSiteWords();
  return (
    <TextField
      label={
        <>
          {say("contact.field.phone")} <span className="optional">{say("contact.optional")}</span>
        </>
      }
      name="phone"
      type="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      defaultValue={defaultValue}
      error={error}
      autoFocus={autoFocus}
    />
  );
}

/** A new password and its confirmation; never refilled after a failed submission. */
export function NewPasswordFields({
  labels = { password: "New password", confirmation: "Confirm new password" },
  hint = PASSWORD_LENGTH_HINT,
  errors,
  focus,
}: {
  labels?: { password: string; confirmation: string };
  hint?: string;
  errors?: FieldMessages;
  focus?: string;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={hint}
        error={errors?.password}
        autoFocus={focus === "password"}
      />
      <TextField
        label={labels.confirmation}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.password_confirmation}
        autoFocus={focus === "password_confirmation"}
      />
    </>
  );
}
