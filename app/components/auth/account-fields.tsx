import { TextField } from "~/components/text-field";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from "~/schemas/user";
import type { FieldMessages } from "~/schemas/user";


export const PASSWORD_LENGTH_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

export function EmailField({
  autoComplete = "email",
  defaultValue,
  error,
}: {
  autoComplete?: "email" | "username";
  defaultValue: string;
  error?: string;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete={autoComplete}
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}

export function NameField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return <TextField label="Name" name="name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} defaultValue={defaultValue} error={error} />;
}

export function PhoneField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <TextField
      label="Phone (optional)"
      name="phone"
      type="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A new password and its confirmation; never refilled after a failed submission. */
export function NewPasswordFields({
  labels = { password: "New password", confirmation: "Confirm new password" },
  hint = PASSWORD_LENGTH_HINT,
  errors,
}: {
  labels?: { password: string; confirmation: string };
  hint?: string;
  errors?: FieldMessages;
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
      />
      <TextField
        label={labels.confirmation}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.password_confirmation}
      />
    </>
  );
}
