import { z } from "zod";

// The passphrase is all that stands between a copied archive and every password and token hash of the
// site: scrypt slows a guesser down, but cannot save a short passphrase.
export const BACKUP_PASSPHRASE_MIN_LENGTH = 12;
export const BACKUP_PASSPHRASE_MAX_LENGTH = 1024;

const TOO_SHORT = `Passphrase must be at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters`;
const TOO_LONG = `Passphrase must be at most ${BACKUP_PASSPHRASE_MAX_LENGTH} characters`;

/** Not trimmed: spaces may be part of a passphrase. */
export const backupPassphraseField = z
  .string({ error: "Passphrase must be text" })
  .min(BACKUP_PASSPHRASE_MIN_LENGTH, TOO_SHORT)
  .max(BACKUP_PASSPHRASE_MAX_LENGTH, TOO_LONG);

/** Refusals by code: the download redirects back to the form with the code, never the passphrase. */
export const BACKUP_FORM_REFUSALS = {
  "passphrase-not-text": { field: "passphrase", message: "Passphrase must be text" },
  "passphrase-too-short": { field: "passphrase", message: TOO_SHORT },
  "passphrase-too-long": { field: "passphrase", message: TOO_LONG },
  "confirmation-not-text": { field: "passphrase_confirmation", message: "Passphrase confirmation must be text" },
  "confirmation-mismatch": { field: "passphrase_confirmation", message: "Passphrase confirmation does not match" },
} as const;

type RefusalCode = keyof typeof BACKUP_FORM_REFUSALS;
const REFUSALS = BACKUP_FORM_REFUSALS;

/** The admin's form: an empty passphrase asks for an archive that is not encrypted. */
export const backupFormSchema = z
  .object({
    passphrase: z
      .string({ error: REFUSALS["passphrase-not-text"].message })
      .max(BACKUP_PASSPHRASE_MAX_LENGTH, TOO_LONG)
      .refine((value) => value === "" || value.length >= BACKUP_PASSPHRASE_MIN_LENGTH, TOO_SHORT)
      .default(""),
    passphrase_confirmation: z.string({ error: REFUSALS["confirmation-not-text"].message }).default(""),
  })
  .refine((input) => input.passphrase === input.passphrase_confirmation, {
    path: ["passphrase_confirmation"],
    message: REFUSALS["confirmation-mismatch"].message,
  });

export function backupRefusalOf(fieldErrors: Record<string, readonly string[]>): RefusalCode {
  const codes = Object.keys(REFUSALS) as RefusalCode[];
  const refused = codes.find((code) => fieldErrors[REFUSALS[code].field]?.includes(REFUSALS[code].message));
  // Every message the schema can give is listed above; a new rule without a code still names the passphrase.
  return refused ?? "passphrase-too-short";
}

/** The field errors a refusal's code stands for; an unknown code (a typed address) stands for none. */
export function backupRefusalErrors(code: string | null): Record<string, string[]> {
  if (code === null || !Object.hasOwn(REFUSALS, code)) return {};
  const { field, message } = REFUSALS[code as RefusalCode];
  return { [field]: [message] };
}
